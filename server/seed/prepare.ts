/**
 * The database the server starts with: opened, migrated and (outside production, or with SEED_DEMO) seeded with the
 * demo data. Runs after the server listens (server/main.ts answers 503 meanwhile); a first start's PGlite folder is
 * made beforehand in a child process (server/seed/first-start.ts).
 */
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { seedDemoData } from './index.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

/** Applies what is missing: migrations, then the demo data when this environment wants it. */
export async function migrateAndSeed(database: DatabaseHandle, env: Env, logger: Logger): Promise<void> {
  const applied = await migrate(database);
  if (applied.length > 0) logger.info({ migrations: applied.length, last: applied.at(-1), driver: database.driver }, 'database migrated');
  if (env.SEED_DEMO ?? env.NODE_ENV !== 'production') await seedDemoData({ db: database.db, env, logger });
}

/**
 * Opens the database and applies what is missing. `created`: a first start's folder being made meanwhile
 * (server/seed/first-start.ts), awaited before opening it.
 */
export async function prepareDatabase(env: Env, logger: Logger, created?: Promise<void>): Promise<DatabaseHandle> {
  await created;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    maxConnections: env.DATABASE_POOL_MAX,
    // A restart or failover of PostgreSQL breaks open connections: logged, replaced on the next query (server/db/client.ts).
    onConnectionError: (error) => logger.warn({ err_message: error.message }, 'database connection lost'),
  });
  try {
    await migrateAndSeed(database, env, logger);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
