/**
 * The API client against the real API (the Hono app in-process through `app.request`), plus real sockets for
 * the cases where no answer comes: a closed port (network failure) and a server that never answers (timeout).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpBody, type TestContext } from '../api/helpers.ts';
import { createApiClient, type ApiClient } from '../../src/lib/api/client.ts';
import { DEFAULT_TIMEOUT_MS, INVALID_TIMEOUT_FALLBACK_MS, resolveTimeout } from '../../src/lib/api/config.ts';
import { clearCsrfToken, readCsrfToken } from '../../src/lib/api/csrf.ts';
import { ApiRequestError } from '../../src/lib/api/request-error.ts';
import { createAppFetch } from '../support/app-fetch.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('timeout setting (spec §7, §9)', () => {
  it('is 15000 ms unless configured, and 10000 ms when the configured value is invalid', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15000);
    expect(INVALID_TIMEOUT_FALLBACK_MS).toBe(10000);
    expect(resolveTimeout(undefined)).toBe(15000);
    expect(resolveTimeout('')).toBe(15000);
    expect(resolveTimeout(2500)).toBe(2500);
    expect(resolveTimeout('2500')).toBe(2500);
    for (const invalid of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, 'soon', {}, true]) {
      expect(resolveTimeout(invalid)).toBe(10000);
    }
    expect(createApiClient().timeout).toBe(15000);
    expect(createApiClient({ timeout: 'never' }).timeout).toBe(10000);
  });

  it('uses the same origin unless a base URL is configured', () => {
    expect(createApiClient().baseURL).toBe('');
    expect(createApiClient({ baseURL: 'https://api.example.test' }).baseURL).toBe('https://api.example.test');
  });
});

describe('API client against the real API', () => {
  let ctx: TestContext;
  let wire: ReturnType<typeof createAppFetch>;
  let api: ApiClient;

  beforeAll(async () => {
    ctx = await createTestApp();
  }, 180_000);
  afterAll(() => ctx?.close());
  beforeEach(() => {
    clearCsrfToken();
    wire = createAppFetch(ctx.app);
    api = createApiClient({ baseURL: 'http://localhost', fetch: wire.fetch });
  });

  it('unwraps data, sends cookies and a fresh X-Request-ID the API echoes', async () => {
    const config = await api.get<{ csrf_token: string; password_min_length: number; authenticated: boolean }>('/api/auth/config');
    await api.get('/api/auth/config');
    expect(config.password_min_length).toBe(8);
    expect(config.authenticated).toBe(false);
    const [first, second] = wire.sent;
    expect(first!.credentials).toBe('include');
    expect(first!.headers.get('x-request-id')).toMatch(UUID);
    expect(second!.headers.get('x-request-id')).toMatch(UUID);
    expect(first!.headers.get('x-request-id')).not.toBe(second!.headers.get('x-request-id'));
    expect(first!.responseHeaders.get('x-request-id')).toBe(first!.headers.get('x-request-id'));
  });

  it('keeps the CSRF token the API hands out and sends it as X-CSRF-Token', async () => {
    const body = signUpBody();
    await api.post('/api/public/auth/sign-up', body);
    expect(wire.sent[0]!.headers.has('x-csrf-token')).toBe(false);

    const signIn = await api.post<{ csrf_token: string; two_factor_required: boolean }>('/api/public/auth/sign-in', {
      email: body.email,
      password: body.password,
    });
    expect(signIn.two_factor_required).toBe(false);
    expect(readCsrfToken()).toBe(signIn.csrf_token);

    const updated = await api.patch<{ full_name: string }>('/api/users/update/me', { full_name: 'Grace Hopper' });
    expect(updated.full_name).toBe('Grace Hopper');
    expect(wire.sent.at(-1)!.headers.get('x-csrf-token')).toBe(signIn.csrf_token);

    const refreshed = await api.post<{ csrf_token: string }>('/api/auth/refresh');
    expect(readCsrfToken()).toBe(refreshed.csrf_token);

    // Without the token the API refuses the state change: proof the header is what made the PATCH pass.
    clearCsrfToken();
    const refused = await failureOf(api.patch('/api/users/update/me', { full_name: 'Nobody' }));
    expect(refused).toMatchObject({ kind: 'http', status: 403, payload: { error_code: 'CSRF_FAILED' } });
  });

  it('reads list pages from meta and drops empty parameters', async () => {
    const body = signUpBody();
    await api.post('/api/public/auth/sign-up', body);
    await api.post('/api/public/auth/sign-in', { email: body.email, password: body.password });
    await api.patch('/api/users/update/me', { full_name: 'Page Turner' });

    const page = await api.list<{ type: string }>('/api/auth/security/events', {
      page: 1,
      limit: 2,
      search: '',
      sort: undefined,
      filters: { type: null, empty: '' },
    });
    expect(new URL(wire.sent.at(-1)!.url).search).toBe('?page=1&limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page).toMatchObject({ current_page: 1, per_page: 2 });
    expect(wire.sent.at(-1)!.responseHeaders.get('x-total-count')).toBe(String(page.total));
  });

  it('throws 401s as ApiRequestError and tells the unauthorized listeners unless asked not to', async () => {
    const heard: number[] = [];
    api.onUnauthorized((error) => heard.push(error.status!));
    const error = await failureOf(api.get('/api/user/get-data'));
    expect(error).toMatchObject({ kind: 'http', status: 401, payload: { error_code: 'AUTHENTICATION_REQUIRED' } });
    expect(error.message).toBe('Authentication required. Please log in.');
    expect(error.requestId).toMatch(UUID);
    await failureOf(api.get('/api/user/get-data', { ignoreUnauthorized: true }));
    expect(heard).toEqual([401]);
  });

  it('keeps the 422 detail list', async () => {
    const error = await failureOf(api.post('/api/public/auth/sign-in', { email: 'not-an-email', password: '' }));
    expect(error.status).toBe(422);
    expect(error.payload?.detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'email'], msg: 'Please, enter a valid email' })]),
    );
  });
});

describe('API client without an answer (real sockets)', () => {
  let silent: Server;
  let silentPort: number;
  let closedPort: number;

  beforeAll(async () => {
    silent = createServer(() => {
      // Never answers: the client must give up on its own.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(() => {
    silent.closeAllConnections();
    silent.close();
  });

  it('a refused connection is a network failure', async () => {
    const api = createApiClient({ baseURL: `http://127.0.0.1:${closedPort}` });
    const error = await failureOf(api.get('/api/user/get-data'));
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });

  it('a server that never answers times out after the configured time', async () => {
    const api = createApiClient({ baseURL: `http://127.0.0.1:${silentPort}`, timeout: 150 });
    const started = Date.now();
    const error = await failureOf(api.get('/api/user/get-data'));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('a request the page cancels is reported as aborted, not as a network failure', async () => {
    const api = createApiClient({ baseURL: `http://127.0.0.1:${silentPort}` });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(api.get('/api/user/get-data', { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });
});
