/**
 * `npx tsx bench/messaging/profile-send.ts`: where one send's time goes. The app runs in this process on PostgreSQL
 * (a fresh schema, dropped after) with the production caches on; every query the pg driver sends is timed, and one
 * direct-conversation send (with a receiver's event stream open) is repeated BENCH_SENDS times (50) one after the
 * other (BENCH_CLIENT_ID=1: each with a `client_id`, as the site sends them). Prints the round trips per send, the
 * time inside queries, the rest (middleware, validation, rendering, fan-out), and the slowest statements. Figures only: the machine is shared, read them with `uptime`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createInProcessEventsAdapter, createPostgresEventsAdapter } from '../../server/adapters/events/index.ts';
import { createApp } from '../../server/app.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/rate-limits.ts';
import { openDatabase, quoteIdent } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loadEnv } from '../../server/env.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createUser, percentile } from './session.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SENDS = Number(process.env.BENCH_SENDS ?? 50);
const WITH_CLIENT_ID = process.env.BENCH_CLIENT_ID === '1';
const schema = `prof_${randomBytes(5).toString('hex')}`;

interface Timed {
  text: string;
  ms: number;
}
let recording: Timed[] | null = null;
// Every query passes here: its text and its time from send to answer. Transactions query their checked-out client
// (a promise); the pool's own `query` hands its client a callback instead, so it is timed on the pool.
function timed<T extends (...args: unknown[]) => unknown>(original: T): T {
  return function timedQuery(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    const started = performance.now();
    const result = original.apply(this, args);
    if (recording && result instanceof Promise) {
      const log = recording;
      const done = () => log.push({ text, ms: performance.now() - started });
      void result.then(done, done);
    }
    return result;
  } as T;
}
pg.Client.prototype.query = timed(pg.Client.prototype.query as (...args: unknown[]) => unknown) as typeof pg.Client.prototype.query;
pg.Pool.prototype.query = timed(pg.Pool.prototype.query as (...args: unknown[]) => unknown) as typeof pg.Pool.prototype.query;

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(sqlText);
  await client.end();
}

async function main() {
  await admin(`CREATE SCHEMA ${quoteIdent(schema)}`);
  const handle = await openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schema });
  const events =
    process.env.BENCH_EVENTS === 'in-process'
      ? createInProcessEventsAdapter()
      : createPostgresEventsAdapter({ connectionString: POSTGRES_URL, channel: `ae_events_${schema}`, logger: createLogger('silent') });
  try {
    await migrate(handle);
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', DATABASE_URL: POSTGRES_URL });
    // One sender, many sends: past the per-person message limits, raised here (each send still pays for its count).
    const unlimited = { limit: 10_000_000, windowSeconds: 60 };
    const rateLimits = { ...DEFAULT_RATE_LIMITS, messagesPerAccount: unlimited, messagesPerConversation: unlimited };
    const app = createApp({ env, db: handle.db, events, rateLimits });
    // The app answers in this process: no HTTP between the bench and the server, so the figures are the server's.
    const inProcess = async (url: string, init: RequestInit) => app.request(url, init);
    const sender = (await createUser('http://localhost', 'Sender', inProcess)).user;
    const receiver = (await createUser('http://localhost', 'Receiver', inProcess)).user;
    const opened = await sender.call('POST', '/api/conversations/direct', { user_id: receiver.userId });
    const conversationId = (await opened.json()).data.id as string;
    const stream = await receiver.call('GET', '/api/events');
    const reader = stream.body!.getReader();
    void (async () => {
      while (!(await reader.read()).done);
    })();
    await events.listening();
    const perSend: Array<{ total: number; inQueries: number; queries: Timed[] }> = [];
    for (let index = 0; index < SENDS + 5; index += 1) {
      const log: Timed[] = [];
      recording = log;
      const started = performance.now();
      const response = await sender.call('POST', `/api/conversations/${conversationId}/messages`, {
        body: `hello ${index}`,
        ...(WITH_CLIENT_ID ? { client_id: `${schema}-${index}` } : {}),
      });
      await response.arrayBuffer();
      const total = performance.now() - started;
      recording = null;
      if (response.status !== 201) throw new Error(`send answered ${response.status}`);
      // The first few warm the caches and the prepared paths.
      if (process.env.BENCH_DEBUG && index === 5) console.log(log.map((q) => q.text.slice(0, 80)));
      if (index >= 5) perSend.push({ total, inQueries: log.reduce((sum, query) => sum + query.ms, 0), queries: log });
    }
    const totals = perSend.map((send) => send.total).sort((x, y) => x - y);
    const inQueries = perSend.map((send) => send.inQueries).sort((x, y) => x - y);
    console.log(`${SENDS} sends${WITH_CLIENT_ID ? ' with client_id' : ''}, one at a time, events adapter ${events.kind}`);
    console.log(`  round trips per send  ${perSend[0]!.queries.length}`);
    console.log(`  send total            p50 ${percentile(totals, 50).toFixed(2)} ms   p99 ${percentile(totals, 99).toFixed(2)} ms`);
    console.log(`  in queries            p50 ${percentile(inQueries, 50).toFixed(2)} ms`);
    console.log(`  outside queries       p50 ${(percentile(totals, 50) - percentile(inQueries, 50)).toFixed(2)} ms`);
    const byText = new Map<string, number[]>();
    for (const send of perSend) for (const query of send.queries) byText.set(query.text, [...(byText.get(query.text) ?? []), query.ms]);
    console.log('  statements (median ms, text):');
    for (const [text, times] of byText) {
      const sorted = times.sort((x, y) => x - y);
      console.log(
        `    ${percentile(sorted, 50).toFixed(2).padStart(6)}  x${(times.length / SENDS).toFixed(1)}  ${text.replace(/\s+/g, ' ').slice(0, 150)}`,
      );
    }
    await reader.cancel();
  } finally {
    await events.close();
    await handle.close();
    await admin(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
  }
}

await main();
