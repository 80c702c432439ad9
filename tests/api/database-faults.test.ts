/**
 * The API survives its database. On a throwaway PostgreSQL 15 cluster of its own (scripts/lib/throwaway-postgres.ts,
 * never the shared one):
 * - the real process (server/main.ts) keeps running while PostgreSQL stops, answers 503 SERVICE_UNAVAILABLE with
 *   Retry-After (health included), and serves again once PostgreSQL is back, without a restart; the same through a
 *   restart under traffic;
 * - a connection cut in the middle of a transaction (pg_terminate_backend, what a failover does to open sessions)
 *   fails that request cleanly with a 503, leaves nothing half-written, and the next request is served.
 * Every wait polls with a deadline. The cluster is independent of the suite's own database, so the file runs once,
 * in the PGlite pass.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ApiApp } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { outbox } from '../../server/adapters/outbox/schema.ts';
import { sessions, users } from '../../server/core/schema.ts';
import { verificationCodes } from '../../server/features/verification/schema.ts';
import { loadEnv } from '../../server/env.ts';
import { startThrowawayCluster, type ThrowawayCluster } from '../../scripts/lib/throwaway-postgres.ts';
import { eventually } from '../support/eventually.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { expectError, RELAXED_RATE_LIMITS, signUp, TestClient } from './helpers.ts';

const SETUP_TIMEOUT_MS = 180_000;
let cluster: ThrowawayCluster;

beforeAll(async () => {
  cluster = await startThrowawayCluster();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await cluster?.destroy();
});

/** A 503 in the contract's shape, telling the client when to retry. */
async function expectUnavailable(response: Response) {
  expect(response.headers.get('retry-after')).toBe('5');
  await expectError(response, 503, 'SERVICE_UNAVAILABLE');
}

describe.skipIf(process.env.DATABASE_URL)('the real process while PostgreSQL stops, restarts and comes back', () => {
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    await cluster.query('CREATE DATABASE api_process');
    server = await startServerProcess({
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      DATABASE_URL: cluster.url.replace(/\/postgres$/, '/api_process'),
      // Every get-data below must reach the database, not a cached lookup.
      SESSION_CACHE_MS: '0',
    });
    const signedIn = await fetch(`${server.origin}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('ae_session='))!
      .split(';')[0]!;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });

  const getData = () => fetch(`${server.origin}/api/user/get-data`, { headers: { cookie } });
  const health = () => fetch(`${server.origin}/api/health`);

  it('answers 503 with Retry-After while the database is down, and serves again once it is back, same process', async () => {
    expect((await getData()).status).toBe(200);
    // Idle pooled connections get 57P01 from the fast shutdown: the event that used to kill the process.
    await cluster.stop();
    try {
      await expectWhileDown();
    } finally {
      await cluster.start();
    }
    await eventually('health answers 200 again', async () => ((await health()).status === 200 ? true : undefined));
    const me = await getData();
    expect(me.status).toBe(200);
    expect((await me.json()).data.email).toBe(DEMO_ACCOUNT.email);
    expect(server.alive(), server.output()).toBe(true);
  }, 120_000);

  async function expectWhileDown() {
    await expectUnavailable(await health());
    await expectUnavailable(await getData());
    const signIn = await fetch(`${server.origin}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    await expectUnavailable(signIn);
    expect(server.alive(), server.output()).toBe(true);
  }

  it('rides through a restart under traffic: every answer is 200 or 503, never a 500 or a dropped connection', async () => {
    const outcomes: Array<number | string> = [];
    let running = true;
    const traffic = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (running) {
          outcomes.push(
            await getData().then(
              (response) => response.body?.cancel().then(() => response.status) ?? response.status,
              (error: Error) => error.message,
            ),
          );
        }
      }),
    );
    await cluster.restart();
    await eventually('get-data answers 200 after the restart', async () => ((await getData()).status === 200 ? true : undefined));
    running = false;
    await traffic;
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome !== 200 && outcome !== 503)).toEqual([]);
    expect(server.alive(), server.output()).toBe(true);
    expect(server.output()).not.toMatch(/"level":[56]0/);
  }, 120_000);
});

describe.skipIf(process.env.DATABASE_URL)('a connection cut in the middle of a transaction (failover)', () => {
  let handle: DatabaseHandle;
  let app: ApiApp;
  const lost: Error[] = [];

  beforeAll(async () => {
    await cluster.query('CREATE DATABASE api_failover');
    handle = await openDatabase({
      databaseUrl: cluster.url.replace(/\/postgres$/, '/api_failover'),
      onConnectionError: (error) => lost.push(error),
    });
    await migrate(handle);
    app = createApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_CACHE_MS: '0' }),
      db: handle.db,
      rateLimits: RELAXED_RATE_LIMITS,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await handle?.close();
  });

  /** Requests a reset link and returns its token, read from the outbox row the mail adapter wrote. */
  async function resetToken(email: string): Promise<string> {
    expect((await new TestClient(app).post('/api/public/auth/reset', { email })).status).toBe(200);
    return eventually('the reset mail is written', async () => {
      const mails = await handle.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.to, email));
      return mails.map((mail) => /token=([\w-]+)/.exec(mail.body)?.[1]).find(Boolean);
    });
  }

  it('fails the request with 503, writes nothing, and the next request is served on a fresh connection', async () => {
    const account = await signUp(app);
    const signedIn = new TestClient(app);
    expect((await signedIn.post('/api/public/auth/sign-in', { email: account.email, password: account.password })).status).toBe(200);
    const token = await resetToken(account.email);
    const [before] = await handle.db.select().from(users).where(eq(users.id, account.userId));
    const newPassword = `fresh-${randomBytes(6).toString('hex')}`;

    // Hold the sessions table so the reset's transaction stops at its last statement (revoking sessions), after it
    // has consumed the token and replaced the password; then cut its connection there.
    const blocker = await openDatabase({ databaseUrl: cluster.url.replace(/\/postgres$/, '/api_failover'), maxConnections: 1 });
    let answer: Promise<Response> | undefined;
    try {
      await blocker.withConnection(async (run) => {
        await run('BEGIN; LOCK TABLE sessions IN EXCLUSIVE MODE');
        answer = new TestClient(app).post('/api/public/auth/new-password', {
          token,
          password: newPassword,
          password_confirmation: newPassword,
        });
        const [waiting] = await eventually('the reset transaction waits for the sessions table', async () => {
          const rows = await cluster.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE datname = 'api_failover' AND wait_event_type = 'Lock' AND query ILIKE 'update \"sessions\"%'",
          );
          return rows.length > 0 ? rows : undefined;
        });
        await cluster.query('SELECT pg_terminate_backend($1)', [waiting!.pid]);
        await run('ROLLBACK');
      });
    } finally {
      await blocker.close();
    }

    await expectUnavailable(await answer!);
    expect(lost.length).toBeGreaterThan(0);
    // Nothing of the transaction stayed: the token is unused, the password and the sessions are as they were.
    const [after] = await handle.db.select().from(users).where(eq(users.id, account.userId));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    const [code] = await handle.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, account.userId), eq(verificationCodes.purpose, 'password_reset')));
    expect(code!.consumedAt).toBeNull();
    const live = await handle.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(live.map((session) => session.revokedAt)).toEqual([null]);
    expect((await signedIn.get('/api/user/get-data')).status).toBe(200);

    // The same link works now, on a new connection from the pool.
    const retried = await new TestClient(app).post('/api/public/auth/new-password', {
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(retried.status).toBe(200);
    expect((await signedIn.get('/api/user/get-data')).status).toBe(401);
    const fresh = await new TestClient(app).post('/api/public/auth/sign-in', { email: account.email, password: newPassword });
    expect(fresh.status).toBe(200);
  }, 120_000);
});
