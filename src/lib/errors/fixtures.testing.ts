/**
 * Builders of the errors the API client throws, for the pure error-handling tests. Bodies follow the API's wire
 * format (design.md §5); the session and client tests cover the same errors coming from the real API.
 */
import { API_PREFIX } from '../../../contract/api-prefix.ts';
import { ERRORS, type ErrorCode } from '../../../contract/errors.ts';
import { ApiRequestError, type RequestFailureKind } from '../api/request-error.ts';

export function httpError(status: number, body?: unknown): ApiRequestError {
  return new ApiRequestError({ kind: 'http', method: 'GET', url: `${API_PREFIX}x`, requestId: 'req-12345678', status, body });
}

/** The API's answer for one of its codes, exactly as server/lib/api-error.ts writes it. */
export function apiError(code: ErrorCode): ApiRequestError {
  const { status, message } = ERRORS[code];
  return httpError(status, { detail: message, error_code: code, message });
}

export function noResponse(kind: Exclude<RequestFailureKind, 'http'>): ApiRequestError {
  return new ApiRequestError({
    kind,
    method: 'GET',
    url: `${API_PREFIX}x`,
    requestId: 'req-12345678',
    cause: new TypeError('fetch failed'),
  });
}
