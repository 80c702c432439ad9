/**
 * Opens the database: PostgreSQL through `pg` when a connection string is given, embedded PGlite otherwise.
 * Both are exposed as one Drizzle `Database` type, so services never know which one runs.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** Drizzle over either driver; tables come from each owner's schema.ts (no relational query API is used). */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Runs raw SQL (possibly several statements) on one dedicated connection; used by the migrator. */
export type RawRunner = (sqlText: string) => Promise<Array<Record<string, unknown>>>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Borrow one connection for raw SQL (advisory locks need the same connection throughout). */
  withConnection<T>(work: (run: RawRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database. */
  pgliteDir?: string;
  /** PostgreSQL schema to use as search_path (tests isolate each file in its own schema). */
  searchPath?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PGlite only: start from this `dumpDataDir()` tarball instead of running initdb (tests reuse a migrated one). */
  pgliteSnapshot?: Blob;
  /**
   * PostgreSQL only: told about every connection that breaks (a restart, a failover, a network cut). The pool drops
   * the connection and opens a new one on the next query; this is for the log.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a query may wait for a connection (a free one from the pool, or a new one) before it fails, and with it
 * the request (503, server/lib/db-errors.ts). Unset, pg waits forever: a database host that stops answering (rather
 * than refusing) would hang every request until the client gives up.
 */
const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

/**
 * PGlite's own start parameters plus smaller buffers. Its default shared_buffers (128 MB) lives in the process's
 * WebAssembly heap; 16 MB holds the embedded default's working set many times over (the data files stay in the OS
 * page cache) and cut the RSS of a restarted server by ~145 MB (bench/pages/pglite-memory.ts, docs/decisions.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=512kB'];

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // PGlite is a single connection; its own queue serialises callers.
    withConnection: (work) =>
      work(async (sqlText) => {
        const results = await client.exec(sqlText);
        return (results.at(-1)?.rows ?? []) as Array<Record<string, unknown>>;
      }),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keep-alive notices a peer that vanished without closing (failover to another host) on idle connections.
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${quoteIdent(options.searchPath)}` } : {}),
  });
  // A connection that PostgreSQL ends (restart, failover: 57P01 "terminating connection due to administrator
  // command") or that the network cuts emits `error`: on the pool while idle, on the client while checked out (a
  // transaction). An `error` event nobody listens to is an uncaught exception and kills the process. The query that
  // was running fails on its own (the request answers 503); the pool discards the broken client and connects anew on
  // the next query, so service resumes by itself once the database is back.
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => undefined); // the client's own listener above has reported it
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async withConnection(work) {
      const connection = await pool.connect();
      try {
        return await work(async (sqlText) => {
          const result = await connection.query(sqlText);
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Array<Record<string, unknown>>;
        });
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
