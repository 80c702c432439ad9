/**
 * The second error handler (spec §8, "application error mapping"): turns a failure into an application error
 * record by HTTP status, or by why there was no response, keeps it in the history and toasts its user message.
 */
import { isApiRequestError } from '../api/request-error.ts';
import { showToast } from '../toast/toast.ts';
import { recordError, type AppErrorRecord } from './history.ts';
import { text, type MessageKey } from './messages.ts';
import { normalizeApiError } from './normalize.ts';

interface StatusRule {
  code: string;
  userMessageKey: MessageKey;
  recoverable: boolean;
}

/** The mapping table; statuses not listed are HTTP_ERROR. */
export const STATUS_RULES: Readonly<Record<number, StatusRule>> = {
  400: { code: 'VALIDATION_ERROR', userMessageKey: 'errors.app.VALIDATION_ERROR', recoverable: true },
  401: { code: 'AUTHENTICATION_ERROR', userMessageKey: 'errors.app.AUTHENTICATION_ERROR', recoverable: true },
  403: { code: 'AUTHORIZATION_ERROR', userMessageKey: 'errors.app.AUTHORIZATION_ERROR', recoverable: false },
  404: { code: 'NOT_FOUND_ERROR', userMessageKey: 'errors.app.NOT_FOUND_ERROR', recoverable: false },
  422: { code: 'VALIDATION_ERROR', userMessageKey: 'errors.app.VALIDATION_ERROR_422', recoverable: true },
  429: { code: 'RATE_LIMIT_ERROR', userMessageKey: 'errors.app.RATE_LIMIT_ERROR', recoverable: true },
  500: { code: 'SERVER_ERROR', userMessageKey: 'errors.app.SERVER_ERROR', recoverable: true },
  502: { code: 'SERVICE_UNAVAILABLE', userMessageKey: 'errors.app.SERVICE_UNAVAILABLE', recoverable: true },
  503: { code: 'SERVICE_UNAVAILABLE', userMessageKey: 'errors.app.SERVICE_UNAVAILABLE', recoverable: true },
  504: { code: 'SERVICE_UNAVAILABLE', userMessageKey: 'errors.app.SERVICE_UNAVAILABLE', recoverable: true },
};
const OTHER_STATUS_RULE: StatusRule = {
  code: 'HTTP_ERROR',
  userMessageKey: 'errors.app.HTTP_ERROR',
  recoverable: false,
};

/** No response: the network failed and the request timed out are worth retrying; anything else is not known to be. */
const NO_RESPONSE_RULES = {
  network: { code: 'NETWORK_ERROR', userMessageKey: 'errors.app.NETWORK_ERROR', recoverable: true },
  timeout: { code: 'TIMEOUT_ERROR', userMessageKey: 'errors.app.TIMEOUT_ERROR', recoverable: true },
  unknown: { code: 'UNKNOWN_ERROR', userMessageKey: 'errors.app.UNKNOWN_ERROR', recoverable: false },
} as const satisfies Record<string, StatusRule>;

function ruleFor(error: unknown): StatusRule {
  if (!isApiRequestError(error)) return NO_RESPONSE_RULES.unknown;
  if (error.kind === 'http') return STATUS_RULES[error.status ?? 0] ?? OTHER_STATUS_RULE;
  if (error.kind === 'network') return NO_RESPONSE_RULES.network;
  if (error.kind === 'timeout') return NO_RESPONSE_RULES.timeout;
  return NO_RESPONSE_RULES.unknown;
}

export function toAppError(error: unknown, now: Date = new Date()): AppErrorRecord {
  const rule = ruleFor(error);
  const normalized = normalizeApiError(error);
  let message = normalized.message;
  // Spec §8: a 400's message is its detail, else 'Invalid request data'.
  if (isApiRequestError(error) && error.status === 400) {
    const detail = error.payload?.detail;
    message = typeof detail === 'string' && detail.trim() !== '' ? detail : text('errors.app.invalidRequestData');
  }
  return {
    code: rule.code,
    message,
    details: normalized.details,
    timestamp: now.toISOString(),
    recoverable: rule.recoverable,
    userMessage: text(rule.userMessageKey),
  };
}

export interface HandleAppErrorOptions {
  /** Show this text instead of the record's user message. */
  message?: string;
  silent?: boolean;
}

/** Records the error and shows its user message; a request the page aborted is neither. */
export function handleAppError(error: unknown, options: HandleAppErrorOptions = {}): AppErrorRecord | undefined {
  if (isApiRequestError(error) && error.kind === 'aborted') return undefined;
  const record = toAppError(error);
  recordError(record);
  if (!options.silent) showToast('error', options.message ?? record.userMessage);
  return record;
}
