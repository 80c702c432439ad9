import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, personalAccessTokens } from '../../core/schema.ts';
import { useTestApp, expectError, expectValidationIssues, signedInUser, TestClient } from '../../../tests/api/helpers.ts';
import { MAX_CREDENTIALS_PER_USER } from './service.ts';

const t = useTestApp();

const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });
/** A client without cookies: the credential alone authenticates. */
const asBearer = (_secret: string) => new TestClient(t.app);

describe.each([
  {
    path: '/api/auth/api-keys',
    prefix: 'aek_',
    table: apiKeys,
    notFound: 'API_KEY_NOT_FOUND' as const,
    events: ['api_key_created', 'api_key_deleted'],
  },
  {
    path: '/api/auth/tokens',
    prefix: 'aet_',
    table: personalAccessTokens,
    notFound: 'TOKEN_NOT_FOUND' as const,
    events: ['token_created', 'token_deleted'],
  },
])('$path', ({ path, prefix, table, notFound, events }) => {
  it('creates with the secret shown once, stores only its hash, lists metadata only', async () => {
    const { client, userId } = await signedInUser(t.app);
    const created = await client.post(path, {
      name: 'Deploy bot',
      scopes: ['user:read', 'user:read'],
      expires_in_days: 30,
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Deploy bot',
      prefix: data.secret.slice(0, 12),
      scopes: ['user:read'],
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: expect.any(String),
      secret: expect.stringMatching(new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`)),
    });
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const [row] = await t.db.select().from(table).where(eq(table.userId, userId));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(data.secret);
    const listed = await client.get(path);
    expect(listed.headers.get('x-total-count')).toBe('1');
    const list = await listed.json();
    expect(list.meta).toEqual({ total: 1, current_page: 1, per_page: 1 });
    const { secret: _secret, ...withoutSecret } = data;
    expect(list.data).toEqual([withoutSecret]);
    const types = (await (await client.get('/api/auth/security/events?limit=100')).json()).data.map((e: { type: string }) => e.type);
    expect(types).toContain(events[0]);
  });

  it('authenticates with Bearer, checks scope, records last use; expired or deleted gives 401', async () => {
    const { client, userId } = await signedInUser(t.app);
    const reader = (await (await client.post(path, { name: 'reader', scopes: ['user:read'], expires_in_days: 1 })).json()).data;
    const me = await asBearer(reader.secret).get('/api/user/get-data', bearer(reader.secret));
    expect((await me.json()).data.user_id).toBe(userId);
    // A read-only credential cannot change the profile.
    await expectError(
      await asBearer(reader.secret).patch('/api/users/update/me', { full_name: 'X' }, bearer(reader.secret)),
      403,
      'INSUFFICIENT_SCOPE',
    );
    expect((await (await client.get(path)).json()).data[0].last_used_at).not.toBeNull();
    // Expired.
    await t.db.update(table).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(table.id, reader.id));
    await expectError(await asBearer(reader.secret).get('/api/user/get-data', bearer(reader.secret)), 401, 'AUTHENTICATION_REQUIRED');
    // Deleted.
    const writer = (await (await client.post(path, { name: 'writer', scopes: ['user:read', 'user:write'], expires_in_days: 7 })).json())
      .data;
    expect((await asBearer(writer.secret).patch('/api/users/update/me', { full_name: 'Via token' }, bearer(writer.secret))).status).toBe(
      200,
    );
    const removed = await client.delete(`${path}/${writer.id}`);
    expect(await removed.json()).toEqual({ data: { deleted: true } });
    await expectError(await asBearer(writer.secret).get('/api/user/get-data', bearer(writer.secret)), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await client.delete(`${path}/${writer.id}`), 404, notFound);
    const types = (await (await client.get('/api/auth/security/events?limit=100')).json()).data.map((e: { type: string }) => e.type);
    expect(types).toContain(events[1]);
  });

  it("user A can neither list nor delete user B's credentials", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const bobs = (await (await bob.client.post(path, { name: 'bob', scopes: ['user:read'], expires_in_days: 5 })).json()).data;
    expect((await (await alice.client.get(path)).json()).data).toEqual([]);
    await expectError(await alice.client.delete(`${path}/${bobs.id}`), 404, notFound);
    await expectError(await alice.client.delete(`${path}/not-a-uuid`), 404, notFound);
    expect((await asBearer(bobs.secret).get('/api/user/get-data', bearer(bobs.secret))).status).toBe(200);
  });

  it('validates name, scopes and expiry', async () => {
    const { client } = await signedInUser(t.app);
    const issues = await expectValidationIssues(await client.post(path, { name: ' ', scopes: ['admin'], expires_in_days: 366 }));
    expect(issues.map((issue) => issue.loc.join('.')).sort()).toEqual(['body.expires_in_days', 'body.name', 'body.scopes.0']);
    expect(issues.find((issue) => issue.loc[1] === 'expires_in_days')!.msg).toBe('Choose an expiry between 1 and 365 days');
    const empty = await expectValidationIssues(await client.post(path, { name: 'x', scopes: [], expires_in_days: 1 }));
    expect(empty[0]!.msg).toBe('Choose at least one scope');
  });

  it('is managed from a browser session only: a credential cannot list or mint credentials', async () => {
    const { client } = await signedInUser(t.app);
    const key = (await (await client.post(path, { name: 'k', scopes: ['user:read', 'user:write'], expires_in_days: 3 })).json()).data
      .secret;
    await expectError(await asBearer(key).get(path, bearer(key)), 403, 'FORBIDDEN');
    await expectError(
      await asBearer(key).post(path, { name: 'more', scopes: ['user:read'], expires_in_days: 3 }, bearer(key)),
      403,
      'FORBIDDEN',
    );
    await expectError(await new TestClient(t.app).get(path), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(
      await client.post(path, { name: 'k', scopes: ['user:read'], expires_in_days: 3 }, { csrf: false }),
      403,
      'CSRF_FAILED',
    );
  });
});

describe('differences between keys and tokens', () => {
  it('API keys may have no expiry; tokens must have one', async () => {
    const { client } = await signedInUser(t.app);
    const key = await client.post('/api/auth/api-keys', { name: 'forever', scopes: ['user:read'] });
    expect((await key.json()).data.expires_at).toBeNull();
    const issues = await expectValidationIssues(await client.post('/api/auth/tokens', { name: 'no expiry', scopes: ['user:read'] }));
    expect(issues.map((issue) => issue.loc.join('.'))).toEqual(['body.expires_in_days']);
  });

  it(`caps each kind at ${MAX_CREDENTIALS_PER_USER} per user`, async () => {
    const { client, userId } = await signedInUser(t.app);
    const filler = Array.from({ length: MAX_CREDENTIALS_PER_USER }, (_, index) => ({
      userId,
      name: `k${index}`,
      prefix: `aek_fill${index}`,
      keyHash: `fill-${userId}-${index}`,
      scopes: ['user:read'],
    }));
    await t.db.insert(apiKeys).values(filler);
    await expectError(
      await client.post('/api/auth/api-keys', { name: 'one too many', scopes: ['user:read'] }),
      409,
      'CREDENTIAL_LIMIT_REACHED',
    );
    // The cap is per kind: a token can still be created.
    expect((await client.post('/api/auth/tokens', { name: 't', scopes: ['user:read'], expires_in_days: 1 })).status).toBe(201);
  });
});
