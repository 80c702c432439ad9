/**
 * `npm start` on a fresh clone (issue 12, point 1), on the real entry as a process: it listens before its database
 * exists and says so honestly (503 with Retry-After: the API in its error shape, pages a holding page), creates the
 * embedded database in a side folder (server/seed/first-start.ts), then serves normally with the demo data. A first
 * start stopped half-way leaves nothing the next start trips over; a restart creates and seeds nothing.
 * PGlite only: PostgreSQL has no folder to create.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_CREATOR } from '../../server/core/demo-accounts.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const parent = mkdtempSync(join(tmpdir(), 'first-start-'));
const dataDir = join(parent, 'pglite');
const env = { PGLITE_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', STATUS_CHECK_SECONDS: '0' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(parent, { recursive: true, force: true });
});

const READY = /"msg":"ready"/;

async function expectStarting(origin: string): Promise<void> {
  const api = await fetch(`${origin}/api/health`);
  expect(api.status).toBe(503);
  expect(api.headers.get('retry-after')).toBe('5');
  expect(api.headers.get('cache-control')).toBe('no-store');
  expect(await api.json()).toEqual({
    detail: 'Service temporarily unavailable.',
    error_code: 'SERVICE_UNAVAILABLE',
    message: 'Service temporarily unavailable.',
  });
  const signIn = await fetch(`${origin}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  expect(signIn.status).toBe(503);
  expect((await signIn.json()).error_code).toBe('SERVICE_UNAVAILABLE');
  const page = await fetch(`${origin}/`);
  expect(page.status).toBe(503);
  expect(page.headers.get('retry-after')).toBe('5');
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await page.text();
  expect(html).toContain('<h1>The server is starting</h1>');
  expect(html).toContain('<meta http-equiv="refresh" content="5">');
}

it('answers 503 while it creates its database, survives a stop half-way, then serves the demo data', async () => {
  // A first start stopped while the database is being created: exits 0 at once, no half-made folder in place.
  server = await startServerProcess(env, 120_000, 'listening');
  await expectStarting(server.origin);
  await server.waitFor(/creating the embedded database \(first start\)/);
  expect(await server.stop()).toBe(0);
  expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);

  // The next start makes it again, answering 503 meanwhile, then serves.
  server = await startServerProcess(env, 120_000, 'listening');
  await expectStarting(server.origin);
  await server.waitFor(READY, 600_000);
  expect(server.output()).toMatch(/"msg":"embedded database created"/);
  expect(server.output()).toMatch(/"experts":\d+,"reviews":\d+,"published":\d+,"msg":"seeded catalog"/);
  const health = await fetch(`${server.origin}/api/health`);
  expect(health.status).toBe(200);
  expect((await health.json()).data.status).toBe('ok');
  const signIn = await fetch(`${server.origin}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  expect(signIn.status).toBe(200);
  // The README's demo creator signs in and finds the demo member's run waiting for her decision on /HITL.
  const creatorSignIn = await fetch(`${server.origin}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CREATOR.email, password: DEMO_CREATOR.password }),
  });
  expect(creatorSignIn.status).toBe(200);
  const cookie = creatorSignIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const queue = await fetch(`${server.origin}/api/review-items?status=pending`, { headers: { cookie } });
  expect(queue.status).toBe(200);
  const pending = (await queue.json()).data as Array<{ question: string | null }>;
  expect(pending.map((item) => item.question)).toContain('What should I write down each day?');
  // Her seeded decisions were made over past weeks, each minutes after its question: the analytics read as a month.
  const analytics = await fetch(`${server.origin}/api/creator/agent-analytics?tz=UTC`, { headers: { cookie } });
  expect(analytics.status).toBe(200);
  const figures = (await analytics.json()).data as {
    median_review_seconds: number;
    weeks: Array<{ decisions: Record<string, number> }>;
  };
  expect(figures.median_review_seconds).toBeGreaterThanOrEqual(5 * 60);
  const weeksWithDecisions = figures.weeks.filter((week) => Object.values(week.decisions).some((count) => count > 0));
  expect(weeksWithDecisions.length).toBeGreaterThanOrEqual(3);
  const experts = await fetch(`${server.origin}/api/experts`);
  expect(experts.status).toBe(200);
  expect(Number(experts.headers.get('x-total-count'))).toBeGreaterThan(10);
  expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  expect(existsSync(`${dataDir}.preparing`)).toBe(false);
  expect(await server.stop()).toBe(0);

  // A restart opens the folder as it is: nothing created, nothing seeded again.
  server = await startServerProcess(env, 300_000);
  expect(server.output()).not.toMatch(/creating the embedded database|"msg":"seeded /);
  expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
}, 900_000);
