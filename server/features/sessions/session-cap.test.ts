/**
 * At most SESSION_MAX_PER_USER live sessions per account (3 here): each sign-in past it revokes the oldest, also
 * when the sign-ins race each other.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DATABASE_SETUP_TIMEOUT_MS,
  expectError,
  signIn,
  signUp,
  TestClient,
  type TestContext,
} from '../../../tests/api/helpers.ts';
import { securityEvents, sessions } from '../../core/schema.ts';

const CAP = 3;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_MAX_PER_USER: String(CAP) } });
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const liveSessions = (userId: string) =>
  t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));

describe('live sessions per account', () => {
  it('a sign-in past the cap revokes the oldest sessions; the newest keep working', async () => {
    const account = await signUp(t.app);
    const clients: TestClient[] = [];
    for (let i = 0; i < CAP + 2; i += 1) clients.push(await signIn(t.app, account.email, account.password));
    const [oldest, second, ...newest] = clients;
    await expectError(await oldest!.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await second!.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    for (const client of newest) expect((await client.get('/api/user/get-data')).status).toBe(200);
    const listed = await newest[0]!.get('/api/users/get-sessions');
    expect((await listed.json()).data).toHaveLength(CAP);

    const revocations = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, account.userId), eq(securityEvents.type, 'session_revoked')));
    expect(revocations.map((event) => (event.metadata as { reason: string }).reason)).toEqual(['session_limit', 'session_limit']);
  });

  it('holds under a burst of parallel sign-ins', async () => {
    const account = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        new TestClient(t.app).post('/api/public/auth/sign-in', { email: account.email, password: account.password }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(await liveSessions(account.userId)).toHaveLength(CAP);
  });
});
