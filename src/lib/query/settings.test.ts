import { describe, expect, it } from 'vitest';
import { httpError, noResponse } from '../errors/fixtures.testing.ts';
import { createMutation, QUERY_SETTINGS } from './client.ts';
import {
  CURRENT_USER_MAX_RETRIES,
  MUTATION_MAX_RETRIES,
  QUERY_FRESH_MS,
  QUERY_KEEP_MS,
  QUERY_MAX_RETRIES,
  REFETCH_ON_RECONNECT,
  REFETCH_ON_WINDOW_FOCUS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  onErrorRetry,
  retryDelay,
  shouldRetry,
  shouldRetryCurrentUser,
  shouldRetryMutation,
  withRetry,
} from './settings.ts';

describe('query policy constants (spec §9)', () => {
  it('fresh 5 minutes, kept 10, refetch on focus but not on reconnect', () => {
    expect(QUERY_FRESH_MS).toBe(300_000);
    expect(QUERY_KEEP_MS).toBe(600_000);
    expect(REFETCH_ON_WINDOW_FOCUS).toBe(true);
    expect(REFETCH_ON_RECONNECT).toBe(false);
    expect(QUERY_SETTINGS).toMatchObject({
      dedupeTime: 300_000,
      cacheLifetime: 600_000,
      revalidateOnFocus: true,
      revalidateOnReconnect: false,
    });
  });

  it('retries: 3 for queries, 2 for the current user, 1 for mutations; delay from 1 s to at most 30 s', () => {
    expect(QUERY_MAX_RETRIES).toBe(3);
    expect(CURRENT_USER_MAX_RETRIES).toBe(2);
    expect(MUTATION_MAX_RETRIES).toBe(1);
    expect(RETRY_BASE_DELAY_MS).toBe(1000);
    expect(RETRY_MAX_DELAY_MS).toBe(30_000);
  });
});

describe('shouldRetry', () => {
  it('retries up to 3 times', () => {
    const error = httpError(500);
    expect([0, 1, 2, 3].map((attempt) => shouldRetry(error, attempt))).toEqual([true, true, true, false]);
  });

  it('never on 401 or 403, not on other 4xx except 429', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(httpError(status), 0), String(status)).toBe(false);
    for (const status of [429, 500, 502, 503, 504]) expect(shouldRetry(httpError(status), 0), String(status)).toBe(true);
    expect(shouldRetry(noResponse('network'), 0)).toBe(true);
    expect(shouldRetry(noResponse('timeout'), 0)).toBe(true);
    expect(shouldRetry(noResponse('aborted'), 0)).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s … doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('feeds @nanostores/query, which counts failures from 1', () => {
    expect(onErrorRetry({ error: httpError(503), retryCount: 1 })).toBe(1000);
    expect(onErrorRetry({ error: httpError(503), retryCount: 3 })).toBe(4000);
    expect(onErrorRetry({ error: httpError(503), retryCount: 4 })).toBe(false);
    expect(onErrorRetry({ error: httpError(401), retryCount: 1 })).toBe(false);
    expect(QUERY_SETTINGS.onErrorRetry).toBe(onErrorRetry);
  });
});

describe('current user and mutation retries', () => {
  it('current user: at most 2 retries, never on 401, 403 or network errors', () => {
    expect([0, 1, 2].map((attempt) => shouldRetryCurrentUser(httpError(500), attempt))).toEqual([true, true, false]);
    expect(shouldRetryCurrentUser(httpError(401), 0)).toBe(false);
    expect(shouldRetryCurrentUser(httpError(403), 0)).toBe(false);
    expect(shouldRetryCurrentUser(noResponse('network'), 0)).toBe(false);
  });

  it('mutations: once, only on network errors', () => {
    expect(shouldRetryMutation(noResponse('network'), 0)).toBe(true);
    expect(shouldRetryMutation(noResponse('network'), 1)).toBe(false);
    for (const error of [httpError(500), httpError(429), noResponse('timeout'), new Error('x')])
      expect(shouldRetryMutation(error, 0)).toBe(false);
  });

  it('withRetry runs the task again after the doubling delay until the rule says stop', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = withRetry(
      async () => {
        calls += 1;
        throw httpError(503);
      },
      shouldRetry,
      async (ms) => {
        waits.push(ms);
      },
    );
    await expect(failing).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);

    let attempts = 0;
    const recovered = await withRetry(
      async () => (++attempts < 2 ? Promise.reject(noResponse('network')) : 'ok'),
      shouldRetryMutation,
      async () => {},
    );
    expect([recovered, attempts]).toEqual(['ok', 2]);
  });

  it('createMutation retries a network failure once, and nothing else', async () => {
    let calls = 0;
    const save = createMutation<string, string>(async ({ data }) => {
      calls += 1;
      if (calls === 1) throw noResponse('network');
      return `saved ${data}`;
    });
    const stop = save.listen(() => {});
    expect(await save.mutate('draft')).toBe('saved draft');
    expect(calls).toBe(2);

    let serverCalls = 0;
    const failing = createMutation(async () => {
      serverCalls += 1;
      throw httpError(500);
    });
    const stopFailing = failing.listen(() => {});
    await failing.mutate();
    expect(serverCalls).toBe(1);
    expect(failing.get().error).toMatchObject({ status: 500 });
    stop();
    stopFailing();
  });
});
