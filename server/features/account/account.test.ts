import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports } from './schema.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { securityEvents, sessions, users } from '../../core/schema.ts';
import { useTestApp, expectError, expectValidationIssues, signedInUser, signIn, signUp, TestClient } from '../../../tests/api/helpers.ts';
import { enableTwoFactorFor } from '../../../tests/support/authenticator.ts';
import { ARCHIVE_SECTIONS } from './export-archive.ts';

const t = useTestApp();

const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });

describe('POST /api/users/delete/me', () => {
  it('a wrong password is 400 and keeps the session; the right one deletes everything and ends every credential', async () => {
    const account = await signedInUser(t.app);
    const laptop = await signIn(t.app, account.email, account.password);
    const key = (await (await account.client.post('/api/auth/api-keys', { name: 'k', scopes: ['user:read'] })).json()).data.secret;
    const token = (await (await account.client.post('/api/auth/tokens', { name: 't', scopes: ['user:read'], expires_in_days: 9 })).json())
      .data.secret;
    await expectError(
      await account.client.post('/api/users/delete/me', { password: 'wrong-password' }),
      400,
      'PASSWORD_CONFIRMATION_FAILED',
    );
    expect((await account.client.get('/api/user/get-data')).status).toBe(200);
    const cookie = account.client.cookies.get('ae_session')!;

    const response = await account.client.post('/api/users/delete/me', { password: account.password });
    expect(await response.json()).toEqual({ data: { deleted: true } });
    expect(account.client.cookies.size).toBe(0);

    const replay = new TestClient(t.app);
    replay.cookies.set('ae_session', cookie);
    await expectError(await replay.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await laptop.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await new TestClient(t.app).get('/api/user/get-data', bearer(key)), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await new TestClient(t.app).get('/api/user/get-data', bearer(token)), 401, 'AUTHENTICATION_REQUIRED');
    expect(await t.db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, account.userId))).toHaveLength(0);
    expect(await t.db.select().from(securityEvents).where(eq(securityEvents.userId, account.userId))).toHaveLength(0);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, account.email))).toHaveLength(0);
    // The address is free again.
    const check = await new TestClient(t.app).get(`/api/auth/check-email?email=${encodeURIComponent(account.email)}`);
    expect((await check.json()).data.available).toBe(true);
    await expectError(
      await new TestClient(t.app).post('/api/public/auth/sign-in', {
        email: account.email,
        password: account.password,
      }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('needs the password field for a password account', async () => {
    const { client } = await signedInUser(t.app);
    const issues = await expectValidationIssues(await client.post('/api/users/delete/me', {}));
    expect(issues).toEqual([{ loc: ['body', 'password'], msg: 'Enter your current password', type: 'missing' }]);
  });

  it('a social-only account (no password) confirms with its e-mail address', async () => {
    const account = await signUp(t.app);
    const client = await signIn(t.app, account.email, account.password);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.userId));
    const missing = await expectValidationIssues(await client.post('/api/users/delete/me', { password: 'anything' }));
    expect(missing[0]!.loc).toEqual(['body', 'email']);
    await expectError(await client.post('/api/users/delete/me', { email: 'someone@else.test' }), 400, 'EMAIL_CONFIRMATION_FAILED');
    expect((await client.post('/api/users/delete/me', { email: account.email.toUpperCase() })).status).toBe(200);
  });

  it('is refused to API keys, to anonymous callers and without the CSRF token', async () => {
    const { client, password } = await signedInUser(t.app);
    const key = (await (await client.post('/api/auth/api-keys', { name: 'k', scopes: ['user:read', 'user:write'] })).json()).data.secret;
    await expectError(await new TestClient(t.app).post('/api/users/delete/me', { password }, bearer(key)), 403, 'FORBIDDEN');
    await expectError(await new TestClient(t.app).post('/api/users/delete/me', { password }), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await client.post('/api/users/delete/me', { password }, { csrf: false }), 403, 'CSRF_FAILED');
    expect((await client.get('/api/user/get-data')).status).toBe(200);
  });
});

/** Polls the export until it leaves pending/running (the job runs in this process after the 202). */
async function waitForExport(client: TestClient, id: string) {
  const seen: number[] = [];
  for (let poll = 0; poll < 100; poll += 1) {
    const { data } = await (await client.get(`/api/auth/export-data/${id}`)).json();
    seen.push(data.progress);
    if (data.status === 'completed' || data.status === 'failed') return { data, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export did not finish');
}

describe('data export', () => {
  it('starts a job (202), reports progress to 100, then serves the JSON archive without secrets', async () => {
    const account = await signedInUser(t.app, { name: 'Export Person' });
    await enableTwoFactorFor(account.client, account.password);
    await account.client.post('/api/auth/api-keys', { name: 'exported key', scopes: ['user:read'] });
    const started = await account.client.post('/api/auth/export-data');
    expect(started.status).toBe(202);
    const { data } = await started.json();
    expect(data).toEqual({ id: expect.any(String), status: 'pending', progress: 0 });
    expect(started.headers.get('location')).toBe(`/api/auth/export-data/${data.id}`);

    const { data: done, seen } = await waitForExport(account.client, data.id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      download_url: `/api/auth/export-data/${data.id}?download=1`,
    });
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const download = await account.client.get(`/api/auth/export-data/${data.id}?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await download.text();
    const archive = JSON.parse(text);
    expect(Object.keys(archive)).toEqual(['format_version', 'generated_at', ...ARCHIVE_SECTIONS]);
    expect(archive.profile).toMatchObject({
      user_id: account.userId,
      full_name: 'Export Person',
      email: account.email,
      has_password: true,
    });
    expect(archive.sessions).toHaveLength(1);
    expect(archive.sessions[0]).not.toHaveProperty('token_hash');
    expect(archive.two_factor).toMatchObject({ enabled: true, backup_codes_remaining: 10 });
    expect(archive.api_keys).toEqual([expect.objectContaining({ name: 'exported key', prefix: expect.stringMatching(/^aek_/) })]);
    expect(archive.security_settings).toMatchObject({ login_alerts: true });
    expect(archive.security_events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['sign_up', 'two_factor_enabled', 'api_key_created', 'data_export_requested']),
    );
    expect(archive.messages).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: account.email,
        subject: expect.any(String),
        body: null,
        body_withheld: true,
      }),
    ]);
    expect(archive.social_accounts).toEqual([]);
    // No secret or hash of any kind.
    const [stored] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(text).not.toContain(stored!.passwordHash!);
    expect(text).not.toMatch(/key_hash|token_hash|code_hash|password_hash|"secret"/);
  });

  it('allows one export per 10 minutes (429 with Retry-After) and 409 before it is ready', async () => {
    const { client, userId } = await signedInUser(t.app);
    const first = (await (await client.post('/api/auth/export-data')).json()).data;
    const again = await client.post('/api/auth/export-data');
    await expectError(again, 429, 'EXPORT_TOO_SOON');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(590);
    await waitForExport(client, first.id);
    // A pending export cannot be downloaded yet.
    const [pending] = await t.db.insert(dataExports).values({ userId }).returning();
    await expectError(await client.get(`/api/auth/export-data/${pending!.id}?download=1`), 409, 'EXPORT_NOT_READY');
  });

  it("another user's export is 404, and so is a malformed id", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const { id } = (await (await alice.client.post('/api/auth/export-data')).json()).data;
    await waitForExport(alice.client, id);
    await expectError(await bob.client.get(`/api/auth/export-data/${id}`), 404, 'EXPORT_NOT_FOUND');
    await expectError(await bob.client.get(`/api/auth/export-data/${id}?download=1`), 404, 'EXPORT_NOT_FOUND');
    await expectError(await bob.client.get('/api/auth/export-data/nope'), 404, 'EXPORT_NOT_FOUND');
    await expectError(await new TestClient(t.app).get(`/api/auth/export-data/${id}`), 401, 'AUTHENTICATION_REQUIRED');
  });
});
