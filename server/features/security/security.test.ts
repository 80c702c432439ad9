import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../core/schema.ts';
import { useTestApp, expectError, expectValidationIssues, signedInUser, TestClient } from '../../../tests/api/helpers.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
import { enableTwoFactorFor } from '../../../tests/support/authenticator.ts';

const t = useTestApp();

describe('GET/PATCH /api/auth/security', () => {
  it('starts from the defaults and saves changes, recording which settings changed', async () => {
    const { client } = await signedInUser(t.app);
    const initial = await client.get('/api/auth/security');
    expect((await initial.json()).data).toEqual({
      login_alerts: true,
      require_two_factor: false,
      session_idle_minutes: null,
      revoke_credentials_on_password_change: true,
      updated_at: null,
      two_factor_enabled: false,
      backup_codes_remaining: 0,
    });
    const patched = await client.patch('/api/auth/security', { login_alerts: false, session_idle_minutes: 30 });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data).toMatchObject({
      login_alerts: false,
      session_idle_minutes: 30,
      updated_at: expect.any(String),
    });
    expect((await (await client.get('/api/auth/security')).json()).data).toMatchObject({
      login_alerts: false,
      session_idle_minutes: 30,
    });
    const cleared = await client.patch('/api/auth/security', { session_idle_minutes: null });
    expect((await cleared.json()).data.session_idle_minutes).toBeNull();
    const events = (await (await client.get('/api/auth/security/events?limit=100')).json()).data as Array<{
      type: string;
      metadata: unknown;
    }>;
    const updates = events.filter((event) => event.type === 'security_settings_updated');
    expect(updates.map((event) => event.metadata)).toEqual([
      { session_idle_minutes: null },
      { login_alerts: false, session_idle_minutes: 30 },
    ]);
  });

  it('session_idle_minutes ends sessions unused for that long', async () => {
    const { client, userId } = await signedInUser(t.app);
    expect((await client.patch('/api/auth/security', { session_idle_minutes: 15 })).status).toBe(200);
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '14 minutes'` }).where(eq(sessions.userId, userId));
    expect((await client.get('/api/user/get-data')).status).toBe(200); // also marks the session as seen now
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '16 minutes'` }).where(eq(sessions.userId, userId));
    await expectError(await client.get('/api/user/get-data'), 401, 'AUTHENTICATION_REQUIRED');
  });

  it('validates the body', async () => {
    const { client } = await signedInUser(t.app);
    const issues = await expectValidationIssues(await client.patch('/api/auth/security', { session_idle_minutes: 2, login_alerts: 'yes' }));
    expect(issues.map((issue) => issue.loc.join('.')).sort()).toEqual(['body.login_alerts', 'body.session_idle_minutes']);
    expect(issues.find((issue) => issue.loc[1] === 'session_idle_minutes')!.msg).toBe('Use at least 5 minutes');
    const empty = await expectValidationIssues(await client.patch('/api/auth/security', {}));
    expect(empty[0]!.msg).toBe('Send at least one setting to change');
    await expectValidationIssues(await client.patch('/api/auth/security', { unknown_setting: true }));
  });

  it('require_two_factor needs 2FA enabled first', async () => {
    const { client, password } = await signedInUser(t.app);
    await expectError(await client.patch('/api/auth/security', { require_two_factor: true }), 409, 'TWO_FACTOR_NOT_ENABLED');
    await enableTwoFactorFor(client, password);
    const response = await client.patch('/api/auth/security', { require_two_factor: true });
    expect((await response.json()).data).toMatchObject({
      require_two_factor: true,
      two_factor_enabled: true,
      backup_codes_remaining: 10,
    });
  });

  it('needs a browser session and the CSRF token', async () => {
    await expectError(await new TestClient(t.app).get('/api/auth/security'), 401, 'AUTHENTICATION_REQUIRED');
    const { client } = await signedInUser(t.app);
    await expectError(await client.patch('/api/auth/security', { login_alerts: false }, { csrf: false }), 403, 'CSRF_FAILED');
    const key = (await (await client.post('/api/auth/api-keys', { name: 'k', scopes: ['user:read'] })).json()).data.secret;
    await expectError(
      await new TestClient(t.app).get('/api/auth/security/events', { headers: { authorization: `Bearer ${key}` } }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('GET /api/auth/security/events', () => {
  it('pages your own events newest first with meta and x-* headers', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    // sign_up and sign_in_succeeded exist already; add 23 more spread over time.
    for (let index = 0; index < 23; index += 1) {
      await recordSecurityEvent(t.db, { userId: alice.userId, type: 'profile_updated', metadata: { index } });
    }
    const first = await alice.client.get('/api/auth/security/events?page=1&limit=10');
    expect(first.status).toBe(200);
    expect([first.headers.get('x-total-count'), first.headers.get('x-current-page'), first.headers.get('x-per-page')]).toEqual([
      '25',
      '1',
      '10',
    ]);
    const body = await first.json();
    expect(body.meta).toEqual({ total: 25, current_page: 1, per_page: 10 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      type: 'profile_updated',
      ip: null,
      user_agent: null,
      metadata: { index: 22 },
      created_at: expect.any(String),
    });
    const times = body.data.map((event: { created_at: string }) => Date.parse(event.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await (await alice.client.get('/api/auth/security/events?page=3&limit=10')).json();
    expect(last.data.map((event: { type: string }) => event.type)).toEqual([
      'profile_updated',
      'profile_updated',
      'profile_updated',
      'sign_in_succeeded',
      'sign_up',
    ]);
    const beyond = await (await alice.client.get('/api/auth/security/events?page=9&limit=10')).json();
    expect(beyond).toEqual({ data: [], meta: { total: 25, current_page: 9, per_page: 10 } });
    // Default page size 10; Bob sees only his own two events.
    const bobs = await (await bob.client.get('/api/auth/security/events')).json();
    expect(bobs.meta).toEqual({ total: 2, current_page: 1, per_page: 10 });
  });

  it('answers 422 for a bad page or limit (limit at most 100)', async () => {
    const { client } = await signedInUser(t.app);
    for (const query of ['page=0', 'page=abc', 'limit=101', 'limit=0', 'limit=2.5']) {
      const issues = await expectValidationIssues(await client.get(`/api/auth/security/events?${query}`));
      expect(issues[0]!.loc[0]).toBe('query');
    }
    expect((await client.get('/api/auth/security/events?limit=100')).status).toBe(200);
  });
});
