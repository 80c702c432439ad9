/**
 * A throwaway PostgreSQL 15 cluster for tests and benchmarks (here, not in tests/support, because `bench:api:faults`
 * uses it too and production-side code never imports a test helper) that stop, restart or cut the database: its own data
 * folder in the OS temp folder, its own port, trust authentication on 127.0.0.1 only. The shared cluster on 5432 is
 * never touched. initdb refuses to run as root, so as root the cluster is created and run as the `postgres` user.
 *
 * Ports come from THROWAWAY_PG_PORTS (`first-last`, default 55400-55499): a random free one, retried when another
 * cluster takes it first. Durability is off (fsync, full-page writes): nothing here outlives the test.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
/** initdb and start-up on a loaded two-core machine can take a while; pg_ctl waits up to this long. */
const PG_CTL_WAIT_SECONDS = 60;

export interface ThrowawayCluster {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** A fast shutdown (`pg_ctl stop -m fast`): sessions get 57P01, then connections are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stop and start again, as an operator's restart does. */
  restart(): Promise<void>;
  /** Runs SQL on a fresh connection of its own (never through the code under test). */
  query<T = Record<string, unknown>>(sqlText: string, values?: unknown[]): Promise<T[]>;
  /** Stops the server at once and deletes its folder. */
  destroy(): Promise<void>;
}

interface Account {
  /** Command prefix that runs a PostgreSQL binary as a user initdb accepts. */
  wrap(binary: string, args: string[]): [string, string[]];
  uid: number | undefined;
  gid: number | undefined;
}

async function account(): Promise<Account> {
  if (process.getuid?.() !== 0) return { wrap: (binary, args) => [binary, args], uid: undefined, gid: undefined };
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return {
    wrap: (binary, args) => ['runuser', ['-u', 'postgres', '--', binary, ...args]],
    uid: Number(uid.trim()),
    gid: Number(gid.trim()),
  };
}

function portRange(): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(process.env.THROWAWAY_PG_PORTS ?? '55400-55499');
  if (!match) throw new Error('THROWAWAY_PG_PORTS must look like 55400-55499');
  return [Number(match[1]), Number(match[2])];
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** initdb + start on a free port of the range. */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const user = await account();
  const folder = mkdtempSync(join(tmpdir(), 'throwaway-pg-'));
  if (user.uid !== undefined) chownSync(folder, user.uid, user.gid!);
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const exec = async (binary: string, args: string[]) => {
    const [command, commandArgs] = user.wrap(join(BIN, binary), args);
    return run(command, commandArgs, { timeout: (PG_CTL_WAIT_SECONDS + 30) * 1000 });
  };
  try {
    await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  const [first, last] = portRange();
  let port = 0;
  const serverOptions = () =>
    [
      `-p ${port}`,
      `-k ${folder}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
      '-c max_connections=50',
    ].join(' ');
  const pgCtl = (action: string[]) => exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', String(PG_CTL_WAIT_SECONDS), ...action]);
  const start = () => pgCtl(['-o', serverOptions(), 'start']).then(() => undefined);
  const stop = () => pgCtl(['-m', 'fast', 'stop']).then(() => undefined);

  for (let attempt = 0; attempt < 20 && port === 0; attempt += 1) {
    const candidate = first + Math.floor(Math.random() * (last - first + 1));
    if (!(await isPortFree(candidate))) continue;
    port = candidate;
    try {
      await start();
    } catch {
      port = 0; // another cluster took the port between the probe and the start: try another
    }
  }
  if (port === 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`no throwaway PostgreSQL could start on a port in ${first}-${last}`);
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    url,
    stop,
    start,
    async restart() {
      await stop();
      await start();
    },
    async query<T>(sqlText: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sqlText, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async destroy() {
      if (existsSync(join(dataDir, 'postmaster.pid'))) await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
