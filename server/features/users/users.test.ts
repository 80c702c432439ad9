import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, sessions } from '../../core/schema.ts';
import { generateCredential } from '../../core/credentials.ts';
import { useTestApp, expectError, expectValidationIssues, signedInUser, TestClient } from '../../../tests/api/helpers.ts';

const t = useTestApp();

describe('GET /api/user/get-data', () => {
  it('returns the current user', async () => {
    const { client, userId, email } = await signedInUser(t.app, { name: 'Grace Hopper', language: 'de' });
    const response = await client.get('/api/user/get-data');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      user_id: userId,
      full_name: 'Grace Hopper',
      email,
      username: null,
      is_verified: false,
      profile_complete: false,
      language: 'de',
      promotional_opt_in: false,
      phone: null,
      phone_verified: false,
      two_factor_enabled: false,
      created_at: expect.any(String),
    });
  });

  it('answers 401 in the contract shape without a session, and clears a stale cookie', async () => {
    await expectError(await new TestClient(t.app).get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    const stale = new TestClient(t.app);
    stale.cookies.set('ae_session', 'made-up');
    stale.cookies.set('ae_hint', 'v');
    await expectError(await stale.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    expect(stale.cookies.has('ae_hint')).toBe(false);
  });

  it('rejects an expired session', async () => {
    const { client, userId } = await signedInUser(t.app);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, userId));
    await expectError(await client.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
  });

  it('updates last_seen_at at most once a minute', async () => {
    const { client, userId } = await signedInUser(t.app);
    const seen = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!.lastSeenAt.getTime();
    const before = await seen();
    await client.get('/api/user/get-data');
    expect(await seen()).toBe(before);
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 minutes'` }).where(eq(sessions.userId, userId));
    await client.get('/api/user/get-data');
    expect(await seen()).toBeGreaterThan(Date.now() - 30_000);
  });

  it('accepts a bearer API key with the user:read scope, and refuses one without it', async () => {
    const { userId } = await signedInUser(t.app);
    const reader = generateCredential('api_key');
    const writer = generateCredential('api_key');
    await t.db.insert(apiKeys).values([
      { userId, name: 'reader', prefix: reader.prefix, keyHash: reader.keyHash, scopes: ['user:read'] },
      { userId, name: 'writer', prefix: writer.prefix, keyHash: writer.keyHash, scopes: ['user:write'] },
    ]);
    const ok = await new TestClient(t.app).get('/api/user/get-data', {
      headers: { authorization: `Bearer ${reader.secret}` },
    });
    expect((await ok.json()).data.user_id).toBe(userId);
    await expectError(
      await new TestClient(t.app).get('/api/user/get-data', { headers: { authorization: `Bearer ${writer.secret}` } }),
      403,
      'INSUFFICIENT_SCOPE',
    );
    await expectError(
      await new TestClient(t.app).get('/api/user/get-data', { headers: { authorization: 'Bearer aek_unknown' } }),
      401,
      'AUTHENTICATION_REQUIRED',
    );
    // Bearer requests carry no ambient credential: no CSRF token needed.
    const patched = await new TestClient(t.app).patch(
      '/api/users/update/me',
      { full_name: 'Via Key' },
      { headers: { authorization: `Bearer ${writer.secret}` } },
    );
    expect(patched.status).toBe(200);
  });
});

describe('PATCH /api/users/update/{user_id}', () => {
  it('updates your own profile by `me` or by id and recomputes profile_complete', async () => {
    const { client, userId } = await signedInUser(t.app);
    const first = await client.patch('/api/users/update/me', {
      full_name: 'Ada King',
      language: 'ar',
      promotional_opt_in: true,
      phone: '+14155550123',
    });
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject({
      full_name: 'Ada King',
      language: 'ar',
      promotional_opt_in: true,
      phone: '+14155550123',
      profile_complete: false,
    });
    const second = await client.patch(`/api/users/update/${userId}`, { username: 'ada.king' });
    expect((await second.json()).data).toMatchObject({ username: 'ada.king', profile_complete: true });
  });

  it("answers 403 FORBIDDEN for another user's id and leaves them unchanged", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app, { name: 'Bob' });
    await expectError(await alice.client.patch(`/api/users/update/${bob.userId}`, { full_name: 'Hacked' }), 403, 'FORBIDDEN');
    expect((await (await bob.client.get('/api/user/get-data')).json()).data.full_name).toBe('Bob');
  });

  it('answers USERNAME_TAKEN regardless of case', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    expect((await alice.client.patch('/api/users/update/me', { username: 'unique-name' })).status).toBe(200);
    await expectError(await bob.client.patch('/api/users/update/me', { username: 'Unique-Name' }), 409, 'USERNAME_TAKEN');
  });

  it('validates fields', async () => {
    const { client } = await signedInUser(t.app);
    const issues = await expectValidationIssues(
      await client.patch('/api/users/update/me', { username: 'a', phone: '123', language: 'xx' }),
    );
    expect(issues.map((issue) => issue.loc.join('.')).sort()).toEqual(['body.language', 'body.phone', 'body.username']);
  });

  it('needs the CSRF token with a session cookie', async () => {
    const { client } = await signedInUser(t.app);
    await expectError(await client.patch('/api/users/update/me', { full_name: 'X' }, { csrf: false }), 403, 'CSRF_FAILED');
    await expectError(
      await client.patch('/api/users/update/me', { full_name: 'X' }, { headers: { origin: 'https://evil.example' } }),
      403,
      'CSRF_FAILED',
    );
  });

  it('answers 401 without a session', async () => {
    await expectError(await new TestClient(t.app).patch('/api/users/update/me', { full_name: 'X' }), 401, 'AUTHENTICATION_REQUIRED');
  });
});
