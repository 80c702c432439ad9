/**
 * The domain error codes of spec §8, grouped by domain. The English text lives in contract/errors.ts (the API
 * sends the same words), so a message is looked up by code and translated through `textForErrorCode`.
 */
import type { ErrorCode } from '../../../contract/errors.ts';
import { textForErrorCode } from './messages.ts';

export const ERROR_DOMAINS = {
  auth: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'ACCOUNT_LOCKED', 'PASSWORD_EXPIRED'],
  user: ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'PROFILE_INCOMPLETE'],
  protocol: ['PROTOCOL_NOT_FOUND', 'INSUFFICIENT_PERMISSIONS', 'PROTOCOL_LOCKED'],
  agent: ['AGENT_UNAVAILABLE', 'INVALID_AGENT_MESSAGE', 'AGENT_COMMUNICATION_ERROR'],
} as const satisfies Record<string, readonly ErrorCode[]>;

export type ErrorDomain = keyof typeof ERROR_DOMAINS;
export type DomainErrorCode = (typeof ERROR_DOMAINS)[ErrorDomain][number];

const DOMAIN_BY_CODE = new Map<string, ErrorDomain>(
  (Object.entries(ERROR_DOMAINS) as [ErrorDomain, readonly string[]][]).flatMap(([domain, codes]) =>
    codes.map((code) => [code, domain] as const),
  ),
);

export function isDomainErrorCode(code: unknown): code is DomainErrorCode {
  return typeof code === 'string' && DOMAIN_BY_CODE.has(code);
}

/** The domain a code belongs to (auth, user, protocol, agent), if it is one of the catalogue's codes. */
export function domainOfCode(code: string | undefined): ErrorDomain | undefined {
  return code ? DOMAIN_BY_CODE.get(code) : undefined;
}

/** The catalogue message of a domain code, translated; undefined for any other code. */
export function domainMessage(code: string | undefined): string | undefined {
  return isDomainErrorCode(code) ? textForErrorCode(code) : undefined;
}
