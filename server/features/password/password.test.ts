import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES as M } from '../../../contract/auth-constants.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { securityEvents, users } from '../../core/schema.ts';
import { verificationCodes } from '../verification/schema.ts';
import { hashSecret } from '../../lib/crypto.ts';
import {
  expectError,
  expectValidationIssues,
  RELAXED_RATE_LIMITS,
  signIn,
  signUp,
  signedInUser,
  TestClient,
  useTestApp,
} from '../../../tests/api/helpers.ts';
import { RESET_REQUESTED_MESSAGE } from '../../../contract/password/index.ts';

const ORIGIN = 'http://app.example.test';
// Many resets come from one test "IP"; the per-address limit keeps its real value.
const rateLimits = { ...RELAXED_RATE_LIMITS, passwordResetPerIp: { limit: 1000, windowSeconds: 900 } };
const t = useTestApp({ env: { PUBLIC_ORIGIN: ORIGIN }, rateLimits });

const RESET = '/api/public/auth/reset';
const NEW_PASSWORD = '/api/public/auth/new-password';
const UPDATE = '/api/users/update-password/me';
const NEW_SECRET = 'a-brand-new-passphrase';

async function mailsTo(email: string) {
  return t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
}

/** The reset mail is written after the answer (so timing tells nothing); wait for the `count`-th one. */
async function waitForResetMail(email: string, count = 1) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = (await mailsTo(email)).filter((mail) => mail.body.includes('/auth/reset-password?token='));
    if (mails.length >= count) return { mail: mails[0]!, token: /token=([\w-]+)/.exec(mails[0]!.body)![1]! };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${email}`);
}

async function requestReset(email: string) {
  const response = await new TestClient(t.app).post(RESET, { email });
  expect(response.status).toBe(200);
  return response.json();
}

describe('POST /api/public/auth/reset', () => {
  it("mails a single-use link to PUBLIC_ORIGIN in the user's language; only the token's hash is stored", async () => {
    const account = await signUp(t.app, { language: 'de' });
    expect(await requestReset(account.email)).toEqual({ data: { message: RESET_REQUESTED_MESSAGE } });
    const { mail, token } = await waitForResetMail(account.email);
    expect(mail.subject).toBe('Setzen Sie Ihr Agentic Experts-Passwort zurück');
    expect(mail.language).toBe('de');
    expect(mail.body).toContain(`${ORIGIN}/auth/reset-password?token=${token}`);
    expect(mail.body).toContain('30 Minuten');
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, account.userId), eq(verificationCodes.purpose, 'password_reset')));
    expect(row!.codeHash).toBe(hashSecret(token));
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 30 * 60_000)).toBeLessThan(5_000);
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, account.userId));
    expect(events.map((event) => event.type)).toContain('password_reset_requested');
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const account = await signUp(t.app);
    const known = await new TestClient(t.app).post(RESET, { email: account.email });
    const unknown = await new TestClient(t.app).post(RESET, { email: 'nobody-here@example.test' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    await waitForResetMail(account.email);
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
  });

  it('limits requests per address, registered or not, with 429 and Retry-After', async () => {
    for (const email of [(await signUp(t.app)).email, 'ghost@example.test']) {
      for (let request = 0; request < 3; request += 1) await requestReset(email);
      const limited = await new TestClient(t.app).post(RESET, { email: email.toUpperCase() });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
      await expectError(limited, 429, 'RATE_LIMITED');
    }
  });

  it('validates the address (422, spec wording)', async () => {
    const issues = await expectValidationIssues(await new TestClient(t.app).post(RESET, { email: 'not-an-email' }));
    expect(issues.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([['body.email', M.emailFormat]]);
  });
});

describe('POST /api/public/auth/new-password', () => {
  it('sets the password, ends every session, clears the sign-in throttling, records the event and mails a notice; the token works once', async () => {
    const account = await signUp(t.app, { language: 'zh-CN' });
    const laptop = await signIn(t.app, account.email, account.password);
    const phone = await signIn(t.app, account.email, account.password);
    // Someone else's wrong guesses made further sign-ins to the account wait.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await new TestClient(t.app).post('/api/public/auth/sign-in', { email: account.email, password: 'wrong-guess' });
    }
    await expectError(
      await new TestClient(t.app).post('/api/public/auth/sign-in', { email: account.email, password: account.password }),
      429,
      'RATE_LIMITED',
    );
    await requestReset(account.email);
    const { token } = await waitForResetMail(account.email);

    const body = { token, password: NEW_SECRET, password_confirmation: NEW_SECRET };
    const response = await laptop.post(NEW_PASSWORD, body);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ password_reset: true, sessions_revoked: 2, credentials_revoked: 0 });
    expect(laptop.cookies.has('ae_session')).toBe(false);
    await expectError(await phone.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');

    const [user] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(user).toMatchObject({ isVerified: true });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    await expectError(
      await new TestClient(t.app).post('/api/public/auth/sign-in', {
        email: account.email,
        password: account.password,
      }),
      401,
      'INVALID_CREDENTIALS',
    );
    await signIn(t.app, account.email, NEW_SECRET);

    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, account.userId));
    expect(events.find((event) => event.type === 'password_reset_completed')!.metadata).toEqual({
      sessions_revoked: 2,
      credentials_revoked: 0,
    });
    const [notice] = await mailsTo(account.email);
    expect(notice).toMatchObject({ subject: '您的 Agentic Experts 密码已更改', language: 'zh-CN' });
    expect(notice!.body).toContain(`${ORIGIN}/auth/forgot-password`);

    await expectError(await new TestClient(t.app).post(NEW_PASSWORD, body), 400, 'INVALID_RESET_TOKEN');
  });

  it('an expired token is RESET_TOKEN_EXPIRED, an unknown one INVALID_RESET_TOKEN', async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const { token } = await waitForResetMail(account.email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.userId, account.userId));
    const body = { password: NEW_SECRET, password_confirmation: NEW_SECRET };
    await expectError(await new TestClient(t.app).post(NEW_PASSWORD, { ...body, token }), 400, 'RESET_TOKEN_EXPIRED');
    await expectError(await new TestClient(t.app).post(NEW_PASSWORD, { ...body, token: 'x'.repeat(43) }), 400, 'INVALID_RESET_TOKEN');
    await signIn(t.app, account.email, account.password); // unchanged
  });

  it('a newer request makes the older link invalid', async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const first = await waitForResetMail(account.email, 1);
    await requestReset(account.email);
    const second = await waitForResetMail(account.email, 2);
    expect(second.token).not.toBe(first.token);
    const body = { password: NEW_SECRET, password_confirmation: NEW_SECRET };
    await expectError(await new TestClient(t.app).post(NEW_PASSWORD, { ...body, token: first.token }), 400, 'INVALID_RESET_TOKEN');
    expect((await new TestClient(t.app).post(NEW_PASSWORD, { ...body, token: second.token })).status).toBe(200);
  });

  it('applies the spec §5 password rules', async () => {
    const short = await expectValidationIssues(
      await new TestClient(t.app).post(NEW_PASSWORD, { token: 't', password: 'short', password_confirmation: 'short' }),
    );
    expect(short.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([['body.password', M.passwordTooShort]]);
    const mismatch = await expectValidationIssues(
      await new TestClient(t.app).post(NEW_PASSWORD, {
        token: 't',
        password: NEW_SECRET,
        password_confirmation: 'something-else',
      }),
    );
    expect(mismatch.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([['body.password_confirmation', M.confirmationMismatch]]);
    const missing = await expectValidationIssues(await new TestClient(t.app).post(NEW_PASSWORD, {}));
    expect(missing.map((issue) => issue.msg)).toEqual(['The reset link is incomplete', M.passwordRequired, M.confirmationRequired]);
  });
});

describe('PATCH /api/users/update-password/me', () => {
  it('changes the password, keeps this session under a new token, ends the others, records and mails it', async () => {
    const { client, email, password, userId } = await signedInUser(t.app, { language: 'es' });
    const other = await signIn(t.app, email, password);
    const oldCookie = client.cookies.get('ae_session')!;
    const response = await client.patch(UPDATE, {
      current_password: password,
      password: NEW_SECRET,
      password_confirmation: NEW_SECRET,
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ password_changed: true, other_sessions_revoked: 1 });
    expect(client.cookies.get('ae_session')).not.toBe(oldCookie);
    expect(data.csrf_token).not.toBe(client.csrfToken);
    client.csrfToken = data.csrf_token;

    expect((await client.get('/api/user/get-data')).status).toBe(200);
    await expectError(await other.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    const stale = new TestClient(t.app);
    stale.cookies.set('ae_session', oldCookie);
    await expectError(await stale.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    await signIn(t.app, email, NEW_SECRET);

    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));
    expect(events.find((event) => event.type === 'password_changed')!.metadata).toEqual({
      other_sessions_revoked: 1,
      credentials_revoked: 0,
    });
    const [notice] = await mailsTo(email);
    expect(notice).toMatchObject({ subject: 'Se ha cambiado tu contraseña de Agentic Experts', language: 'es' });
  });

  it('a wrong current password is 400 INVALID_CURRENT_PASSWORD and the session stays signed in', async () => {
    const { client } = await signedInUser(t.app);
    await expectError(
      await client.patch(UPDATE, {
        current_password: 'not-my-password',
        password: NEW_SECRET,
        password_confirmation: NEW_SECRET,
      }),
      400,
      'INVALID_CURRENT_PASSWORD',
    );
    expect((await client.get('/api/user/get-data')).status).toBe(200);
  });

  it('the same password again is PASSWORD_REUSED; the rules of spec §5 apply', async () => {
    const { client, password } = await signedInUser(t.app);
    await expectError(
      await client.patch(UPDATE, { current_password: password, password, password_confirmation: password }),
      422,
      'PASSWORD_REUSED',
    );
    const issues = await expectValidationIssues(
      await client.patch(UPDATE, { current_password: password, password: 'short', password_confirmation: 'short' }),
    );
    expect(issues.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([['body.password', M.passwordTooShort]]);
  });

  it('needs a session and CSRF proof', async () => {
    const body = { current_password: 'whatever-it-is', password: NEW_SECRET, password_confirmation: NEW_SECRET };
    await expectError(await new TestClient(t.app).patch(UPDATE, body), 401, 'AUTHENTICATION_REQUIRED');
    const { client, password } = await signedInUser(t.app);
    await expectError(await client.patch(UPDATE, { ...body, current_password: password }, { csrf: false }), 403, 'CSRF_FAILED');
  });
});
