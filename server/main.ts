/**
 * Process entry: read the environment, open the database (PGlite or PostgreSQL), apply migrations,
 * seed the demo account on first run, then serve the API under /api and the prebuilt site on one port.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { splitApiFetch } from './dispatch.ts';
import { settleBackgroundWork } from './lib/background.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoAccount, DEMO_ACCOUNT } from './db/seed.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';
import { createSiteApp } from './site/index.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
const applied = await migrate(database);
if (applied.length > 0) logger.info({ migrations: applied, driver: database.driver }, 'database migrated');
if (env.SEED_DEMO ?? env.NODE_ENV !== 'production') {
  if (await seedDemoAccount(database.db)) logger.info({ email: DEMO_ACCOUNT.email }, 'demo account created');
}

const api = createApp({ env, db: database.db, logger, rateLimits: { ...DEFAULT_RATE_LIMITS, ...env.RATE_LIMITS } });
// Everything that is not /api: the prebuilt site, or Hono's plain 404 when there is no build.
const site = new Hono();
try {
  site.route('/', createSiteApp({
    distDir: env.SITE_DIST_DIR, forceMainTenant: env.FORCE_MAIN_TENANT, fileCacheBytes: env.SITE_FILE_CACHE_MB * 1024 * 1024,
  }));
} catch (error) {
  logger.warn({ err: error, distDir: env.SITE_DIST_DIR }, 'site build not found: serving the API only (run `npm run build`)');
}

// The API keeps its own error and not-found handling; /api requests reach it directly (server/dispatch.ts).
const server = serve({ fetch: splitApiFetch(api, site), hostname: env.HOST, port: env.PORT }, (info) => {
  logger.info({ url: `http://${info.address}:${info.port}`, driver: database.driver }, 'listening');
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  server.close(async () => {
    // Mail and export jobs started after a response finish before the database goes away.
    await settleBackgroundWork();
    await database.close();
    process.exit(0);
  });
  // Keep-alive connections can hold close() open; do not hang forever.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
