/**
 * Where the first start's time and memory go (issue 12, points 1 and 11), in one process and in start order: loading
 * the server's modules through tsx, opening a fresh PGlite (initdb), each migration, each demo seed step, then
 * closing and reopening the database (what a fresh start does to give initdb's buffers back). Prints wall time, CPU
 * time and RSS per step, with the load average: `npx tsx --expose-gc bench/pages/first-start-profile.ts`
 * (BENCH_PGLITE_DIR keeps the data folder; default a throwaway one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
let lastWall = performance.now();
let lastCpu = process.cpuUsage();
function step(name: string): void {
  const cpu = process.cpuUsage(lastCpu);
  const wall = performance.now() - lastWall;
  console.log(
    `${name.padEnd(42)} ${(wall / 1000).toFixed(2).padStart(6)} s wall ${((cpu.user + cpu.system) / 1e6).toFixed(2).padStart(6)} s CPU  RSS ${mb(process.memoryUsage().rss).padStart(7)}`,
  );
  lastWall = performance.now();
  lastCpu = process.cpuUsage();
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
step('node + tsx (process start to here)');
const { loadEnv } = await import('../../server/env.ts');
const { createLogger } = await import('../../server/lib/logger.ts');
step('import env + logger');
const { openDatabase } = await import('../../server/db/client.ts');
step('import db client (PGlite, drizzle, pg)');
const { readMigrations } = await import('../../server/db/migrate.ts');
const { SEED_STEPS } = await import('../../server/seed/index.ts');
step('import seed steps');
await import('../../server/app.ts');
step('import the API (server/app.ts)');
await import('../../server/site/index.ts');
step('import the site app');

const env = loadEnv();
const logger = createLogger('warn');
const dir = process.env.BENCH_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'first-start-profile-'));
const database = await openDatabase({ pgliteDir: dir });
step('PGlite open on a fresh folder (initdb)');
await database.withConnection(async (run) => {
  await run('CREATE TABLE IF NOT EXISTS schema_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const migration of readMigrations()) {
    await run(`BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (tag) VALUES ('${migration.tag}');\nCOMMIT;`);
    step(`migration ${migration.tag}`);
  }
});
for (const seed of SEED_STEPS) {
  await seed.run({ db: database.db, env, logger });
  step(`seed ${seed.name}`);
}
global.gc?.();
step('full GC (needs --expose-gc)');
await database.close();
global.gc?.();
step('closed, GC');
const again = await openDatabase({ pgliteDir: dir });
await again.db.execute('select count(*) from schema_migrations');
global.gc?.();
step('reopened on the seeded folder, GC');
await again.close();
if (!process.env.BENCH_PGLITE_DIR) rmSync(dir, { recursive: true, force: true });
