/**
 * Where a catalog request's time goes: the server under bench:catalog's rotation with `node --cpu-prof`.
 * `npx tsx bench/api/catalog-profile.ts` keeps its database (BENCH_CATALOG_DB, default bench_catalog_profile) between
 * runs, so a second profile skips the seeding (BENCH_RESEED=1 seeds again); BENCH_PROFILE_DIR (default
 * /tmp/catalog-profile) receives the server's .cpuprofile, which Chrome DevTools or `node bench/api/profile-summary.mjs`
 * reads. The load is autocannon's, BENCH_DURATION seconds at BENCH_CONNECTIONS, after a short warm-up.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { CATALOG_MIX } from './catalog-mix.ts';
import { seedBenchCatalog } from './catalog-seed.ts';
import { DEFAULT_POSTGRES_URL, stopProcess, waitUntilUp } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4431);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASE_URL = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
const DB_NAME = process.env.BENCH_CATALOG_DB ?? 'bench_catalog_profile';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? '/tmp/catalog-profile';

async function databaseExists(): Promise<boolean> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount && process.env.BENCH_RESEED !== '1') return true;
    await client.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DB_NAME}`);
    return false;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const url = new URL(BASE_URL);
  url.pathname = `/${DB_NAME}`;
  const databaseUrl = url.toString();
  if (!(await databaseExists())) await seedBenchCatalog(databaseUrl, Number(process.env.BENCH_EXPERTS ?? 10_000));
  const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SITE_BUILD: 'skip',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitUntilUp(`${base}/api/health`, server);
    let next = 0;
    const options: autocannon.Options = {
      url: base,
      connections: CONNECTIONS,
      requests: [
        {
          setupRequest: (request) => {
            const entry = CATALOG_MIX[next++ % CATALOG_MIX.length]!;
            return { ...request, method: 'GET', path: entry.path, headers: { ...request.headers, host: entry.host } };
          },
        },
      ],
    };
    await autocannon({ ...options, duration: 3, connections: 10 });
    const result = await autocannon({ ...options, duration: DURATION });
    console.log(
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx + result.errors}; profile in ${PROFILE_DIR}`,
    );
  } finally {
    // SIGTERM: the server shuts down cleanly, and node writes the profile on exit.
    await stopProcess(server);
  }
}

await main();
