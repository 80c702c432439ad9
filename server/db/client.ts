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
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
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
    ...(options.searchPath ? { options: `-c search_path=${quoteIdent(options.searchPath)}` } : {}),
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
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
