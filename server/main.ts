/**
 * Process entry: read the environment, open the database (PGlite or PostgreSQL), apply migrations,
 * seed the demo account on first run, then serve the API under /api and the prebuilt site on one port.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { splitApiFetch } from './dispatch.ts';
import { settleBackgroundWork } from './lib/background.ts';
import { trackInFlight } from './lib/in-flight.ts';
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
// Every request is counted until its Response settles, so a shutdown can wait for them (server/lib/in-flight.ts).
const inFlight = trackInFlight(splitApiFetch(api, site));
const server = serve({ fetch: inFlight.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  logger.info({ url: `http://${info.address}:${info.port}`, driver: database.driver }, 'listening');
});

/** How long accepted requests (and then open responses) get to finish after SIGTERM/SIGINT. */
const DRAIN_MS = 10_000;
/** Past this, something (background work, the database) hangs: give up rather than never exit. */
const HARD_STOP_MS = DRAIN_MS + 5_000;

const closeIdleConnections = () => {
  if ('closeIdleConnections' in server) server.closeIdleConnections();
};

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  const deadline = Date.now() + DRAIN_MS;
  logger.info({ signal, in_flight: inFlight.count }, 'shutting down');
  setTimeout(() => {
    logger.error({ after_ms: HARD_STOP_MS }, 'shutdown did not finish in time: exiting anyway');
    process.exit(1);
  }, HARD_STOP_MS).unref();

  // No new connections; idle keep-alive ones go now. Its callback only says every connection is gone, which can
  // happen while handlers still run (a client that hung up on a queued sign-in), so it no longer closes anything.
  const connectionsGone = new Promise<void>((resolve) => server.close(() => resolve()));
  closeIdleConnections();
  // Accepted requests finish and keep their writes. Ones arriving meanwhile on open connections are served too
  // (accepted work) and answered with `Connection: close`; after the drain, late ones get a 503.
  const abandoned = await inFlight.drain(DRAIN_MS);
  if (abandoned > 0) logger.warn({ abandoned, after_ms: DRAIN_MS }, 'shutdown deadline passed with requests still running');
  closeIdleConnections();
  // Mail and export jobs started after a response finish before the database goes away.
  await settleBackgroundWork();
  await database.close();
  await responsesWritten(connectionsGone, deadline);
  process.exit(0);
}

/**
 * Bodies still being written (large files, slow clients) finish before exit, until the deadline. Connections that
 * went idle since (keep-alive after their answer) are closed on the way: nothing tells us when that happens.
 */
async function responsesWritten(connectionsGone: Promise<void>, deadline: number): Promise<void> {
  let gone = false;
  void connectionsGone.then(() => (gone = true));
  while (!gone && Date.now() < deadline) {
    closeIdleConnections();
    await Promise.race([connectionsGone, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
}

function onSignal(signal: string): void {
  shutdown(signal).catch((error: unknown) => {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  });
}
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));
