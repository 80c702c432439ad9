/**
 * "First start on a fresh clone" (issue 12, point 1): a temporary `git clone` of the current commit (so no dist/ and no
 * .data/), node_modules linked from this checkout (an `npm ci` would measure the network, not the start), then
 * `npm start` exactly as a newcomer types it. Times from the spawn to the first 200 of the API (/api/health), to the
 * first answer of `/` (the "being built" 503 while the site builds in the background) and to its first 200 (the
 * built site took over), and the memory of the process tree (npm, the server, the build child) at each point.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fetchRaw } from './http.ts';
import { type ProcessMemory, processTree } from './memory.ts';

export interface FirstStart {
  commit: string;
  apiMs: number | null;
  pageAnswerMs: number | null;
  pageStatus: number | null;
  page200Ms: number | null;
  /** The tree when the API first answered, and when `/` first answered 200 (build child gone by then). */
  atApi: ProcessMemory[];
  atPage: ProcessMemory[];
  timeoutS: number;
}

async function answer(port: number, path: string): Promise<number | null> {
  try {
    return (await fetchRaw(port, path, 'localhost')).status;
  } catch {
    return null;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // The group this function created (detached): npm, the server and its build child, nothing else.
  process.kill(-child.pid, 'SIGTERM');
  const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
  return exited.finally(() => clearTimeout(killed));
}

export async function firstStartOnFreshClone(port: number, timeoutS: number): Promise<FirstStart> {
  const source = resolve('.');
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'bench-fresh-clone-'));
  const result: FirstStart = {
    commit,
    apiMs: null,
    pageAnswerMs: null,
    pageStatus: null,
    page200Ms: null,
    atApi: [],
    atPage: [],
    timeoutS,
  };
  let child: ChildProcess | undefined;
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', source, dir]);
    execFileSync('git', ['-C', dir, 'checkout', '--quiet', commit]);
    symlinkSync(join(source, 'node_modules'), join(dir, 'node_modules'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
    for (const name of ['PGLITE_DIR', 'DATABASE_URL', 'SITE_BUILD', 'SITE_DIST_DIR', 'NODE_ENV', 'LOG_LEVEL']) delete env[name];
    const started = performance.now();
    child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: 'ignore' });
    const deadline = started + timeoutS * 1000;
    while (performance.now() < deadline && child.exitCode === null) {
      const since = () => performance.now() - started;
      if (result.apiMs === null && (await answer(port, '/api/health')) === 200) {
        result.apiMs = since();
        result.atApi = processTree(child.pid!);
      }
      const page = await answer(port, '/');
      if (page !== null && result.pageAnswerMs === null) {
        result.pageAnswerMs = since();
        result.pageStatus = page;
      }
      if (page === 200) {
        result.page200Ms = since();
        result.atPage = processTree(child.pid!);
        break;
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    return result;
  } finally {
    if (child) await stop(child);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}
