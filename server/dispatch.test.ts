/**
 * The API as it is served: @hono/node-server in front of splitApiFetch (server/main.ts). The rest of the suite
 * calls `app.request()`, where the fixed headers go through `c.header()`; here they go onto the Node response
 * (lib/response-headers.ts), so this file checks that the wire carries the same status, headers and body.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../tests/api/helpers.ts';
import { isApiPath, splitApiFetch } from './dispatch.ts';

const t = useTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
let server: ServerType;
let base: string;

beforeAll(async () => {
  const site = new Hono();
  site.get('*', (c) => c.text(`site ${c.req.path}`));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: splitApiFetch(t.app, site), hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

/** Headers that depend on the transport or on the moment, not on the app. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function comparable(response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  // Cookie values are fresh random tokens; names and attributes must match.
  const cookies = response.headers.getSetCookie().map((line) => line.replace(/^([^=]+)=[^;]*/, '$1=…'));
  return { status: response.status, headers, cookies };
}

async function bothWays(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const headers = { 'x-request-id': 'same-id-for-both', ...init.headers };
  const overHttp = await fetch(`${base}${path}`, { method, headers, body: init.body });
  const inProcess = await t.app.request(`http://localhost${path}`, {
    method,
    headers: { ...headers, host: new URL(base).host },
    body: init.body,
  });
  return { overHttp, inProcess };
}

describe('serving the API on @hono/node-server', () => {
  const json = { 'content-type': 'application/json' };

  it.each([
    ['GET', '/api/auth/config', {}],
    ['GET', '/api/user/get-data', {}],
    ['GET', '/api/does-not-exist', {}],
    ['GET', '/api/health', { origin: 'https://partner.example' }],
    ['GET', '/api/health', { origin: 'https://evil.example' }],
    ['OPTIONS', '/api/user/get-data', { origin: 'https://partner.example', 'access-control-request-method': 'GET' }],
    ['OPTIONS', '/api/user/get-data', { origin: 'https://evil.example', 'access-control-request-method': 'GET' }],
    ['HEAD', '/api/auth/config', {}],
    ['POST', '/api/public/auth/sign-in', { ...json, origin: 'https://evil.example' }],
  ] as const)('%s %s %j: same status, headers and body as in-process', async (method, path, headers) => {
    const body = method === 'POST' ? JSON.stringify({ email: 'nobody@example.test', password: 'x' }) : undefined;
    const { overHttp, inProcess } = await bothWays(method, path, { headers, body });
    expect(comparable(overHttp)).toEqual(comparable(inProcess));
    expect(overHttp.headers.get('x-request-id')).toBe('same-id-for-both');
    if (path !== '/api/auth/config' && path !== '/api/health') expect(await overHttp.text()).toBe(await inProcess.text());
  });

  it('sends the fixed headers and the cookies of a sign-in, then serves get-data with the session', async () => {
    const account = await signUp(t.app);
    const signIn = await fetch(`${base}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect(signIn.headers.get('x-content-type-options')).toBe('nosniff');
    expect(signIn.headers.get('vary')).toBe('Origin');
    expect(signIn.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(signIn.headers.get('ratelimit-limit')).not.toBeNull();
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.map((line) => line.split('=')[0]).sort()).toEqual(['ae_csrf', 'ae_hint', 'ae_session']);
    const session = cookies.find((line) => line.startsWith('ae_session='))!.split(';')[0]!;

    const { overHttp, inProcess } = await bothWays('GET', '/api/user/get-data', {
      headers: { cookie: session, origin: 'https://partner.example' },
    });
    expect(overHttp.status).toBe(200);
    expect(comparable(overHttp)).toEqual(comparable(inProcess));
    expect(overHttp.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(overHttp.headers.get('content-type')).toBe('application/json');
    expect(await overHttp.json()).toEqual(await inProcess.json());
  });

  it('hands /api and /api/… to the API and every other path to the site, as Hono routes them', async () => {
    expect((await fetch(`${base}/api`)).headers.get('content-type')).toBe('application/json');
    expect(await (await fetch(`${base}/apis`)).text()).toBe('site /apis');
    expect(await (await fetch(`${base}/`)).text()).toBe('site /');
    expect((await fetch(`${base}/%61pi/auth/config`)).status).toBe(200);
    expect([isApiPath('/api'), isApiPath('/api/'), isApiPath('/api/x'), isApiPath('/apix'), isApiPath('/'), isApiPath('/x/api')]).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
