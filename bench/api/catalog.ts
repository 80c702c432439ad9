/**
 * `npm run bench:catalog` (issues 16 and 29): catalog search on PostgreSQL, measured without the cache first.
 * A throwaway database (BENCH_CATALOG_DB, default bench_catalog, beside BENCH_POSTGRES_URL) is filled by
 * catalog-seed.ts with CATALOG_BENCH_EXPERTS (10,000; 100000 for the 10^5 budget) experts over the 14 tenants, and
 * the real server entry serves it. The requests: catalog-queries.ts, at least 6,000 distinct ones (searches typed
 * letter by letter in seven languages, filters, sorts, deep pages, five tenant hosts).
 *  1. Alone, cache off (CATALOG_CACHE_MS=0): BENCH_ALONE (3,000) distinct requests one after another; per request the
 *     round trip measured by this client (loopback, keep-alive) and the server's own time for the list's queries
 *     (its Server-Timing header). Median and p99 of each; the budget is judged on the round trip (the stricter).
 *  2. 50 connections (BENCH_CONNECTIONS), cache off: autocannon rotates through every request for BENCH_DURATION
 *     (10 s): req/s, p50, p99.
 *  3. The same with the cache on (CATALOG_CACHE_MS=2000, the default), and the share of answers the shared list
 *     gave (Server-Timing `cache;desc=hit`).
 * Budgets, printed MET or MISSED with the figure: at 10^4 experts, cache off, median <= 2 ms and p99 <= 10 ms alone,
 * p99 < 50 ms at 50 connections; at 10^5 experts p99 < 100 ms at 50 connections. BENCH_CATALOG_KEEP=1 keeps the
 * database (and reuses one already seeded with as many experts), for repeated runs at 10^5.
 */
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { type CatalogRequest, catalogRequests } from './catalog-queries.ts';
import { seedBenchCatalog } from './catalog-seed.ts';
import { DEFAULT_POSTGRES_URL, printTable, startProcess, stopProcess, waitUntilUp } from './servers.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EXPERTS = Number(process.env.CATALOG_BENCH_EXPERTS ?? process.env.BENCH_EXPERTS ?? 10_000);
const ALONE = Number(process.env.BENCH_ALONE ?? 3000);
const PORT = Number(process.env.BENCH_PORT ?? 4431);
const BASE_URL = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
const DB_NAME = process.env.BENCH_CATALOG_DB ?? 'bench_catalog';
const KEEP = process.env.BENCH_CATALOG_KEEP === '1';
const LARGE = EXPERTS >= 100_000;

async function admin<T = unknown>(statement: string, url = BASE_URL): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on a kept-alive socket: the round trip and the server's own time for the list (Server-Timing). */
function timed(entry: CatalogRequest): Promise<{ roundTrip: number; server: number | null; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port: PORT, path: entry.path, agent, headers: { host: entry.host } }, (res) => {
      res.resume();
      res.on('end', () => {
        const timing = /db;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
        resolve({ roundTrip: performance.now() - started, server: timing ? Number(timing[1]) : null, status: res.statusCode ?? 0 });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** autocannon sends the requests in turn across all connections; counts the answers the shared list gave. */
async function underLoad(base: string, requests: CatalogRequest[]) {
  let next = 0;
  let hits = 0;
  let answers = 0;
  const result = await autocannon({
    url: base,
    duration: DURATION,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (req) => {
          const entry = requests[next++ % requests.length]!;
          return { ...req, method: 'GET', path: entry.path, headers: { ...req.headers, host: entry.host } };
        },
        onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
          answers += 1;
          if (String(headers['server-timing'] ?? '').includes('cache;desc=hit')) hits += 1;
        },
      } as autocannon.Request,
    ],
  });
  return { result, hitRate: answers ? hits / answers : 0, failed: result.non2xx + result.errors };
}

async function databaseUrl(): Promise<string> {
  const url = new URL(BASE_URL);
  url.pathname = `/${DB_NAME}`;
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'`)).length > 0;
  if (exists && KEEP) {
    const [row] = await admin<{ n: number }>('SELECT count(*)::int AS n FROM experts', url.toString()).catch(() => [{ n: -1 }]);
    if (row?.n === EXPERTS) {
      console.error(`reusing ${DB_NAME} (${EXPERTS} experts)`);
      return url.toString();
    }
  }
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const started = performance.now();
  const counts = await seedBenchCatalog(url.toString(), EXPERTS);
  console.error(
    `seeded ${counts.experts} experts (${counts.published} published) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return url.toString();
}

async function main(): Promise<void> {
  const url = await databaseUrl();
  const requests = catalogRequests();
  const searches = requests.filter((entry) => entry.kind === 'search').length;
  console.log(
    `${EXPERTS.toLocaleString('en')} experts; ${requests.length} distinct requests (${searches} typed searches, ${requests.length - searches} browse/filter/sort/page) over 5 hosts`,
  );
  const base = `http://127.0.0.1:${PORT}`;
  const serve = async (cacheMs: number) => {
    const api = startProcess('server/main.ts', PORT, { DATABASE_URL: url, SEED_DEMO: '0', CATALOG_CACHE_MS: String(cacheMs) });
    await waitUntilUp(`${base}/api/health`, api);
    return api;
  };
  const lines: string[][] = [];
  const budgets: Array<[string, boolean, string]> = [];
  let api = await serve(0);
  try {
    // Warm-up: JIT, the pool's connections, PostgreSQL's buffers (on requests the alone pass does not send).
    await autocannon({ url: base, duration: 3, connections: 10, requests: [{ method: 'GET', path: '/api/experts?search=a' }] });
    const sample = requests.slice(0, ALONE);
    const roundTrips: number[] = [];
    const serverTimes: number[] = [];
    for (const entry of sample) {
      const answer = await timed(entry);
      if (answer.status !== 200) throw new Error(`${entry.host}${entry.path} answered ${answer.status}`);
      roundTrips.push(answer.roundTrip);
      if (answer.server !== null) serverTimes.push(answer.server);
    }
    const slowest = sample.map((entry, i) => ({ entry, ms: roundTrips[i]! })).sort((a, b) => b.ms - a.ms);
    console.log(`\nslowest alone (cache off, of ${sample.length}):`);
    for (const { entry, ms: took } of slowest.slice(0, 6)) console.log(`  ${took.toFixed(1).padStart(6)} ms  ${entry.host}${entry.path}`);
    const median = quantile(roundTrips, 0.5);
    const p99 = quantile(roundTrips, 0.99);
    console.log(
      `\nalone, cache off, ${sample.length} distinct requests: round trip median ${ms(median)}, p99 ${ms(p99)}; ` +
        `server's list time (Server-Timing) median ${ms(quantile(serverTimes, 0.5))}, p99 ${ms(quantile(serverTimes, 0.99))}`,
    );
    if (!LARGE) {
      budgets.push(['alone median <= 2 ms (10^4, cache off)', median <= 2, ms(median)]);
      budgets.push(['alone p99 <= 10 ms (10^4, cache off)', p99 <= 10, ms(p99)]);
    }
    const off = await underLoad(base, requests);
    lines.push(row('cache off', off));
    const budgetMs = LARGE ? 100 : 50;
    budgets.push([
      `p99 < ${budgetMs} ms at ${CONNECTIONS} connections (${LARGE ? '10^5' : '10^4'}, cache off)`,
      off.result.latency.p99 < budgetMs && off.failed === 0,
      `${off.result.latency.p99} ms${off.failed ? `, ${off.failed} failed` : ''}`,
    ]);
    await stopProcess(api);
    api = await serve(2000);
    await autocannon({ url: base, duration: 2, connections: 10, requests: [{ method: 'GET', path: '/api/experts?search=a' }] });
    lines.push(row('cache on (2 s)', await underLoad(base, requests)));
  } finally {
    await stopProcess(api);
    if (!KEEP) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
  console.log(`\n${DURATION} s at ${CONNECTIONS} connections, rotating through all ${requests.length} requests:`);
  printTable(['GET /api/experts', 'db', 'req/s', 'p50 ms', 'p99 ms', 'cache hits', 'failed'], lines);
  console.log();
  for (const [name, ok, figure] of budgets) console.log(`${verdict(ok).padEnd(6)} ${name}: ${figure}`);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
}

function row(label: string, run: Awaited<ReturnType<typeof underLoad>>): string[] {
  return [
    label,
    'postgres',
    run.result.requests.average.toFixed(0),
    String(run.result.latency.p50),
    String(run.result.latency.p99),
    `${(run.hitRate * 100).toFixed(1)} %`,
    String(run.failed),
  ];
}

await main();
