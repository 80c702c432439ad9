import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../core/schema.ts';
import { useTestApp, expectError, signedInUser, signIn, TestClient } from '../../../tests/api/helpers.ts';

const t = useTestApp();

describe('logout (GET and POST /api/logout)', () => {
  it.each(['GET', 'POST'])('%s revokes the session and clears session, hint and csrf cookies', async (method) => {
    const { client } = await signedInUser(t.app);
    const token = client.cookies.get('ae_session');
    const response = await client.request(method, '/api/logout', method === 'POST' ? { json: {} } : {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { signed_out: true } });
    expect(client.cookies.size).toBe(0);
    const replay = new TestClient(t.app);
    replay.cookies.set('ae_session', token!);
    await expectError(await replay.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
  });

  it('answers 200 without a session', async () => {
    const response = await new TestClient(t.app).get('/api/logout');
    expect(response.status).toBe(200);
  });

  it('refuses a cross-site GET logout', async () => {
    const { client } = await signedInUser(t.app);
    await expectError(await client.get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } }), 403, 'CSRF_FAILED');
    expect((await client.get('/api/user/get-data')).status).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the token (old one stops working), extends expiry and returns the new CSRF token', async () => {
    const { client } = await signedInUser(t.app);
    const oldToken = client.cookies.get('ae_session')!;
    const response = await client.post('/api/auth/refresh');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(client.cookies.get('ae_session')).not.toBe(oldToken);
    expect(data.csrf_token).not.toBe(client.csrfToken);
    expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    client.csrfToken = data.csrf_token;
    expect((await client.get('/api/user/get-data')).status).toBe(200);
    const stale = new TestClient(t.app);
    stale.cookies.set('ae_session', oldToken);
    await expectError(await stale.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    await expectError(await new TestClient(t.app).post('/api/auth/refresh'), 401, 'AUTHENTICATION_REQUIRED');
    const { client } = await signedInUser(t.app);
    await expectError(await client.post('/api/auth/refresh', {}, { csrf: false }), 403, 'CSRF_FAILED');
  });
});

describe('session management', () => {
  it('lists active sessions with device, ip, dates and which one is current', async () => {
    const account = await signedInUser(t.app);
    const other = new TestClient(t.app);
    await other.post(
      '/api/public/auth/sign-in',
      { email: account.email, password: account.password },
      {
        headers: {
          'user-agent':
            'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        },
      },
    );
    const response = await account.client.get('/api/users/get-sessions');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    const { data, meta } = await response.json();
    expect(meta).toEqual({ total: 2, current_page: 1, per_page: 2 });
    expect(data.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(data.map((session: { device: string | null }) => session.device)).toContain('Chrome 124 on macOS 10.15.7');
    expect(Object.keys(data[0]).sort()).toEqual(['created_at', 'current', 'device', 'id', 'ip', 'last_seen_at']);
  });

  it("ends one of your sessions, but answers SESSION_NOT_FOUND for another user's", async () => {
    const alice = await signedInUser(t.app);
    const aliceLaptop = await signIn(t.app, alice.email, alice.password);
    const bob = await signedInUser(t.app);
    const [bobSession] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, bob.userId));
    await expectError(await alice.client.delete(`/api/auth/sessions/${bobSession!.id}`), 404, 'SESSION_NOT_FOUND');
    await expectError(await alice.client.delete('/api/auth/sessions/not-a-uuid'), 404, 'SESSION_NOT_FOUND');
    expect((await bob.client.get('/api/user/get-data')).status).toBe(200);

    const list = (await (await alice.client.get('/api/users/get-sessions')).json()).data as Array<{
      id: string;
      current: boolean;
    }>;
    const laptop = list.find((session) => !session.current)!;
    const response = await alice.client.delete(`/api/auth/sessions/${laptop.id}`);
    expect(await response.json()).toEqual({ data: { revoked: true, current: false } });
    await expectError(await aliceLaptop.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await alice.client.delete(`/api/auth/sessions/${laptop.id}`), 404, 'SESSION_NOT_FOUND');
  });

  it('ending the current session signs you out', async () => {
    const { client } = await signedInUser(t.app);
    const [current] = (await (await client.get('/api/users/get-sessions')).json()).data;
    const response = await client.delete(`/api/auth/sessions/${current.id}`);
    expect((await response.json()).data).toEqual({ revoked: true, current: true });
    expect(client.cookies.has('ae_session')).toBe(false);
  });

  it('revoke-others keeps only the current session', async () => {
    const account = await signedInUser(t.app);
    const phone = await signIn(t.app, account.email, account.password);
    const tablet = await signIn(t.app, account.email, account.password);
    const response = await account.client.post('/api/auth/sessions/revoke-others');
    expect(await response.json()).toEqual({ data: { revoked: 2 } });
    expect((await phone.get('/api/user/get-data')).status).toBe(401);
    expect((await tablet.get('/api/user/get-data')).status).toBe(401);
    expect((await account.client.get('/api/user/get-data')).status).toBe(200);
  });

  it('needs a session: 401 anonymous, 403 CSRF_FAILED without the token', async () => {
    await expectError(await new TestClient(t.app).get('/api/users/get-sessions'), 401, 'AUTHENTICATION_REQUIRED');
    const { client } = await signedInUser(t.app);
    await expectError(await client.post('/api/auth/sessions/revoke-others', {}, { csrf: false }), 403, 'CSRF_FAILED');
    await expectError(
      await client.post('/api/auth/sessions/revoke-others', {}, { headers: { 'x-csrf-token': 'forged' }, csrf: false }),
      403,
      'CSRF_FAILED',
    );
  });
});
