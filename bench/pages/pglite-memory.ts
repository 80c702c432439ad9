/**
 * Where the embedded database's memory goes (issue 12, point 11): one fresh PGlite opened in this process with the
 * given start parameters (BENCH_PGLITE_PARAMS, e.g. "-c shared_buffers=16MB"), the project's migrations applied,
 * and process.memoryUsage() and RSS printed after each step. `npx tsx bench/pages/pglite-memory.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrations } from '../../server/db/migrate.ts';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
function report(step: string): void {
  const usage = process.memoryUsage();
  console.log(
    `${step.padEnd(34)} RSS ${mb(usage.rss).padStart(7)}  JS heap ${mb(usage.heapUsed).padStart(6)}  external ${mb(usage.external).padStart(7)}  array buffers ${mb(usage.arrayBuffers).padStart(7)}`,
  );
}

const params = (process.env.BENCH_PGLITE_PARAMS ?? '').split(' ').filter(Boolean);
report('node + tsx');
const dir = mkdtempSync(join(tmpdir(), 'pglite-memory-'));
const client = params.length
  ? new PGlite(dir, { startParams: [...((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams ?? []), ...params] })
  : new PGlite(dir);
await client.waitReady;
report('PGlite open (fresh data folder)');
for (const migration of readMigrations()) await client.exec(migration.sql);
report('migrations applied');
global.gc?.();
report('after a full GC');
const shown = await client.query<{ name: string; setting: string; unit: string | null }>(
  "select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'maintenance_work_mem', 'wal_buffers', 'temp_buffers')",
);
console.log(shown.rows.map((row) => `${row.name}=${row.setting} × ${row.unit ?? ''}`).join(', '));
await client.close();
// A second start on the same folder: what every `npm start` after the first one opens.
const again = params.length
  ? new PGlite(dir, { startParams: [...((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams ?? []), ...params] })
  : new PGlite(dir);
await again.waitReady;
await again.query('select count(*) from schema_migrations').catch(() => again.query('select 1'));
global.gc?.();
report('reopened (existing folder), after GC');
await again.close();
rmSync(dir, { recursive: true, force: true });
