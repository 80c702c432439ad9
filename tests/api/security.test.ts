/**
 * Cross-cutting security properties, checked against every operation the OpenAPI document lists (so endpoints
 * added later are covered too): CSRF on every state change, cross-site refusal, CORS on real responses,
 * isolation between users, dead credentials after account deletion, an atomic 429 under a burst, X-Request-ID
 * everywhere, and no hash or secret in any readable response. Per-endpoint behaviour lives beside each feature.
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadEnv } from '../../server/env.ts';
import { enableTwoFactorFor } from '../support/authenticator.ts';
import { expectError, RELAXED_RATE_LIMITS, signedInUser, signIn, TestClient, useTestApp } from './helpers.ts';
import { fillPath, isStateChanging, loadOperations, operationName, type Operation, responseText } from './openapi-operations.ts';

const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';
const t = useTestApp({ env: { CORS_ORIGINS: PARTNER } });
let operations: Operation[];
const has = (method: string, path: string) => operations.some((operation) => operation.method === method && operation.path === path);
/**
 * GETs that change state (sign out, send mail) are left out of read sweeps, and so is the development outbox
 * viewer, which shows every mail by design and is 404 in production (server/features/dev).
 */
const SIDE_EFFECT_GETS = new Set(['/api/logout', '/api/resend-verify-email']);
const readOperations = () =>
  operations.filter(
    (operation) => operation.method === 'GET' && !SIDE_EFFECT_GETS.has(operation.path) && !operation.path.startsWith('/api/dev/'),
  );
const fill = (operation: Operation, ids: Record<string, string> = {}) =>
  fillPath(operation.path, { user_id: 'me', ...ids }, '00000000-0000-4000-8000-000000000000');

beforeAll(async () => {
  operations = await loadOperations(t.app);
});

/** Raw SQL rows; both drivers (PGlite and node-postgres) answer `{ rows }`. */
async function selectRows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function createCredential(client: TestClient, kind: 'api-keys' | 'tokens', scopes = ['user:read', 'user:write']) {
  const response = await client.post(`/api/auth/${kind}`, { name: kind, scopes, expires_in_days: 30 });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: string; secret: string };
}

/** Starts a data export and waits until the in-process job has finished it. */
async function startExport(client: TestClient) {
  const response = await client.post('/api/auth/export-data', {});
  expect(response.status).toBe(202);
  const id = (await response.json()).data.id as string;
  for (let poll = 0; poll < 100; poll += 1) {
    const { data } = await (await client.get(`/api/auth/export-data/${id}`)).json();
    if (data.progress === 100 || data.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return id;
}

describe('CSRF on every state-changing operation', () => {
  it('a session cookie without X-CSRF-Token, with a forged one, or from a foreign origin gets 403 CSRF_FAILED', async () => {
    const { client } = await signedInUser(t.app);
    // Logout deliberately needs no token (signing out must always work); it is still origin-checked below.
    const guarded = operations.filter((operation) => isStateChanging(operation) && operation.path !== '/api/logout');
    expect(guarded.length).toBeGreaterThan(15);
    for (const operation of guarded) {
      const path = fill(operation);
      const attempts: Array<{ csrf?: boolean; headers?: Record<string, string> }> = [
        { csrf: false },
        { csrf: false, headers: { 'x-csrf-token': 'forged-token' } },
        { headers: { origin: EVIL } },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      ];
      for (const options of attempts) {
        const response = await client.request(operation.method, path, { ...options, json: {} });
        expect({ operation: operationName(operation), options, status: response.status }).toMatchObject({
          status: 403,
        });
        await expectError(response, 403, 'CSRF_FAILED');
      }
    }
    // None of it signed the user out or changed anything visible.
    expect((await client.get('/api/user/get-data')).status).toBe(200);
    expect((await (await client.get('/api/users/get-sessions')).json()).data).toHaveLength(1);
  });

  it('anonymous state changes (sign-in, sign-up, ...) from a foreign origin or cross-site fetch get 403', async () => {
    for (const operation of operations.filter(isStateChanging)) {
      for (const headers of [{ origin: EVIL }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Array<Record<string, string>>) {
        const response = await new TestClient(t.app).request(operation.method, fill(operation), { json: {}, headers });
        expect({ operation: operationName(operation), headers, status: response.status }).toMatchObject({
          status: 403,
        });
        await expectError(response, 403, 'CSRF_FAILED');
      }
    }
  });

  it('sign-in with the right password from a foreign origin issues no session', async () => {
    const { email, password } = await signedInUser(t.app);
    const client = new TestClient(t.app);
    await expectError(
      await client.post('/api/public/auth/sign-in', { email, password }, { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } }),
      403,
      'CSRF_FAILED',
    );
    expect(client.cookies.size).toBe(0);
  });
});

describe('CORS on real responses', () => {
  it('an allowlisted origin gets Access-Control-Allow-Origin with credentials and may act with its CSRF token', async () => {
    const { email, password } = await signedInUser(t.app);
    const partner = await signIn(t.app, email, password, PARTNER);
    const read = await partner.get('/api/user/get-data', { headers: { origin: PARTNER } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(read.headers.get('access-control-allow-credentials')).toBe('true');
    expect(read.headers.get('vary')).toMatch(/origin/i);
    expect(read.headers.get('access-control-expose-headers')).toMatch(/x-request-id/i);
    const write = await partner.patch('/api/users/update/me', { full_name: 'Partner Edit' }, { headers: { origin: PARTNER } });
    expect(write.status).toBe(200);
    expect(write.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('any other origin gets no CORS grant, on simple requests and preflights alike', async () => {
    const response = await new TestClient(t.app).get('/api/auth/config', { headers: { origin: EVIL } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // hono/cors still sends Allow-Credentials here; without a matching Allow-Origin the browser ignores it.
    const preflight = await new TestClient(t.app).request('OPTIONS', '/api/users/update/me', {
      headers: {
        origin: EVIL,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type,x-csrf-token',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('user A against user B', () => {
  // Every operation taking an id against each kind of B's objects is swept in tests/api/ownership.test.ts.
  it("update/{B} is 403, nothing A can read mentions B, and B's things keep working", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const bobLaptop = await signIn(t.app, bob.email, bob.password);
    const bobSessions = (await (await bob.client.get('/api/users/get-sessions')).json()).data as Array<{ id: string }>;
    const bobIds = bobSessions.map((session) => session.id);
    const bobKey = has('POST', '/api/auth/api-keys') ? await createCredential(bob.client, 'api-keys', ['user:read']) : undefined;
    const bobToken = has('POST', '/api/auth/tokens') ? await createCredential(bob.client, 'tokens', ['user:read']) : undefined;
    if (bobKey) bobIds.push(bobKey.id);
    if (bobToken) bobIds.push(bobToken.id);
    if (has('POST', '/api/auth/export-data')) bobIds.push(await startExport(bob.client));
    const bobBefore = (await (await bob.client.get('/api/user/get-data')).json()).data;

    await expectError(await alice.client.patch(`/api/users/update/${bob.userId}`, { full_name: 'Hijacked' }), 403, 'FORBIDDEN');
    if (has('POST', '/api/auth/api-keys')) {
      const aliceKey = await createCredential(alice.client, 'api-keys');
      const viaKey = await new TestClient(t.app).patch(
        `/api/users/update/${bob.userId}`,
        { full_name: 'Hijacked' },
        { headers: { authorization: `Bearer ${aliceKey.secret}` } },
      );
      await expectError(viaKey, 403, 'FORBIDDEN');
    }
    // Nothing Alice can read mentions Bob.
    for (const operation of readOperations().filter((operation) => !operation.parameters.some((p) => p.in === 'path'))) {
      const text = await responseText(await alice.client.get(fill(operation)));
      for (const secretOfBob of [bob.userId, bob.email, ...bobIds]) expect(text, operationName(operation)).not.toContain(secretOfBob);
    }
    // Bob is untouched: both sessions, his key and token still work, his profile is unchanged.
    expect((await (await bob.client.get('/api/user/get-data')).json()).data).toEqual(bobBefore);
    expect((await bobLaptop.get('/api/user/get-data')).status).toBe(200);
    for (const credential of [bobKey, bobToken]) {
      if (credential)
        expect(
          (
            await new TestClient(t.app).get('/api/user/get-data', {
              headers: { authorization: `Bearer ${credential.secret}` },
            })
          ).status,
        ).toBe(200);
    }
  }, 120_000);
});

describe('a deleted account', () => {
  it('its session cookies, API keys and tokens get 401 on every operation that needs a caller', async (context) => {
    if (!has('POST', '/api/users/delete/me')) context.skip();
    const account = await signedInUser(t.app);
    const secondDevice = await signIn(t.app, account.email, account.password);
    const credentials = [];
    if (has('POST', '/api/auth/api-keys')) credentials.push((await createCredential(account.client, 'api-keys')).secret);
    if (has('POST', '/api/auth/tokens')) credentials.push((await createCredential(account.client, 'tokens')).secret);
    const deadCookie = new TestClient(t.app);
    for (const [name, value] of account.client.cookies) deadCookie.cookies.set(name, value);
    deadCookie.csrfToken = account.client.csrfToken;

    expect((await account.client.post('/api/users/delete/me', { password: account.password })).status).toBe(200);

    // Operations an anonymous caller cannot use are exactly the ones a dead credential must not use either.
    const needCaller = [];
    for (const operation of readOperations()) {
      if ((await new TestClient(t.app).get(fill(operation))).status === 401) needCaller.push(operation);
    }
    expect(needCaller.map((operation) => operation.path)).toContain('/api/user/get-data');
    for (const operation of needCaller) {
      for (const client of [deadCookie, secondDevice]) await expectError(await client.get(fill(operation)), 401, 'AUTHENTICATION_REQUIRED');
      for (const secret of credentials) {
        await expectError(
          await new TestClient(t.app).get(fill(operation), { headers: { authorization: `Bearer ${secret}` } }),
          401,
          'AUTHENTICATION_REQUIRED',
        );
      }
    }
    for (const secret of credentials) {
      const write = await new TestClient(t.app).patch(
        '/api/users/update/me',
        { full_name: 'Ghost' },
        { headers: { authorization: `Bearer ${secret}` } },
      );
      await expectError(write, 401, 'AUTHENTICATION_REQUIRED');
    }
  });
});

describe('rate limits under a concurrent burst', () => {
  it('sign-in admits exactly `limit` attempts from one address, the rest get 429 with Retry-After', async () => {
    const limit = 4;
    const app = createApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '1' }),
      db: t.db,
      rateLimits: { ...RELAXED_RATE_LIMITS, signIn: { limit, windowSeconds: 60 } },
    });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        new TestClient(app).post(
          '/api/public/auth/sign-in',
          { email: 'nobody@example.test', password: 'wrong-password' },
          { headers: { 'x-forwarded-for': '203.0.113.77' } },
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(limit).fill(401), ...Array(12 - limit).fill(429)]);
    const limited = responses.filter((response) => response.status === 429);
    for (const response of limited) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(limited[0]!, 429, 'RATE_LIMITED');
    // Another address has its own budget.
    const other = await new TestClient(app).post(
      '/api/public/auth/sign-in',
      { email: 'nobody@example.test', password: 'x' },
      { headers: { 'x-forwarded-for': '203.0.113.78' } },
    );
    await expectError(other, 401, 'INVALID_CREDENTIALS');
  });
});

describe('every response', () => {
  it('carries an X-Request-ID, for every operation, unknown paths, preflights and refused bodies', async () => {
    const client = new TestClient(t.app);
    const responses: Array<[string, Response]> = [];
    for (const operation of operations) {
      responses.push([
        operationName(operation),
        await client.request(operation.method, fill(operation), operation.method === 'GET' ? {} : { json: {} }),
      ]);
    }
    responses.push(['unknown', await client.get('/api/no-such-endpoint')]);
    responses.push([
      'preflight',
      await client.request('OPTIONS', '/api/user/get-data', {
        headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
      }),
    ]);
    responses.push(['too large', await client.post('/api/public/auth/sign-in', { email: 'a@b.test', password: 'x'.repeat(70_000) })]);
    const ids = new Set<string>();
    for (const [name, response] of responses) {
      const id = response.headers.get('x-request-id');
      expect(id, name).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
    }
    expect(ids.size).toBe(responses.length);
  });

  it('never contains a password hash, token or code hash, TOTP secret or credential secret', async () => {
    const account = await signedInUser(t.app);
    const ownIds: Record<string, string> = {};
    const secrets = [account.client.cookies.get('ae_session')!];
    if (has('POST', '/api/auth/2fa/setup')) await enableTwoFactorFor(account.client, account.password);
    for (const kind of ['api-keys', 'tokens'] as const) {
      if (has('POST', `/api/auth/${kind}`)) secrets.push((await createCredential(account.client, kind)).secret);
    }
    if (has('POST', '/api/auth/export-data')) ownIds.id = await startExport(account.client);
    // Every stored hash or secret column, whatever table it is in.
    const columns = await selectRows<{ table_name: string; column_name: string }>(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name ~ '(hash|secret)$'`,
    );
    expect(columns.map((row) => row.column_name)).toContain('password_hash');
    for (const { table_name: table, column_name: column } of columns) {
      const rows = await selectRows<{ value: string }>(
        sql`SELECT ${sql.identifier(column)}::text AS value FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
      );
      secrets.push(...rows.map((row) => row.value));
    }
    const readable = readOperations();
    for (const operation of readable) {
      for (const query of operation.path.includes('export-data') ? ['', '?download=1'] : ['']) {
        const response = await account.client.get(fill(operation, ownIds) + query);
        const text = await responseText(response);
        const context = `${operationName(operation)}${query} -> ${response.status}`;
        expect(text, context).not.toMatch(/password_hash|passwordHash|token_hash|key_hash|code_hash|"secret"/);
        for (const secret of secrets) expect(text.includes(secret), `${context} leaks a stored secret`).toBe(false);
      }
    }
    expect(readable.map((operation) => operation.path)).toEqual(expect.arrayContaining(['/api/user/get-data', '/api/users/get-sessions']));
  });
});
