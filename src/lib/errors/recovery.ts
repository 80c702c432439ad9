/**
 * Recovery suggestions (spec §8): what a person can do next, by the group of an application error's code.
 * The spec names the groups (network, authentication, validation, rate limit, server, default); the wording
 * is ours, kept with the runtime strings (`errors.recovery.*`) so it is translated with the rest.
 */
import { text, type MessageKey } from './messages.ts';

export const RECOVERY_GROUPS = ['network', 'authentication', 'validation', 'rateLimit', 'server', 'default'] as const;
export type RecoveryGroup = (typeof RECOVERY_GROUPS)[number];

const GROUP_BY_CODE: Record<string, RecoveryGroup> = {
  NETWORK_ERROR: 'network',
  TIMEOUT_ERROR: 'network',
  AUTHENTICATION_ERROR: 'authentication',
  VALIDATION_ERROR: 'validation',
  RATE_LIMIT_ERROR: 'rateLimit',
  SERVER_ERROR: 'server',
  SERVICE_UNAVAILABLE: 'server',
};

const SUGGESTION_KEYS: Record<RecoveryGroup, MessageKey[]> = {
  network: ['errors.recovery.network.1', 'errors.recovery.network.2', 'errors.recovery.network.3'],
  authentication: ['errors.recovery.authentication.1', 'errors.recovery.authentication.2'],
  validation: ['errors.recovery.validation.1', 'errors.recovery.validation.2'],
  rateLimit: ['errors.recovery.rateLimit.1', 'errors.recovery.rateLimit.2'],
  server: ['errors.recovery.server.1', 'errors.recovery.server.2'],
  default: ['errors.recovery.default.1', 'errors.recovery.default.2'],
};

export function recoveryGroupOf(code: string): RecoveryGroup {
  return GROUP_BY_CODE[code] ?? 'default';
}

export function recoverySuggestions(code: string): string[] {
  return SUGGESTION_KEYS[recoveryGroupOf(code)].map((key) => text(key));
}
