// English stands in for the runtime strings a built page carries.
import './english.testing.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribeToasts, type ShownToast } from '../toast/toast.ts';
import { handleApiError, resolveErrorMessage, statusFallbackMessage, toastMessageFor } from './api-handler.ts';
import { handleAppError, toAppError } from './app-handler.ts';
import { $errorHistory, clearErrorHistory } from './history.ts';
import { normalizeApiError, setErrorLogger, type NormalizedApiError } from './normalize.ts';
import { apiError, httpError, noResponse } from './fixtures.testing.ts';

let toasts: ShownToast[];
let logged: NormalizedApiError[];
let stopToasts: () => void;

beforeEach(() => {
  toasts = [];
  logged = [];
  stopToasts = subscribeToasts((toast) => toasts.push(toast));
  setErrorLogger((_label, error) => logged.push(error));
  clearErrorHistory();
});
afterEach(() => stopToasts());

describe('normalisation (spec §8)', () => {
  it('takes message, code, status and details from the response, domain and operation from the call', () => {
    const error = httpError(409, {
      detail: 'Email address is already registered',
      error_code: 'EMAIL_TAKEN',
      message: 'Email address is already registered',
    });
    expect(normalizeApiError(error, { domain: 'users', operation: 'register' })).toEqual({
      message: 'Email address is already registered',
      code: 'EMAIL_TAKEN',
      status: 409,
      details: 'Email address is already registered',
      domain: 'users',
      operation: 'register',
    });
    expect(logged).toHaveLength(1);
  });

  it('falls back to the client message, then to the generic text', () => {
    expect(normalizeApiError(httpError(502, '<html>Bad gateway</html>'))).toMatchObject({
      message: 'Request failed with status 502: GET /api/x',
      code: 'HTTP_ERROR',
      status: 502,
    });
    expect(normalizeApiError(new Error(''))).toEqual({
      message: 'An unexpected error occurred',
      code: 'GENERIC_ERROR',
    });
  });

  it('plain errors are GENERIC_ERROR, anything else UNKNOWN_ERROR', () => {
    expect(normalizeApiError(new TypeError('x is undefined'))).toEqual({
      message: 'x is undefined',
      code: 'GENERIC_ERROR',
    });
    for (const value of ['oops', 42, null, undefined, { reason: 'x' }]) {
      expect(normalizeApiError(value)).toEqual({ message: 'An unexpected error occurred', code: 'UNKNOWN_ERROR' });
    }
  });

  it('a request without an answer is NETWORK_ERROR or TIMEOUT_ERROR', () => {
    expect(normalizeApiError(noResponse('network')).code).toBe('NETWORK_ERROR');
    expect(normalizeApiError(noResponse('timeout')).code).toBe('TIMEOUT_ERROR');
  });
});

describe('first handler: status fallbacks and the toast rule (spec §8)', () => {
  it('words each status exactly', () => {
    expect(
      Object.fromEntries([400, 401, 403, 404, 409, 422, 429, 500, 502, 503].map((status) => [status, statusFallbackMessage(status)])),
    ).toEqual({
      400: 'Invalid request. Please check your input.',
      401: 'Authentication required. Please log in.',
      403: "Access denied. You don't have permission for this action.",
      404: 'Resource not found.',
      409: 'Conflict. The resource already exists or is in use.',
      422: 'Validation failed. Please check your input.',
      429: 'Too many requests. Please try again later.',
      500: 'Server error. Please try again later.',
      502: 'Service temporarily unavailable.',
      503: 'Service temporarily unavailable.',
    });
    expect(statusFallbackMessage(418)).toBeUndefined();
  });

  it('401, 403, 404 and 422 toast their fixed messages whatever the server said', () => {
    const cases: Array<[Parameters<typeof apiError>[0], string]> = [
      ['INVALID_CREDENTIALS', 'Authentication required. Please log in.'],
      ['EMAIL_NOT_VERIFIED', "Access denied. You don't have permission for this action."],
      ['PROTOCOL_NOT_FOUND', 'Resource not found.'],
      ['INVALID_AGENT_MESSAGE', 'Validation failed. Please check your input.'],
    ];
    for (const [code, message] of cases) expect(handleApiError(apiError(code)).toastMessage).toBe(message);
    expect(toasts.map((t) => [t.kind, t.message])).toEqual(cases.map(([, message]) => ['error', message]));
  });

  it('any status of 500 or above toasts the server-error message', () => {
    for (const error of [
      apiError('INTERNAL_ERROR'),
      apiError('AGENT_UNAVAILABLE'),
      apiError('AGENT_COMMUNICATION_ERROR'),
      httpError(504),
    ]) {
      expect(handleApiError(error).toastMessage).toBe('Server error. Please try again later.');
    }
  });

  it('a network failure toasts the network message', () => {
    expect(handleApiError(noResponse('network')).toastMessage).toBe('Network error. Please check your connection.');
  });

  it('otherwise the resolved message: catalogue, then server message, then status fallback', () => {
    expect(handleApiError(apiError('EMAIL_TAKEN')).toastMessage).toBe('Email address is already registered');
    expect(handleApiError(apiError('ACCOUNT_LOCKED')).toastMessage).toBe('Account has been locked. Please contact support.');
    expect(handleApiError(httpError(409, { message: 'Name in use', error_code: 'SOMETHING_NEW' })).toastMessage).toBe('Name in use');
    expect(handleApiError(httpError(409, 'proxy page')).toastMessage).toBe('Conflict. The resource already exists or is in use.');
    expect(handleApiError(httpError(429)).toastMessage).toBe('Too many requests. Please try again later.');
    expect(handleApiError(new Error('Widget broke')).toastMessage).toBe('Widget broke');
    const normalized = normalizeApiError(apiError('PROTOCOL_LOCKED'));
    expect(resolveErrorMessage(normalized)).toBe('Protocol is currently locked for editing');
    expect(toastMessageFor(normalized, 'resolved')).toBe('resolved');
  });

  it('a call may set its own message or suppress the toast; aborted requests are never toasted', () => {
    expect(handleApiError(apiError('NOT_FOUND'), { message: 'That expert is gone' }).toastMessage).toBe('That expert is gone');
    const silent = handleApiError(apiError('NOT_FOUND'), { silent: true, domain: 'protocols', operation: 'load' });
    expect(silent).toMatchObject({ resolvedMessage: 'Resource not found.', domain: 'protocols', operation: 'load' });
    expect(silent.toastMessage).toBeUndefined();
    expect(handleApiError(noResponse('aborted')).toastMessage).toBeUndefined();
    expect(toasts.map((t) => t.message)).toEqual(['That expert is gone']);
  });
});

describe('second handler: application errors (spec §8)', () => {
  const now = new Date('2025-01-02T03:04:05.000Z');

  it('maps statuses to code, user message and recoverable flag', () => {
    const table = {
      400: ['VALIDATION_ERROR', 'Please check your input and try again.', true],
      401: ['AUTHENTICATION_ERROR', 'Please log in to continue.', true],
      403: ['AUTHORIZATION_ERROR', 'You do not have permission to perform this action.', false],
      404: ['NOT_FOUND_ERROR', 'The requested resource was not found.', false],
      422: ['VALIDATION_ERROR', 'Please correct the highlighted fields.', true],
      429: ['RATE_LIMIT_ERROR', 'You are making requests too quickly. Please slow down.', true],
      500: ['SERVER_ERROR', 'A server error occurred. Please try again later.', true],
      502: ['SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again later.', true],
      503: ['SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again later.', true],
      504: ['SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again later.', true],
      409: ['HTTP_ERROR', 'An unexpected error occurred.', false],
      418: ['HTTP_ERROR', 'An unexpected error occurred.', false],
    } as const;
    for (const [status, [code, userMessage, recoverable]] of Object.entries(table)) {
      expect(toAppError(httpError(Number(status)), now), status).toMatchObject({ code, userMessage, recoverable });
    }
  });

  it("a 400's message is its detail, else 'Invalid request data'", () => {
    expect(toAppError(apiError('INVALID_CODE'), now).message).toBe('The code is invalid.');
    expect(toAppError(httpError(400, { detail: [{ loc: ['body'], msg: 'x', type: 'y' }] }), now).message).toBe('Invalid request data');
    expect(toAppError(httpError(400), now).message).toBe('Invalid request data');
  });

  it('without a response: NETWORK_ERROR, TIMEOUT_ERROR, otherwise UNKNOWN_ERROR', () => {
    expect(toAppError(noResponse('network'), now)).toMatchObject({
      code: 'NETWORK_ERROR',
      userMessage: 'Please check your internet connection and try again.',
      recoverable: true,
    });
    expect(toAppError(noResponse('timeout'), now)).toMatchObject({
      code: 'TIMEOUT_ERROR',
      userMessage: 'The request took too long. Please try again.',
      recoverable: true,
    });
    expect(toAppError(new Error('boom'), now)).toMatchObject({
      code: 'UNKNOWN_ERROR',
      userMessage: 'An unexpected error occurred. Please contact support if this persists.',
      recoverable: false,
    });
  });

  it('builds the record of spec §3: code, message, details, timestamp, recoverable, userMessage', () => {
    const detail = [{ loc: ['body', 'email'], msg: 'Please, enter a valid email', type: 'invalid_format' }];
    expect(
      toAppError(
        httpError(422, {
          detail,
          error_code: 'VALIDATION_ERROR',
          message: 'Validation failed. Please check your input.',
        }),
        now,
      ),
    ).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Validation failed. Please check your input.',
      details: detail,
      timestamp: '2025-01-02T03:04:05.000Z',
      recoverable: true,
      userMessage: 'Please correct the highlighted fields.',
    });
  });

  it('keeps each handled error in the history and toasts its user message', () => {
    handleAppError(apiError('RATE_LIMITED'));
    handleAppError(noResponse('network'), { silent: true });
    handleAppError(apiError('FORBIDDEN'), { message: 'Ask the owner for access' });
    expect(handleAppError(noResponse('aborted'))).toBeUndefined();
    expect($errorHistory.get().map((record) => record.code)).toEqual(['AUTHORIZATION_ERROR', 'NETWORK_ERROR', 'RATE_LIMIT_ERROR']);
    expect(toasts.map((t) => t.message)).toEqual(['You are making requests too quickly. Please slow down.', 'Ask the owner for access']);
  });
});
