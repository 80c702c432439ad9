/**
 * What the API benchmarks share: starting the real server entry and the hello baseline as child processes,
 * signing in the demo account, a throwaway database on the shared PostgreSQL, and small number helpers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Same process settings for the API and the baseline: `node --import tsx` (as `npm start` runs the server: the
 * `tsx` command would turn the final SIGTERM into a SIGKILL), production mode, quiet logs.
 */
export function startProcess(script: string, port: number, extraEnv: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SITE_BUILD: 'skip',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: server did not start within 180 s`);
}

export const SIGN_IN_BODY = JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });

/** Signs in (the demo account unless told otherwise) and returns the `name=value` of the session cookie. */
export async function signInCookie(base: string, body = SIGN_IN_BODY): Promise<string> {
  const response = await fetch(`${base}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = response.headers.getSetCookie().find((line) => /^(__Host-)?ae_session=/.test(line));
  if (!session) throw new Error('sign-in set no session cookie');
  return session.split(';')[0]!;
}

/** A fresh PostgreSQL database beside `baseUrl`'s, so a benchmark never touches existing data. */
export async function createPostgresDatabase(baseUrl = DEFAULT_POSTGRES_URL): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints rows as an aligned table; the first `textColumns` columns are left-aligned, the rest right-aligned. */
export function printTable(header: string[], lines: string[][], textColumns = 2): void {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}
