/**
 * `npm run bench:pipeline`: the API's own per-request CPU cost, without sockets, the kernel or a load generator.
 * The real API app (PGlite, demo account, session cache on) and the bare hello app are each driven through
 * @hono/node-server's request listener with in-memory Node requests and responses (nothing is written to a socket),
 * for a cached-session GET /api/user/get-data and for GET /hello. Prints the best of several rounds in µs per
 * request for both and their difference: what our pipeline adds on top of Hono and Node's response writing.
 *
 * Why it exists: on a 2-core machine the HTTP benchmark (bench/api/run.ts) shares the CPU with its load generator
 * and with anything else running, so its req/s move by ±20 % between runs. This number moves by a few per cent, so
 * a change to the pipeline can be judged by it; the HTTP benchmark stays the budget's judge.
 *
 * Environment: PIPELINE_ROUNDS (7), PIPELINE_REQUESTS per round (20000).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../server/core/demo-accounts.ts';
import { loadEnv } from '../../server/env.ts';
import { settleBackgroundWork } from '../../server/lib/background.ts';
import { createLogger } from '../../server/lib/logger.ts';

const ROUNDS = Number(process.env.PIPELINE_ROUNDS ?? 7);
const REQUESTS = Number(process.env.PIPELINE_REQUESTS ?? 20_000);

type Listener = ReturnType<typeof getRequestListener>;

/** A Node request/response pair as the HTTP parser would hand it over, on a socket that is never written to. */
function exchange(method: string, url: string, headers: Record<string, string>, body?: string): [IncomingMessage, ServerResponse] {
  const incoming = new IncomingMessage(new Socket());
  incoming.method = method;
  incoming.url = url;
  incoming.httpVersion = '1.1';
  incoming.httpVersionMajor = 1;
  incoming.httpVersionMinor = 1;
  const raw: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    incoming.headers[name.toLowerCase()] = value;
    raw.push(name, value);
  }
  incoming.rawHeaders = raw;
  if (body) incoming.push(body);
  incoming.push(null);
  return [incoming, new ServerResponse(incoming)];
}

async function drive(
  listener: Listener,
  method: string,
  url: string,
  headers: Record<string, string>,
  expectStatus = 200,
  body?: string,
): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < REQUESTS; i++) {
      const [incoming, outgoing] = exchange(method, url, headers, body);
      await listener(incoming, outgoing);
      if (outgoing.statusCode !== expectStatus) throw new Error(`${url}: status ${outgoing.statusCode}`);
    }
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1000 / REQUESTS);
  }
  return best;
}

/** The flood's first 30 attempts are real (wrong-password) sign-ins: let each finish, whatever it answers. */
async function listener429Warmup(listener: Listener, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  await listener(incoming, outgoing);
}

const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  PGLITE_DIR: pgliteDir,
  SESSION_CACHE_MS: '60000',
});
const database = await openDatabase({ databaseUrl: '', pgliteDir });
try {
  await migrate(database);
  await seedDemoAccount(database.db);
  const api = createApp({ env, db: database.db, logger: createLogger(env.LOG_LEVEL) });
  const signIn = await api.request('/api/public/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((line) => line.startsWith('ae_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);

  const hello = new Hono();
  hello.get('/hello', (c) => c.json({ data: { hello: 'world' } }));
  const common = { host: '127.0.0.1:4400', 'user-agent': 'bench', accept: '*/*' };
  const apiListener = getRequestListener(api.fetch);
  const helloListener = getRequestListener(hello.fetch);
  // Warm-up: JIT, the session cache entry.
  await drive(apiListener, 'GET', '/api/user/get-data', { ...common, cookie });
  await drive(helloListener, 'GET', '/hello', common);

  // A sign-in flood from one address: past its limit (30 a minute) every attempt is refused from memory.
  const flood = JSON.stringify({ email: 'flood@example.test', password: 'not-the-password' });
  const floodHeaders = { ...common, 'content-type': 'application/json', 'content-length': String(flood.length) };
  for (let i = 0; i < 31; i++) {
    const [incoming, outgoing] = exchange('POST', '/api/public/auth/sign-in', floodHeaders, flood);
    await listener429Warmup(apiListener, incoming, outgoing);
  }
  await drive(apiListener, 'POST', '/api/public/auth/sign-in', floodHeaders, 429, flood);

  const helloUs = await drive(helloListener, 'GET', '/hello', common);
  const getDataUs = await drive(apiListener, 'GET', '/api/user/get-data', { ...common, cookie });
  const refusedUs = await drive(apiListener, 'POST', '/api/public/auth/sign-in', floodHeaders, 429, flood);
  console.log(`GET /hello (bare Hono)             ${helloUs.toFixed(2)} µs/request`);
  console.log(`GET /api/user/get-data (cached)    ${getDataUs.toFixed(2)} µs/request`);
  console.log(`POST sign-in refused (429)         ${refusedUs.toFixed(2)} µs/request`);
  console.log(`pipeline adds                      ${(getDataUs - helloUs).toFixed(2)} µs/request (best of ${ROUNDS} × ${REQUESTS})`);
} finally {
  // The sign-in above queued its alert mail; let it finish before the database goes.
  await settleBackgroundWork();
  await database.close();
  rmSync(pgliteDir, { recursive: true, force: true });
}
