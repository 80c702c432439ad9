import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp, DATABASE_SETUP_TIMEOUT_MS, expectError, RELAXED_RATE_LIMITS, TestClient, type TestContext,
} from '../../tests/api/helpers.ts';
import { consumeRateLimit } from './rate-limit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, availabilityCheck: { limit: 7, windowSeconds: 60 } } });
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

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
