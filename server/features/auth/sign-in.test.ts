import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents, sessions, twoFactor, users } from '../../core/schema.ts';
import { settleBackgroundWork } from '../../lib/background.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { createRouter } from '../../core/router.ts';
import { useTestApp, expectError, signIn, signUp, TestClient } from '../../../tests/api/helpers.ts';
import { completeTwoFactorLogin } from './two-factor-login.ts';

/** Stand-in for the 2FA feature's route: it would verify the code first, then complete the sign-in. */
const twoFactorStandIn = createRouter();
twoFactorStandIn.post('/api/test/complete-2fa', async (c) =>
  c.json({
    data: await completeTwoFactorLogin(c, ((await c.req.json()) as { challenge_token: string }).challenge_token),
  }),
);

const t = useTestApp({
  env: { LOCKOUT_THRESHOLD: '3', LOCKOUT_MINUTES: '15', PASSWORD_MAX_AGE_DAYS: '90' },
  extraRouters: [twoFactorStandIn],
});

const SIGN_IN = '/api/public/auth/sign-in';

function cookieLine(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  expect(line, `Set-Cookie ${name}`).toBeDefined();
  return line!;
}

describe('POST /api/public/auth/sign-in', () => {
  it('sets an HttpOnly Lax session cookie, the readable hint `u` for an unverified user, and returns the user', async () => {
    const account = await signUp(t.app);
    const response = await new TestClient(t.app).post(SIGN_IN, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ two_factor_required: false, user: { user_id: account.userId, is_verified: false } });
    expect(data.csrf_token).toMatch(/^[\w-]{43}$/);

    const session = cookieLine(response, 'ae_session');
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    const hint = cookieLine(response, 'ae_hint');
    expect(hint).toMatch(/^ae_hint=u;/);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('on https uses the __Host- prefixed, Secure session cookie and hint `v` once verified', async () => {
    const account = await signUp(t.app);
    await t.db.update(users).set({ isVerified: true }).where(eq(users.id, account.userId));
    const response = await new TestClient(t.app, 'https://agentic.example').post(SIGN_IN, {
      email: account.email,
      password: account.password,
    });
    expect(response.status).toBe(200);
    const session = cookieLine(response, '__Host-ae_session');
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).not.toMatch(/Domain=/);
    expect(cookieLine(response, 'ae_hint')).toMatch(/^ae_hint=v;.*Secure/);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('ae_session='))).toBe(false);
  });

  it('issues a new session token on every sign-in and stores only its hash', async () => {
    const account = await signUp(t.app);
    const first = await signIn(t.app, account.email, account.password);
    const second = await signIn(t.app, account.email, account.password);
    const tokenA = first.cookies.get('ae_session')!;
    const tokenB = second.cookies.get('ae_session')!;
    expect(tokenA).not.toBe(tokenB);
    expect(first.csrfToken).not.toBe(second.csrfToken);
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, account.userId));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual([hashSecret(tokenA), hashSecret(tokenB)].sort());
  });

  it('answers INVALID_CREDENTIALS alike for an unknown e-mail and a wrong password', async () => {
    const account = await signUp(t.app);
    await expectError(
      await new TestClient(t.app).post(SIGN_IN, { email: 'nobody@example.test', password: account.password }),
      401,
      'INVALID_CREDENTIALS',
    );
    await expectError(
      await new TestClient(t.app).post(SIGN_IN, { email: account.email, password: 'wrong-password' }),
      401,
      'INVALID_CREDENTIALS',
    );
    // The audit entry of a real account is written after the answer, which then takes no longer than for nobody.
    await settleBackgroundWork();
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, account.userId));
    expect(events.map((event) => [event.type, event.metadata])).toContainEqual(['sign_in_failed', { reason: 'password' }]);
  });

  // Repeated failures slow further attempts down instead of locking the account: throttle.test.ts.

  it('answers PASSWORD_EXPIRED, without a session, once PASSWORD_MAX_AGE_DAYS have passed', async () => {
    const account = await signUp(t.app);
    await t.db.update(users).set({ passwordChangedAt: sql`now() - interval '91 days'` }).where(eq(users.id, account.userId));
    const response = await new TestClient(t.app).post(SIGN_IN, { email: account.email, password: account.password });
    expect(response.headers.getSetCookie()).toEqual([]);
    await expectError(response, 403, 'PASSWORD_EXPIRED');
    // A wrong password still says only INVALID_CREDENTIALS: expiry is revealed only to the owner.
    await expectError(
      await new TestClient(t.app).post(SIGN_IN, { email: account.email, password: 'wrong-password' }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('with 2FA on, returns a challenge instead of a session; completeTwoFactorLogin turns it into one, once', async () => {
    const account = await signUp(t.app);
    await t.db.insert(twoFactor).values({ userId: account.userId, secret: 'JBSWY3DPEHPK3PXP', enabledAt: new Date() });
    const response = await new TestClient(t.app).post(SIGN_IN, { email: account.email, password: account.password });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const { data } = await response.json();
    expect(data).toMatchObject({ two_factor_required: true });
    expect(data.challenge_token).toMatch(/^[\w-]{43}$/);

    const client = new TestClient(t.app);
    const completed = await client.post('/api/test/complete-2fa', { challenge_token: data.challenge_token });
    expect(completed.status).toBe(200);
    expect(client.cookies.get('ae_session')).toBeDefined();
    const me = await client.get('/api/user/get-data');
    expect((await me.json()).data).toMatchObject({ user_id: account.userId, two_factor_enabled: true });
    await expectError(
      await new TestClient(t.app).post('/api/test/complete-2fa', { challenge_token: data.challenge_token }),
      401,
      'CHALLENGE_EXPIRED',
    );
  });

  it('validates the body: missing e-mail and password are 422 with the spec wording', async () => {
    const response = await new TestClient(t.app).post(SIGN_IN, { email: '', password: '' });
    const body = await response.json();
    expect(response.status).toBe(422);
    expect(body.detail.map((issue: { loc: string[] }) => issue.loc.join('.'))).toEqual(['body.email', 'body.password']);
  });
});
