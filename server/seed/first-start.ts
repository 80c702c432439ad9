/**
 * A first start's PGlite folder (issue 12, points 1 and 11) is created in a child process (first-start-child.ts: initdb,
 * migrations, demo seed) in a side folder, then moved into place; the server then opens it exactly as on a restart.
 * This module is light (no database code): server/main.ts starts the child right after listening, while the API's
 * modules load.
 *
 * Why a child: initdb runs a second WebAssembly PostgreSQL and a tarball of its data folder, and a WebAssembly heap
 * never shrinks; done in the server's process it left ~870 MB RSS after a fresh start against ~330 MB after a
 * restart (docs/decisions.md, "First start: measured"). The child's memory goes back to the system when it exits.
 * Why a side folder: a first start stopped half-way (Ctrl+C during initdb) leaves no half-made database that the
 * next start would trip over; the side folder is removed and made again.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from 'pino';

/** A PGlite data folder that initdb has not made yet (absent or empty; `memory://` is never prepared apart). */
export function needsInitdb(dir: string): boolean {
  if (dir.startsWith('memory://')) return false;
  return !existsSync(join(dir, 'PG_VERSION'));
}

/** Runs first-start-child.ts in a child with the same loader (tsx) and environment, into `sideDir`. */
function prepareInChild(sideDir: string, signal?: AbortSignal): Promise<void> {
  const entry = join(import.meta.dirname, 'first-start-child.ts');
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    env: { ...process.env, PGLITE_DIR: sideDir },
    stdio: ['ignore', 'inherit', 'inherit'],
    signal,
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, killedBy) =>
      code === 0 ? done() : fail(new Error(`preparing the database failed (exit ${code ?? killedBy}); see the lines above`)),
    );
  });
}

/** Makes PGlite folder `pgliteDir` when it does not exist yet; resolves at once otherwise. */
export async function createFreshFolder(pgliteDir: string, logger: Logger, signal?: AbortSignal): Promise<void> {
  if (!needsInitdb(pgliteDir)) return;
  const dir = resolve(pgliteDir);
  const sideDir = `${dir}.preparing`;
  rmSync(sideDir, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  const started = performance.now();
  logger.info({ dir: pgliteDir }, 'creating the embedded database (first start)');
  await prepareInChild(sideDir, signal);
  // An empty folder (made by hand, or by an older start that stopped before initdb) is replaced.
  if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  renameSync(sideDir, dir);
  logger.info({ seconds: Math.round((performance.now() - started) / 100) / 10 }, 'embedded database created');
}
