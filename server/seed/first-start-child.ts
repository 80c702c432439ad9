/**
 * Child process of a first start (server/seed/first-start.ts): creates the PGlite folder PGLITE_DIR (initdb), applies the
 * migrations and the demo seed, closes it cleanly and exits, which hands initdb's memory back to the system.
 */
import { loadEnv } from '../env.ts';
import { createLogger, logFormatFor } from '../lib/logger.ts';
import { openDatabase } from '../db/client.ts';
import { migrateAndSeed } from './prepare.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, logFormatFor(env));
const database = await openDatabase({ pgliteDir: env.PGLITE_DIR });
await migrateAndSeed(database, env, logger);
await database.close();
