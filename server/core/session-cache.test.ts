import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../adapters/outbox/schema.ts';
import { users } from './schema.ts';
import { settleBackgroundWork } from '../lib/background.ts';
import { expectError, signIn, signedInUser, TestClient, useTestApp } from '../../tests/api/helpers.ts';
import { SessionCache, type CachedSession } from './session-cache.ts';

function cached(userId: string, expiresInMs = 60_000): CachedSession {
  const now = Date.now();
  return {
    user: { id: userId } as CachedSession['user'],
    session: {
      id: `s-${userId}`,
      createdAt: new Date(now),
      expiresAt: new Date(now + expiresInMs),
      lastSeenAt: new Date(now),
      twoFactorVerified: false,
    },
    csrfToken: `csrf-${userId}`,
  };
}

describe('SessionCache', () => {
  it('keeps an entry for its time to live, then forgets it', () => {
    const cache = new SessionCache(2000);
    cache.set('a', cached('u1'), 1000);
    expect(cache.get('a', 2999)?.user.id).toBe('u1');
    expect(cache.get('a', 3000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never serves a session past the session's own expiry", () => {
    const cache = new SessionCache(60_000);
    cache.set('a', cached('u1', 500));
    expect(cache.get('a', Date.now() + 1000)).toBeUndefined();
  });

  it('drops every entry of one user, and stores nothing when turned off', () => {
    const cache = new SessionCache(60_000);
    cache.set('a', cached('u1'));
    cache.set('b', cached('u1'));
    cache.set('c', cached('u2'));
    cache.invalidateUser('u1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user.id]).toEqual([undefined, undefined, 'u2']);
    const off = new SessionCache(0);
    off.set('a', cached('u1'));
    expect(off.size).toBe(0);
  });

  it('evicts the oldest entry when full', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', cached('u1'));
    cache.set('b', cached('u2'));
    cache.set('c', cached('u3'));
    expect([cache.get('a'), cache.get('b')?.user.id, cache.get('c')?.user.id]).toEqual([undefined, 'u2', 'u3']);
  });
});

describe('session cache in the API (SESSION_CACHE_MS=60000)', () => {
  const t = useTestApp({ env: { SESSION_CACHE_MS: '60000' } });

  const fullName = async (client: TestClient) => (await (await client.get('/api/user/get-data')).json()).data.full_name;

  it('reuses the lookup: a change made behind the API is not seen until the user changes something', async () => {
    const { client, userId } = await signedInUser(t.app, { name: 'Ada Lovelace' });
    expect(await fullName(client)).toBe('Ada Lovelace');
    await t.db.update(users).set({ fullName: 'Changed Directly' }).where(eq(users.id, userId));
    expect(await fullName(client)).toBe('Ada Lovelace');
    expect((await client.patch('/api/users/update/me', { full_name: 'Ada King' })).status).toBe(200);
    expect(await fullName(client)).toBe('Ada King');
  });

  it('a change made with an API key is seen at once by the browser session too', async () => {
    const { client } = await signedInUser(t.app, { name: 'Grace Hopper' });
    expect(await fullName(client)).toBe('Grace Hopper');
    const key = await client.post('/api/auth/api-keys', { name: 'script', scopes: ['user:read', 'user:write'] });
    expect(key.status).toBe(201);
    const { secret } = (await key.json()).data;
    expect(await fullName(client)).toBe('Grace Hopper');
    const viaKey = await new TestClient(t.app).patch(
      '/api/users/update/me',
      { full_name: 'Grace B. Hopper' },
      { headers: { authorization: `Bearer ${secret}` } },
    );
    expect(viaKey.status).toBe(200);
    expect(await fullName(client)).toBe('Grace B. Hopper');
  });

  it('a session revoked from another device, or by logout, stops working at once', async () => {
    const { client, email, password } = await signedInUser(t.app);
    const other = await signIn(t.app, email, password);
    expect((await other.get('/api/user/get-data')).status).toBe(200);
    expect((await client.post('/api/auth/sessions/revoke-others')).status).toBe(200);
    await expectError(await other.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');

    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await client.get('/api/logout')).status).toBe(200);
    const stale = await t.app.request('/api/user/get-data', { headers: { cookie } });
    await expectError(stale, 401, 'AUTHENTICATION_REQUIRED');
  });

  it('a password reset through the mailed link ends cached sessions at once', async () => {
    const { client, email } = await signedInUser(t.app);
    expect((await client.get('/api/user/get-data')).status).toBe(200);
    expect((await new TestClient(t.app).post('/api/public/auth/reset', { email })).status).toBe(200);
    await settleBackgroundWork();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    const reset = await new TestClient(t.app).post('/api/public/auth/new-password', {
      token,
      password: 'another-long-passphrase',
      password_confirmation: 'another-long-passphrase',
    });
    expect(reset.status).toBe(200);
    await expectError(await client.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
  });
});
