import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, expectError, RELAXED_RATE_LIMITS, TestClient, type TestContext } from '../../tests/api/helpers.ts';
import { createApp } from '../app.ts';
import { consumeRateLimit } from '../core/rate-limit-counter.ts';

const t = useTestApp({
  rateLimits: { ...RELAXED_RATE_LIMITS, availabilityCheck: { limit: 7, windowSeconds: 60 }, signIn: { limit: 2, windowSeconds: 60 } },
});

describe('rate limits kept in the database', () => {
  it('a concurrent burst gets exactly `limit` answers, the rest 429 RATE_LIMITED with Retry-After', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => new TestClient(t.app).get('/api/auth/check-username?username=someone')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 429)).toHaveLength(13);
    const limited = responses.find((response) => response.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await expectError(limited, 429, 'RATE_LIMITED');
  });

  it('starts a new window once the old one has passed, and keeps keys apart', async () => {
    const first = await consumeRateLimit(t.db, 'test:window', 1, 1);
    expect(first).toMatchObject({ allowed: true, remaining: 0 });
    expect((await consumeRateLimit(t.db, 'test:window', 1, 1)).allowed).toBe(false);
    expect((await consumeRateLimit(t.db, 'test:other', 1, 1)).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await consumeRateLimit(t.db, 'test:window', 1, 1)).allowed).toBe(true);
  });
});

describe('refusing is cheap', () => {
  /** A request from its own client address (the socket's, as @hono/node-server hands it over). */
  const from = (app: TestContext['app'], address: string) =>
    app.request('http://localhost/api/auth/check-username?username=someone', {}, { incoming: { socket: { remoteAddress: address } } });

  /** The counter row with its tuple version (xmin) and lock marker (xmax): any write to the row changes one of them. */
  async function counterRow(address: string) {
    const result = (await t.db.execute(
      sql`SELECT count, xmin::text AS xmin, xmax::text AS xmax FROM rate_limits WHERE key = ${`availabilityCheck:${address}`}`,
    )) as unknown as { rows: Array<{ count: number; xmin: string; xmax: string }> };
    return result.rows[0];
  }

  it('a request over the limit costs no database write: answered from memory, the counter row untouched', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 7; i += 1) expect((await from(t.app, address)).status).toBe(200);
    const firstRefusal = await from(t.app, address);
    await expectError(firstRefusal, 429, 'RATE_LIMITED');
    const atLimit = await counterRow(address);
    expect(atLimit?.count).toBe(7);

    const refused = await Promise.all(Array.from({ length: 25 }, () => from(t.app, address)));
    for (const response of refused) {
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    expect(await counterRow(address)).toEqual(atLimit);
  });

  it('another process learns the refusal from PostgreSQL, the shared truth, without raising the count', async () => {
    const address = '198.51.100.8';
    for (let i = 0; i < 7; i += 1) expect((await from(t.app, address)).status).toBe(200);
    // A second app on the same database: its own memory knows nothing yet.
    const otherProcess = createApp({
      env: t.env,
      db: t.db,
      rateLimits: { ...RELAXED_RATE_LIMITS, availabilityCheck: { limit: 7, windowSeconds: 60 }, signIn: { limit: 2, windowSeconds: 60 } },
    });
    await expectError(await from(otherProcess, address), 429, 'RATE_LIMITED');
    await expectError(await from(t.app, address), 429, 'RATE_LIMITED');
    expect((await counterRow(address))?.count).toBe(7);
  });
});

describe('an address a per-address limit refuses', () => {
  const signInFrom = (address: string, body: string, headers: Record<string, string> = {}) =>
    t.app.request(
      'http://localhost/api/public/auth/sign-in',
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body },
      { incoming: { socket: { remoteAddress: address } } },
    );

  it('is answered 429 before anything else runs: no body read, no validation, no size check', async () => {
    const address = '198.51.100.9';
    const wrong = JSON.stringify({ email: 'someone@example.test', password: 'wrong' });
    for (let i = 0; i < 2; i += 1) await expectError(await signInFrom(address, wrong), 401, 'INVALID_CREDENTIALS');
    await expectError(await signInFrom(address, wrong), 429, 'RATE_LIMITED');
    // Invalid JSON would be a 422, a declared 10 MB body a 413: neither is looked at any more.
    await expectError(await signInFrom(address, '{"email":'), 429, 'RATE_LIMITED');
    const huge = await signInFrom(address, wrong, { 'content-length': String(10 * 1024 * 1024) });
    expect(Number(huge.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(huge, 429, 'RATE_LIMITED');
    // Another address is not affected.
    await expectError(await signInFrom('198.51.100.10', '{"email":'), 422, 'VALIDATION_ERROR');
  });
});
