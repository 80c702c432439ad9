/**
 * Process entry: read the environment, open the database (PGlite or PostgreSQL), apply migrations,
 * seed the demo data on first run, then serve the API under /api and the prebuilt site on one port.
 */
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { splitApiFetch } from './dispatch.ts';
import { settleBackgroundWork } from './lib/background.ts';
import { startHttpServer } from './lib/http-server.ts';
import { trackInFlight } from './lib/in-flight.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './seed.ts';
import { createEventsAdapter } from './adapters/events/index.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';
import { createSiteApp } from './site/index.ts';
import { listingPageMeta } from './features/catalog/service.ts';
import { buildInBackground, reasonToBuild } from './site/background-build.ts';
import { createMailAdapter } from './adapters/mail/index.ts';
import { startStatusChecks } from './features/status/service.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: env.PGLITE_DIR,
  // A restart or failover of PostgreSQL breaks open connections: logged, replaced on the next query (server/db/client.ts).
  onConnectionError: (error) => logger.warn({ err_message: error.message }, 'database connection lost'),
});
const applied = await migrate(database);
if (applied.length > 0) logger.info({ migrations: applied, driver: database.driver }, 'database migrated');
if (env.SEED_DEMO ?? env.NODE_ENV !== 'production') {
  await seedDemoData({ db: database.db, env, logger });
}

// PostgreSQL LISTEN/NOTIFY carries live events between API processes; on PGlite there is only this one.
const events = createEventsAdapter({ databaseUrl: env.DATABASE_URL, channel: env.EVENTS_CHANNEL, logger });
const mail = createMailAdapter({ env, db: database.db, logger });
const api = createApp({ env, db: database.db, logger, events, mail, rateLimits: { ...DEFAULT_RATE_LIMITS, ...env.RATE_LIMITS } });
// Everything that is not /api: the prebuilt site, or Hono's plain 404 when there is no build. When the build is
// missing or stale (and SITE_BUILD is not skip/wait), it runs in the background and pages answer 503 meanwhile.
const loadSite = () =>
  createSiteApp({
    distDir: env.SITE_DIST_DIR,
    forceMainTenant: env.FORCE_MAIN_TENANT,
    fileCacheBytes: env.SITE_FILE_CACHE_MB * 1024 * 1024,
    // Expert and creator pages get their listing's title from the database (server/site/slug-pages.ts).
    slugPages: (kind, slug, tenant) => listingPageMeta(database.db, kind, slug, tenant),
  });
const site = new Hono();
const buildReason = process.env.SITE_BUILD === 'skip' || process.env.SITE_BUILD === 'wait' ? null : reasonToBuild();
const background = buildReason ? buildInBackground({ reason: buildReason, logger, load: loadSite }) : undefined;
if (background) site.all('*', (c) => background.fetch(c.req.raw));
else {
  try {
    site.route('/', loadSite());
  } catch (error) {
    logger.warn({ err: error, distDir: env.SITE_DIST_DIR }, 'site build not found: serving the API only (run `npm run build`)');
  }
}

// The API keeps its own error and not-found handling; /api requests reach it directly (server/dispatch.ts).
// Every request is counted until its Response settles, so a shutdown can wait for them (server/lib/in-flight.ts).
const inFlight = trackInFlight(splitApiFetch(api, site));
let stopStatusChecks = () => {};
const server = startHttpServer({ fetch: inFlight.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  // The address a person can open: a wildcard bind (0.0.0.0, ::) is reached as localhost.
  const shown = ['0.0.0.0', '::'].includes(info.address) ? 'localhost' : info.address.includes(':') ? `[${info.address}]` : info.address;
  logger.info(
    { url: `http://${shown}:${info.port}`, driver: database.driver, started_in_s: Math.round(process.uptime() * 10) / 10 },
    'listening',
  );
  background?.start();
  if (env.STATUS_CHECK_SECONDS === 0) return;
  // The status page's checks run here, on the server, and are stored (server/features/status); the API check asks
  // this process over HTTP, as a monitor would.
  const host = info.address.includes(':') ? `[${info.address}]` : info.address;
  const healthUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host}:${info.port}/api/health`;
  stopStatusChecks = startStatusChecks(
    {
      db: database.db,
      mail,
      events,
      probeApi: async () => {
        const answer = await fetch(healthUrl, { signal: AbortSignal.timeout(5000) });
        if (!answer.ok) throw new Error(`/api/health answered ${answer.status}`);
      },
    },
    env.STATUS_CHECK_SECONDS * 1000,
    (error) => logger.warn({ err: error }, 'status checks could not be stored'),
  );
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
  stopStatusChecks();
  background?.stop();
  setTimeout(() => {
    logger.error({ after_ms: HARD_STOP_MS }, 'shutdown did not finish in time: exiting anyway');
    process.exit(1);
  }, HARD_STOP_MS).unref();

  // No new connections; idle keep-alive ones go now. Its callback only says every connection is gone, which can
  // happen while handlers still run (a client that hung up on a queued sign-in), so it no longer closes anything.
  const connectionsGone = new Promise<void>((resolve) => server.close(() => resolve()));
  // Open events streams end now (clients reconnect, to another process behind the proxy); new ones get a 503.
  await events.close();
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
