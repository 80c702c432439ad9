import { describe, expect, it } from 'vitest';
import { useTestApp, expectError, expectValidationIssues, signedInUser, signUp, TestClient } from '../../../tests/api/helpers.ts';

const t = useTestApp({
  env: {
    OIDC_PROVIDERS: JSON.stringify([{ id: 'local', name: 'Local IdP', issuer: 'http://127.0.0.1:9999', client_id: 'site' }]),
  },
});

describe('GET /api/auth/config', () => {
  it('anonymous: public settings and a fresh double-submit CSRF token, kept stable by its cookie', async () => {
    const client = new TestClient(t.app);
    const response = await client.get('/api/auth/config');
    const { data } = await response.json();
    expect(data).toMatchObject({
      authenticated: false,
      password_min_length: 8,
      providers: [{ id: 'local', name: 'Local IdP' }],
      two_factor: { available: true, methods: ['totp', 'backup_code'] },
      lockout: { threshold: 5, minutes: 15 },
      password_max_age_days: 0,
    });
    expect(client.cookies.get('ae_csrf')).toBe(data.csrf_token);
    expect((await (await client.get('/api/auth/config')).json()).data.csrf_token).toBe(data.csrf_token);
    // The anonymous token must match its cookie when sent.
    const mismatch = await client.post(
      '/api/public/auth/sign-in',
      { email: 'a@b.test', password: 'x' },
      { headers: { 'x-csrf-token': 'other' } },
    );
    await expectError(mismatch, 403, 'CSRF_FAILED');
  });

  it("signed in: the session's CSRF token", async () => {
    const { client } = await signedInUser(t.app);
    const { data } = await (await client.get('/api/auth/config')).json();
    expect(data).toMatchObject({ authenticated: true, csrf_token: client.csrfToken });
  });
});

describe('availability checks', () => {
  it('check-email says whether an address is free, case-insensitively', async () => {
    const { email } = await signUp(t.app);
    const taken = await new TestClient(t.app).get(`/api/auth/check-email?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(await taken.json()).toEqual({ data: { available: false } });
    const free = await new TestClient(t.app).get('/api/auth/check-email?email=free%40example.test');
    expect(await free.json()).toEqual({ data: { available: true } });
    const issues = await expectValidationIssues(await new TestClient(t.app).get('/api/auth/check-email?email=nope'));
    expect(issues[0]).toMatchObject({ loc: ['query', 'email'], msg: 'Please, enter a valid email' });
  });

  it('check-username says whether a username is free', async () => {
    const { client } = await signedInUser(t.app);
    await client.patch('/api/users/update/me', { username: 'taken_name' });
    expect(await (await new TestClient(t.app).get('/api/auth/check-username?username=TAKEN_name')).json()).toEqual({
      data: { available: false },
    });
    expect(await (await new TestClient(t.app).get('/api/auth/check-username?username=free-name')).json()).toEqual({
      data: { available: true },
    });
    await expectValidationIssues(await new TestClient(t.app).get('/api/auth/check-username'));
  });
});
