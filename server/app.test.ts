import { describe, expect, it } from 'vitest';
import { createTestApp, expectError, TestClient, useTestApp } from '../tests/api/helpers.ts';

const t = useTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });

describe('the API app', () => {
  it('sends Vary: Origin only when cross-origin sites are allowlisted', async () => {
    const sameSiteOnly = await createTestApp();
    try {
      const plain = await new TestClient(sameSiteOnly.app).get('/api/auth/config', {
        headers: { origin: 'https://partner.example' },
      });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('vary')).toBeNull();
      expect(plain.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await new TestClient(sameSiteOnly.app).request('OPTIONS', '/api/user/get-data', {
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await sameSiteOnly.close();
    }
    const withAllowlist = await new TestClient(t.app).get('/api/auth/config');
    expect(withAllowlist.headers.get('vary')).toBe('Origin');
  });

  it('answers unknown /api paths with 404 NOT_FOUND in the contract shape', async () => {
    await expectError(await new TestClient(t.app).get('/api/does-not-exist'), 404, 'NOT_FOUND');
  });

  it('echoes a sane X-Request-ID and replaces an unsafe one', async () => {
    const kept = await new TestClient(t.app).get('/api/auth/config', {
      headers: { 'x-request-id': 'abc12345-request' },
    });
    expect(kept.headers.get('x-request-id')).toBe('abc12345-request');
    const replaced = await new TestClient(t.app).get('/api/auth/config', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses oversized bodies with 413 and non-JSON bodies with 415, never 5xx', async () => {
    const big = await new TestClient(t.app).post('/api/public/auth/sign-in', {
      email: 'a@b.test',
      password: 'x'.repeat(70_000),
    });
    await expectError(big, 413, 'PAYLOAD_TOO_LARGE');
    const text = await new TestClient(t.app).request('POST', '/api/public/auth/sign-in', {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    await expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('serves OpenAPI 3.1 documenting every route with full /api paths', async () => {
    const document = await (await new TestClient(t.app).get('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/auth/sign-up',
        '/api/auth/register',
        '/api/public/auth/sign-in',
        '/api/logout',
        '/api/auth/refresh',
        '/api/auth/config',
        '/api/auth/check-email',
        '/api/auth/check-username',
        '/api/user/get-data',
        '/api/users/update/{user_id}',
        '/api/users/get-sessions',
        '/api/auth/sessions/{id}',
        '/api/auth/sessions/revoke-others',
      ]),
    );
    expect((await new TestClient(t.app).get('/api/reference')).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('allows credentials only for allowlisted cross-origin callers', async () => {
    const allowed = await new TestClient(t.app).request('OPTIONS', '/api/user/get-data', {
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const denied = await new TestClient(t.app).request('OPTIONS', '/api/user/get-data', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});
