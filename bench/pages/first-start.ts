/**
 * "First start on a fresh clone" (issue 12, points 1 and 11): a temporary `git clone` of the current commit (so no
 * dist/ and no .data/), node_modules linked from this checkout (an `npm ci` would measure the network, not the
 * start), then `npm start` exactly as a newcomer types it. Times from the spawn to the first answer of any kind (the
 * server listens before its database is ready and answers 503), to the API's first 200 (/api/health: database
 * created, migrated, seeded), and, when asked, to the first 200 of `/` (the background build took over). Memory of
 * the process tree (npm, the server, the database child, the build child) at each point, the server's RSS once it
 * settled, and the lines `npm start` printed until the API was ready.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fetchRaw } from './http.ts';
import { type ProcessMemory, processTree } from './memory.ts';

export interface FirstStart {
  commit: string;
  firstAnswerMs: number | null;
  firstStatus: number | null;
  apiMs: number | null;
  pageAnswerMs: number | null;
  pageStatus: number | null;
  page200Ms: number | null;
  /** The tree at the first answer, when the API first answered 200, and when `/` first answered 200. */
  atFirst: ProcessMemory[];
  atApi: ProcessMemory[];
  atPage: ProcessMemory[];
  /** The server's RSS (MB) SETTLE_MS after the API was ready. */
  settledRssMb: number | null;
  /** What `npm start` printed until the API was ready. */
  output: string[];
  timeoutS: number;
}

/** How long after the API's first 200 the server's memory is read again (startup garbage collected by then). */
const SETTLE_MS = 10_000;

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
  // The group this function created (detached): npm, the server and its children, nothing else.
  process.kill(-child.pid, 'SIGTERM');
  const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
  return exited.finally(() => clearTimeout(killed));
}

const serverOf = (tree: ProcessMemory[]) => tree.find((entry) => /server\/main\.ts/.test(entry.command));

/** `waitForSite`: keep going until the background build is served (minutes), or stop once the API is ready. */
export async function firstStartOnFreshClone(port: number, timeoutS: number, waitForSite = true): Promise<FirstStart> {
  const source = resolve('.');
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'bench-fresh-clone-'));
  const result: FirstStart = {
    commit,
    firstAnswerMs: null,
    firstStatus: null,
    apiMs: null,
    pageAnswerMs: null,
    pageStatus: null,
    page200Ms: null,
    atFirst: [],
    atApi: [],
    atPage: [],
    settledRssMb: null,
    output: [],
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
    child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    const keep = (chunk: Buffer) => {
      if (result.apiMs === null) printed += chunk.toString();
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = started + timeoutS * 1000;
    const since = () => performance.now() - started;
    while (performance.now() < deadline && child.exitCode === null) {
      const api = await answer(port, '/api/health');
      if (api !== null && result.firstAnswerMs === null) {
        result.firstAnswerMs = since();
        result.firstStatus = api;
        result.atFirst = processTree(child.pid!);
      }
      if (result.apiMs === null && api === 200) {
        result.apiMs = since();
        result.atApi = processTree(child.pid!);
        result.output = printed.split('\n').filter(Boolean);
        await new Promise((done) => setTimeout(done, SETTLE_MS));
        result.settledRssMb = serverOf(processTree(child.pid!))?.rssMb ?? null;
        if (!waitForSite) break;
      }
      const page = result.apiMs === null ? null : await answer(port, '/');
      if (page !== null && result.pageAnswerMs === null) {
        result.pageAnswerMs = since();
        result.pageStatus = page;
      }
      if (page === 200) {
        result.page200Ms = since();
        result.atPage = processTree(child.pid!);
        break;
      }
      await new Promise((done) => setTimeout(done, result.apiMs === null ? 100 : 1000));
    }
    return result;
  } finally {
    if (child) await stop(child);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const FIRST_ANSWER_BUDGET_S = 30;
const RSS_BUDGET_MB = 350;
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');
const seconds = (ms: number | null) => (ms === null ? 'no answer' : `${(ms / 1000).toFixed(1)} s`);
const treeLine = (tree: ProcessMemory[]) =>
  tree
    .filter((entry) => !Number.isNaN(entry.rssMb))
    .map((entry) => `${entry.command.replace(/^.*\/(node|npm|sh)\b/, '$1').slice(0, 48)} ${entry.rssMb.toFixed(0)} MB`)
    .join(' + ');
const total = (tree: ProcessMemory[]) => tree.reduce((sum, entry) => sum + (Number.isNaN(entry.rssMb) ? 0 : entry.rssMb), 0);

export function printFirstStart(result: FirstStart): void {
  const first = result.firstAnswerMs;
  console.log(`  commit ${result.commit.slice(0, 12)}, no dist/, no .data/`);
  console.log(
    `  first answer (/api/health ${result.firstStatus ?? '-'}${result.firstStatus === 503 ? ': starting, Retry-After' : ''}): ` +
      `${seconds(first)}, budget ≤ ${FIRST_ANSWER_BUDGET_S} s: ${verdict(first !== null && first <= FIRST_ANSWER_BUDGET_S * 1000)}`,
  );
  console.log(`  API ready (first 200 from /api/health: database created, migrated, seeded): ${seconds(result.apiMs)}`);
  if (result.pageAnswerMs !== null)
    console.log(
      `  first answer from / once the API was ready: ${result.pageStatus}${result.pageStatus === 503 ? ' (the "being built" page)' : ''}`,
    );
  if (result.page200Ms !== null || result.pageAnswerMs !== null)
    console.log(
      `  first 200 from / (background build done): ${result.page200Ms === null ? `not within ${result.timeoutS} s` : seconds(result.page200Ms)}`,
    );
  const ready = serverOf(result.atApi)?.rssMb ?? Number.NaN;
  const settled = result.settledRssMb ?? Number.NaN;
  console.log(
    `  server RSS: at the first answer ${(serverOf(result.atFirst)?.rssMb ?? Number.NaN).toFixed(0)} MB, when the API was ready ` +
      `${ready.toFixed(0)} MB, ${SETTLE_MS / 1000} s later ${settled.toFixed(0)} MB; budget ≤ ${RSS_BUDGET_MB} MB: ${verdict(Math.max(ready, settled) <= RSS_BUDGET_MB)}`,
  );
  console.log(`    process tree at the first answer: ${treeLine(result.atFirst)} = ${total(result.atFirst).toFixed(0)} MB`);
  console.log(`    process tree when the API was ready: ${treeLine(result.atApi)} = ${total(result.atApi).toFixed(0)} MB`);
  if (result.atPage.length > 0)
    console.log(`    process tree at the first 200 from /: ${treeLine(result.atPage)} = ${total(result.atPage).toFixed(0)} MB`);
  const listening = result.output.find((line) => line.includes('"msg":"listening"'));
  console.log(
    `  \`npm start\` printed ${result.output.length} lines until the API was ready; address: ${/"url":"([^"]+)"/.exec(listening ?? '')?.[1] ?? 'none'}`,
  );
  for (const line of result.output) console.log(`    | ${line.length > 160 ? `${line.slice(0, 157)}...` : line}`);
}
