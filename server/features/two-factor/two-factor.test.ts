import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupCodes } from './schema.ts';
import { securityEvents, twoFactor, users } from '../../core/schema.ts';
import { useTestApp, expectError, expectValidationIssues, signedInUser, signUp, TestClient } from '../../../tests/api/helpers.ts';
import { enableTwoFactorFor, TestAuthenticator } from '../../../tests/support/authenticator.ts';

const t = useTestApp();

/** Password sign-in of a 2FA user: expects the challenge and returns its token. */
async function startChallenge(client: TestClient, email: string, password: string): Promise<string> {
  const response = await client.post('/api/public/auth/sign-in', { email, password });
  expect(response.status).toBe(200);
  const { data } = await response.json();
  expect(data).toEqual({
    two_factor_required: true,
    challenge_token: expect.any(String),
    expires_at: expect.any(String),
  });
  expect(client.cookies.has('ae_session')).toBe(false);
  return data.challenge_token;
}

async function eventTypes(userId: string): Promise<string[]> {
  return (await t.db.select({ type: securityEvents.type }).from(securityEvents).where(eq(securityEvents.userId, userId))).map(
    (row) => row.type,
  );
}

describe('POST /api/auth/2fa/setup and /confirm', () => {
  it('needs the password of a password account: 422 when missing, 400 when wrong', async () => {
    const { client } = await signedInUser(t.app);
    const issues = await expectValidationIssues(await client.post('/api/auth/2fa/setup', {}));
    expect(issues).toEqual([{ loc: ['body', 'password'], msg: 'Enter your current password', type: 'missing' }]);
    await expectError(await client.post('/api/auth/2fa/setup', { password: 'not-my-password' }), 400, 'PASSWORD_CONFIRMATION_FAILED');
    expect(client.cookies.has('ae_session')).toBe(true);
  });

  it('returns a pending SHA1/6-digit/30 s secret and otpauth URI; a second setup replaces it', async () => {
    const { client, password, email } = await signedInUser(t.app);
    const first = await client.post('/api/auth/2fa/setup', { password });
    expect(first.status).toBe(200);
    const { data } = await first.json();
    expect(data.enabled).toBe(false);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.otpauth_uri);
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Agentic Experts:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: data.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await (await client.get('/api/user/get-data')).json()).data.two_factor_enabled).toBe(false);
    const second = (await (await client.post('/api/auth/2fa/setup', { password })).json()).data;
    expect(second.secret).not.toBe(data.secret);
  });

  it('confirm without setup is 409, a wrong code 400, the right one enables 2FA and returns 10 backup codes once', async () => {
    const { client, password, userId } = await signedInUser(t.app);
    await expectError(await client.post('/api/auth/2fa/confirm', { code: '123456' }), 409, 'TWO_FACTOR_SETUP_REQUIRED');
    const setup = (await (await client.post('/api/auth/2fa/setup', { password })).json()).data;
    const authenticator = new TestAuthenticator(setup.secret);
    await expectError(await client.post('/api/auth/2fa/confirm', { code: 'abcdef' }), 400, 'INVALID_CODE');
    const confirm = await client.post('/api/auth/2fa/confirm', { code: authenticator.nextCode() });
    expect(confirm.status).toBe(200);
    const { data } = await confirm.json();
    expect(data.enabled).toBe(true);
    expect(data.backup_codes).toHaveLength(10);
    for (const code of data.backup_codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(new Set(data.backup_codes).size).toBe(10);
    // Stored hashed only.
    const stored = await t.db.select().from(backupCodes).where(eq(backupCodes.userId, userId));
    expect(stored).toHaveLength(10);
    for (const code of data.backup_codes) expect(stored.some((row) => row.codeHash.includes(code.replace('-', '')))).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
    expect((await (await client.get('/api/user/get-data')).json()).data.two_factor_enabled).toBe(true);
    await expectError(await client.post('/api/auth/2fa/confirm', { code: authenticator.nextCode() }), 409, 'TWO_FACTOR_ALREADY_ENABLED');
    await expectError(await client.post('/api/auth/2fa/setup', { password }), 409, 'TWO_FACTOR_ALREADY_ENABLED');
    expect(await eventTypes(userId)).toEqual(expect.arrayContaining(['two_factor_setup_started', 'two_factor_enabled']));
  });

  it('needs a browser session: 401 anonymous, 403 with an API key, 403 without the CSRF token', async () => {
    await expectError(await new TestClient(t.app).post('/api/auth/2fa/setup', {}), 401, 'AUTHENTICATION_REQUIRED');
    const { client } = await signedInUser(t.app);
    const created = await client.post('/api/auth/api-keys', { name: 'ci', scopes: ['user:read', 'user:write'] });
    const { secret } = (await created.json()).data;
    const viaKey = new TestClient(t.app);
    await expectError(await viaKey.post('/api/auth/2fa/setup', {}, { headers: { authorization: `Bearer ${secret}` } }), 403, 'FORBIDDEN');
    await expectError(await client.post('/api/auth/2fa/setup', {}, { csrf: false }), 403, 'CSRF_FAILED');
  });
});

describe('TOTP codes are accepted once', () => {
  it('rejects a replayed code and a code older than the last accepted one', async () => {
    const { client, password } = await signedInUser(t.app);
    const { authenticator } = await enableTwoFactorFor(client, password);
    // The code that just confirmed setup cannot be used again within its window.
    await expectError(await client.post('/api/auth/2fa/backup-codes', { code: authenticator.lastCode() }), 400, 'INVALID_CODE');
    const fresh = await client.post('/api/auth/2fa/backup-codes', { code: authenticator.nextCode() });
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).data.backup_codes).toHaveLength(10);
    await expectError(await client.post('/api/auth/2fa/backup-codes', { code: authenticator.lastCode() }), 400, 'INVALID_CODE');
  });
});

describe('sign-in with 2FA (POST /api/auth/2fa/challenge)', () => {
  it('sign-in answers a challenge; a TOTP code completes it and the session works; the challenge is single use', async () => {
    const account = await signedInUser(t.app);
    const { authenticator } = await enableTwoFactorFor(account.client, account.password);
    const browser = new TestClient(t.app);
    const token = await startChallenge(browser, account.email, account.password);
    await expectError(
      await browser.post('/api/auth/2fa/challenge', { challenge_token: token, code: '000000' }),
      401,
      'INVALID_TWO_FACTOR_CODE',
    );
    const code = authenticator.nextCode();
    const response = await browser.post('/api/auth/2fa/challenge', { challenge_token: token, code });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      two_factor_required: false,
      user: { user_id: account.userId, two_factor_enabled: true },
    });
    expect(browser.cookies.has('ae_session')).toBe(true);
    expect(browser.cookies.get('ae_csrf')).toBe(data.csrf_token);
    browser.csrfToken = data.csrf_token;
    expect((await browser.get('/api/user/get-data')).status).toBe(200);
    await expectError(await browser.post('/api/auth/2fa/challenge', { challenge_token: token, code }), 401, 'CHALLENGE_EXPIRED');
    // The same code on a new sign-in is a replay.
    const again = new TestClient(t.app);
    const second = await startChallenge(again, account.email, account.password);
    await expectError(await again.post('/api/auth/2fa/challenge', { challenge_token: second, code }), 401, 'INVALID_TWO_FACTOR_CODE');
  });

  it('a backup code completes a sign-in once', async () => {
    const account = await signedInUser(t.app);
    const { backupCodes: codes } = await enableTwoFactorFor(account.client, account.password);
    const first = new TestClient(t.app);
    const token = await startChallenge(first, account.email, account.password);
    // Typed in upper case without the dash: still accepted.
    const typed = codes[0]!.replace('-', '').toUpperCase();
    expect((await first.post('/api/auth/2fa/challenge', { challenge_token: token, code: typed })).status).toBe(200);
    const second = new TestClient(t.app);
    const token2 = await startChallenge(second, account.email, account.password);
    await expectError(
      await second.post('/api/auth/2fa/challenge', { challenge_token: token2, code: codes[0] }),
      401,
      'INVALID_TWO_FACTOR_CODE',
    );
    expect((await second.post('/api/auth/2fa/challenge', { challenge_token: token2, code: codes[1] })).status).toBe(200);
    expect((await eventTypes(account.userId)).filter((type) => type === 'backup_code_used')).toHaveLength(2);
    const [event] = await t.db.select().from(securityEvents).where(eq(securityEvents.type, 'backup_code_used')).limit(1);
    expect(event!.metadata).toHaveProperty('remaining');
  });

  it('five wrong codes end the challenge; an unknown token is CHALLENGE_EXPIRED', async () => {
    const account = await signedInUser(t.app);
    const { authenticator } = await enableTwoFactorFor(account.client, account.password);
    const browser = new TestClient(t.app);
    const token = await startChallenge(browser, account.email, account.password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expectError(
        await browser.post('/api/auth/2fa/challenge', { challenge_token: token, code: '999999' }),
        401,
        'INVALID_TWO_FACTOR_CODE',
      );
    }
    await expectError(
      await browser.post('/api/auth/2fa/challenge', { challenge_token: token, code: authenticator.nextCode() }),
      401,
      'CHALLENGE_EXPIRED',
    );
    expect(browser.cookies.has('ae_session')).toBe(false);
    await expectError(
      await browser.post('/api/auth/2fa/challenge', { challenge_token: 'made-up', code: '123456' }),
      401,
      'CHALLENGE_EXPIRED',
    );
    expect((await eventTypes(account.userId)).filter((type) => type === 'two_factor_failed')).toHaveLength(5);
    await expectValidationIssues(await browser.post('/api/auth/2fa/challenge', { challenge_token: token }));
  });
});

describe('POST /api/auth/2fa/disable and /backup-codes', () => {
  it('disable needs a valid code; a backup code works; backup codes are deleted and sign-in needs no challenge', async () => {
    const account = await signedInUser(t.app);
    const { client } = account;
    await expectError(await client.post('/api/auth/2fa/disable', { code: '123456' }), 409, 'TWO_FACTOR_NOT_ENABLED');
    const { backupCodes: codes } = await enableTwoFactorFor(client, account.password);
    await expectError(await client.post('/api/auth/2fa/disable', { code: '123456' }), 400, 'INVALID_CODE');
    await expectError(await client.post('/api/auth/2fa/disable', { code: 'zzzzz-zzzzz' }), 400, 'INVALID_CODE');
    await expectValidationIssues(await client.post('/api/auth/2fa/disable', {}));
    const response = await client.post('/api/auth/2fa/disable', { code: codes[3] });
    expect(await response.json()).toEqual({ data: { enabled: false } });
    expect(await t.db.select().from(backupCodes).where(eq(backupCodes.userId, account.userId))).toHaveLength(0);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))).toHaveLength(0);
    const signIn = await new TestClient(t.app).post('/api/public/auth/sign-in', {
      email: account.email,
      password: account.password,
    });
    expect((await signIn.json()).data.two_factor_required).toBe(false);
    expect(await eventTypes(account.userId)).toContain('two_factor_disabled');
  });

  it('is refused while the security settings require 2FA', async () => {
    const account = await signedInUser(t.app);
    const { authenticator } = await enableTwoFactorFor(account.client, account.password);
    expect((await account.client.patch('/api/auth/security', { require_two_factor: true })).status).toBe(200);
    await expectError(
      await account.client.post('/api/auth/2fa/disable', { code: authenticator.nextCode() }),
      409,
      'TWO_FACTOR_REQUIRED_BY_SETTINGS',
    );
  });

  it('regenerating backup codes needs a TOTP code (not a backup code) and retires the old codes', async () => {
    const account = await signedInUser(t.app);
    const { authenticator, backupCodes: old } = await enableTwoFactorFor(account.client, account.password);
    await expectError(await account.client.post('/api/auth/2fa/backup-codes', { code: old[0] }), 400, 'INVALID_CODE');
    const response = await account.client.post('/api/auth/2fa/backup-codes', { code: authenticator.nextCode() });
    const fresh = (await response.json()).data.backup_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    await expectError(await account.client.post('/api/auth/2fa/disable', { code: old[1] }), 400, 'INVALID_CODE');
    expect((await account.client.post('/api/auth/2fa/disable', { code: fresh[0] })).status).toBe(200);
    expect(await eventTypes(account.userId)).toContain('backup_codes_generated');
  });

  it('a social-only account (no password) sets up 2FA with its session alone', async () => {
    const { userId, email, password } = await signUp(t.app);
    const client = new TestClient(t.app);
    const signIn = await client.post('/api/public/auth/sign-in', { email, password });
    client.csrfToken = (await signIn.json()).data.csrf_token;
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
    const setup = await client.post('/api/auth/2fa/setup', {});
    expect(setup.status).toBe(200);
  });
});
