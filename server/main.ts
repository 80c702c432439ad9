/**
 * Process entry: read the environment, listen at once, then open the database (PGlite or PostgreSQL), apply
 * migrations, seed the demo data on first run and serve the API under /api and the prebuilt site on one port.
 * Until the database is ready every request gets an honest 503 with Retry-After (server/lib/starting.ts): the API
 * in its error shape, pages a holding page. Only light modules are imported before listening; the API's modules
 * load while the database opens (server/services.ts).
 */
import { settleBackgroundWork } from './lib/background.ts';
import { startHttpServer } from './lib/http-server.ts';
import { trackInFlight } from './lib/in-flight.ts';
import { startingResponse } from './lib/starting.ts';
import { createFreshFolder, needsInitdb } from './seed/first-start.ts';
import { loadEnv } from './env.ts';
import { hostOf } from './lib/host-of.ts';
import { createLogger, logFormatFor } from './lib/logger.ts';
import type { Services } from './services.ts';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, logFormatFor(env));
const seconds = () => Math.round(process.uptime() * 10) / 10;

// Every request is counted until its Response settles, so a shutdown can wait for them (server/lib/in-flight.ts).
let services: Services | undefined;
const inFlight = trackInFlight((request, bindings) => (services ? services.fetch(request, bindings) : startingResponse(request)));
const preparing = new AbortController();
let listened: (origin: string) => void = () => {};
const listening = new Promise<string>((resolve) => (listened = resolve));
const server = startHttpServer({ fetch: inFlight.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  // The address a person can open: a wildcard bind (0.0.0.0, ::) is reached as localhost.
  const shown = ['0.0.0.0', '::'].includes(info.address) ? 'localhost' : info.address.includes(':') ? `[${info.address}]` : info.address;
  logger.info({ url: `http://${shown}:${info.port}`, started_in_s: seconds() }, 'listening');
  // This process asked over HTTP (the status page's API check): a wildcard bind is reached on loopback.
  const host = info.address === '0.0.0.0' ? '127.0.0.1' : info.address === '::' ? '[::1]' : shown;
  listened(`http://${host}:${info.port}`);
});

/** The start-up line that says which database this is and how far it is. */
function databaseLine() {
  if (env.DATABASE_URL) {
    const name = new URL(env.DATABASE_URL).pathname.slice(1);
    return {
      driver: 'postgres',
      database: `PostgreSQL at ${hostOf(env.DATABASE_URL)}/${name}`,
      state: 'opening; missing migrations are applied',
    };
  }
  const state = needsInitdb(env.PGLITE_DIR)
    ? 'first start: it is made, migrated and seeded before the API answers (about a minute on two cores; 503 until then)'
    : 'opening it; missing migrations and demo data are added';
  return { driver: 'pglite', database: `embedded PGlite in ${env.PGLITE_DIR}`, state };
}

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
  // Stopped while the database was being prepared: no request reached it, and a first start's side folder is
  // made again next time (server/seed/prepare.ts). The child preparing it goes with the abort.
  if (!services) {
    preparing.abort();
    server.close();
    process.exit(0);
  }
  services.stopBackground();
  setTimeout(() => {
    logger.error({ after_ms: HARD_STOP_MS }, 'shutdown did not finish in time: exiting anyway');
    process.exit(1);
  }, HARD_STOP_MS).unref();

  // No new connections; idle keep-alive ones go now. Its callback only says every connection is gone, which can
  // happen while handlers still run (a client that hung up on a queued sign-in), so it no longer closes anything.
  const connectionsGone = new Promise<void>((resolve) => server.close(() => resolve()));
  // Open events streams end now (clients reconnect, to another process behind the proxy); new ones get a 503.
  await services.closeEvents();
  closeIdleConnections();
  // Accepted requests finish and keep their writes. Ones arriving meanwhile on open connections are served too
  // (accepted work) and answered with `Connection: close`; after the drain, late ones get a 503.
  const abandoned = await inFlight.drain(DRAIN_MS);
  if (abandoned > 0) logger.warn({ abandoned, after_ms: DRAIN_MS }, 'shutdown deadline passed with requests still running');
  closeIdleConnections();
  // Mail and export jobs started after a response finish before the database goes away.
  await settleBackgroundWork();
  await services.closeDatabase();
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

// Registered above before this wait, so Ctrl+C during a first start stops it (the handlers see `services` unset).
try {
  const origin = await listening;
  logger.info(databaseLine(), 'database');
  // A first start makes its PGlite folder in a child (initdb, migrations, seed) while this process loads the API.
  const created = env.DATABASE_URL ? undefined : createFreshFolder(env.PGLITE_DIR, logger, preparing.signal);
  created?.catch(() => undefined); // awaited (and its failure reported) in startServices
  const { startServices } = await import('./services.ts');
  services = await startServices({ env, logger, origin, created });
  logger.info({ driver: services.driver, ready_in_s: seconds() }, 'ready');
} catch (error) {
  if (!preparing.signal.aborted) {
    logger.fatal({ err: error }, 'could not start');
    process.exit(1);
  }
}
