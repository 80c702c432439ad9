/**
 * Normalisation (spec §8): any thrown value becomes { message, code, status, details, domain, operation }.
 * Message: the response's `message`, else the client's message, else 'An unexpected error occurred'.
 * Code: the response's `error_code`; a request that got no answer is NETWORK_ERROR or TIMEOUT_ERROR; a plain
 * Error is GENERIC_ERROR; anything else (a string, an object) is UNKNOWN_ERROR. Every error is logged.
 */
import { isApiRequestError } from '../api/request-error.ts';
import { text } from './messages.ts';

export const ERROR_CODES = {
  unknown: 'UNKNOWN_ERROR',
  generic: 'GENERIC_ERROR',
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT_ERROR',
  aborted: 'REQUEST_ABORTED',
  /** An HTTP failure whose body carried no error_code (e.g. a proxy's HTML error page). */
  http: 'HTTP_ERROR',
} as const;

export interface ErrorContext {
  /** The data domain the call belongs to (spec §3 cache groups), e.g. 'auth', 'protocols'. */
  domain?: string;
  /** What the call was doing, e.g. 'updateProfile'. */
  operation?: string;
}

export interface NormalizedApiError extends ErrorContext {
  message: string;
  code: string;
  status?: number;
  details?: unknown;
}

type ErrorLogger = (label: string, error: NormalizedApiError, original: unknown) => void;
let logError: ErrorLogger = (label, error, original) => console.error(label, error, original);

/** Replace the console logger (e.g. to forward errors to a monitoring service). */
export function setErrorLogger(logger: ErrorLogger): void {
  logError = logger;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function normalizeApiError(error: unknown, context: ErrorContext = {}): NormalizedApiError {
  const normalized = describe(error);
  if (context.domain) normalized.domain = context.domain;
  if (context.operation) normalized.operation = context.operation;
  logError('[api error]', normalized, error);
  return normalized;
}

function describe(error: unknown): NormalizedApiError {
  if (isApiRequestError(error)) {
    const payload = error.payload;
    const message = nonEmpty(payload?.message) ?? nonEmpty(error.message) ?? text('errors.normalize.fallback');
    if (error.kind !== 'http') return { message, code: ERROR_CODES[error.kind] };
    return {
      message,
      code: nonEmpty(payload?.error_code) ?? ERROR_CODES.http,
      status: error.status,
      details: payload?.detail,
    };
  }
  if (error instanceof Error) {
    return { message: nonEmpty(error.message) ?? text('errors.normalize.fallback'), code: ERROR_CODES.generic };
  }
  return { message: text('errors.normalize.fallback'), code: ERROR_CODES.unknown };
}

/** Whether the server sent its own message (as opposed to the client's description or the fallback). */
export function hasServerMessage(error: unknown): boolean {
  return isApiRequestError(error) && nonEmpty(error.payload?.message) !== undefined;
}
