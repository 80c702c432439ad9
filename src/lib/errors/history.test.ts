// English stands in for the runtime strings a built page carries.
import './english.testing.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $errorHistory,
  $lastCriticalError,
  $recentErrors,
  clearErrorHistory,
  CRITICAL_ERROR_CODES,
  ERROR_HISTORY_LIMIT,
  isCriticalError,
  recordError,
  RECENT_ERRORS_COUNT,
  type AppErrorRecord,
} from './history.ts';
import { RECOVERY_GROUPS, recoveryGroupOf, recoverySuggestions } from './recovery.ts';
import { formErrorsFrom, toFormErrors } from './form-errors.ts';
import { httpError } from './fixtures.testing.ts';

function record(code: string, index: number): AppErrorRecord {
  return {
    code,
    message: `m${index}`,
    details: undefined,
    timestamp: new Date(index).toISOString(),
    recoverable: true,
    userMessage: `u${index}`,
  };
}

beforeEach(() => clearErrorHistory());

describe('error history (spec §8, §9)', () => {
  it('keeps the 50 newest, newest first, and exposes the five most recent', () => {
    expect(ERROR_HISTORY_LIMIT).toBe(50);
    expect(RECENT_ERRORS_COUNT).toBe(5);
    for (let i = 1; i <= 60; i += 1) recordError(record('HTTP_ERROR', i));
    const history = $errorHistory.get();
    expect(history).toHaveLength(50);
    expect(history[0]!.message).toBe('m60');
    expect(history.at(-1)!.message).toBe('m11');
    expect($recentErrors.get().map((r) => r.message)).toEqual(['m60', 'm59', 'm58', 'm57', 'm56']);
  });

  it('counts SERVER_ERROR, NETWORK_ERROR and AUTHENTICATION_ERROR as critical', () => {
    expect(CRITICAL_ERROR_CODES).toEqual(['SERVER_ERROR', 'NETWORK_ERROR', 'AUTHENTICATION_ERROR']);
    for (const code of CRITICAL_ERROR_CODES) expect(isCriticalError(code)).toBe(true);
    for (const code of ['VALIDATION_ERROR', 'TIMEOUT_ERROR', 'SERVICE_UNAVAILABLE', 'UNKNOWN_ERROR'])
      expect(isCriticalError(code)).toBe(false);
    recordError(record('NETWORK_ERROR', 1));
    recordError(record('VALIDATION_ERROR', 2));
    expect($lastCriticalError.get()?.message).toBe('m1');
  });
});

describe('recovery suggestions (spec §8)', () => {
  it('groups codes into network, authentication, validation, rate limit, server and default', () => {
    expect(RECOVERY_GROUPS).toEqual(['network', 'authentication', 'validation', 'rateLimit', 'server', 'default']);
    expect(
      [
        'NETWORK_ERROR',
        'TIMEOUT_ERROR',
        'AUTHENTICATION_ERROR',
        'VALIDATION_ERROR',
        'RATE_LIMIT_ERROR',
        'SERVER_ERROR',
        'SERVICE_UNAVAILABLE',
        'NOT_FOUND_ERROR',
      ].map(recoveryGroupOf),
    ).toEqual(['network', 'network', 'authentication', 'validation', 'rateLimit', 'server', 'server', 'default']);
  });

  it('offers distinct, non-empty advice per group', () => {
    const seen = new Set<string>();
    for (const code of ['NETWORK_ERROR', 'AUTHENTICATION_ERROR', 'VALIDATION_ERROR', 'RATE_LIMIT_ERROR', 'SERVER_ERROR', 'HTTP_ERROR']) {
      const advice = recoverySuggestions(code);
      expect(advice.length).toBeGreaterThanOrEqual(2);
      for (const line of advice) {
        expect(line).toMatch(/^[A-Z].+\.$/);
        expect(seen.has(line)).toBe(false);
        seen.add(line);
      }
    }
    expect(recoverySuggestions('NETWORK_ERROR')[0]).toBe('Check that you are connected to the internet.');
  });
});

describe('server validation details -> form errors (spec §3, §5)', () => {
  const detail = [
    { loc: ['body', 'email'], msg: 'Please, enter a valid email', type: 'invalid_format' },
    { loc: ['body', 'email'], msg: 'second message for the same field', type: 'custom' },
    { loc: ['body', 'address', 'city'], msg: 'Required', type: 'invalid_type' },
    { loc: ['query', 'page'], msg: 'Too small', type: 'too_small' },
    { loc: ['body'], msg: 'Send the request body as JSON', type: 'invalid_json' },
  ];

  it('joins the location with dots, names the field without the request part and keeps the type', () => {
    const errors = toFormErrors(detail);
    expect(errors.items[0]).toEqual({
      field: 'body.email',
      name: 'email',
      message: 'Please, enter a valid email',
      code: 'invalid_format',
    });
    expect(errors.items[2]).toMatchObject({ field: 'body.address.city', name: 'address.city' });
    expect(errors.fields).toEqual({
      email: 'Please, enter a valid email',
      'address.city': 'Required',
      page: 'Too small',
    });
    expect(errors.general).toEqual(['Send the request body as JSON']);
  });

  it('a string detail becomes a general error', () => {
    expect(toFormErrors('Email address is already registered')).toEqual({
      fields: {},
      general: ['Email address is already registered'],
      items: [],
    });
    expect(formErrorsFrom(httpError(409, { detail: 'Taken', error_code: 'EMAIL_TAKEN', message: 'Taken' }))?.general).toEqual(['Taken']);
    expect(formErrorsFrom(httpError(500))).toBeUndefined();
    expect(formErrorsFrom(new Error('x'))).toBeUndefined();
  });
});
