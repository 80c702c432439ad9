/**
 * Everything the server serves once it listens (server/main.ts loads this module after listening, so its imports,
 * the whole API, are not on the path to the first answer): the database (opened, migrated, seeded), the events and
 * mail adapters, the API under /api, and the prebuilt site, or a background build of it with a holding page.
 */
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { splitApiFetch } from './dispatch.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { describeAgents } from './adapters/agents/index.ts';
import { createEventsAdapter, describeEvents } from './adapters/events/index.ts';
import { describeSms } from './adapters/sms/index.ts';
import { describeStorage } from './adapters/storage/index.ts';
import { describePayments } from './adapters/payments/index.ts';
import type { Env } from './env.ts';
import type { Logger } from 'pino';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';
import { createSiteApp } from './site/index.ts';
import { listingPageMeta } from './features/catalog/service.ts';
import { buildInBackground, reasonToBuild } from './site/background-build.ts';
import { createMailAdapter, describeMail } from './adapters/mail/index.ts';
import { startRunSweeps } from './features/runs/index.ts';
import { startStatusChecks } from './features/status/service.ts';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** Start-up's words for the site: current, to be built in the background, or served as it is. */
function siteState(env: Env, buildReason: string | null): string {
  if (buildReason)
    return `needs a build (${buildReason}): it builds in the background once the API is ready; pages say "being built" until then`;
  if (process.env.SITE_BUILD === 'skip') return `served from ${env.SITE_DIST_DIR} as it is (SITE_BUILD=skip)`;
  return `up to date, served from ${env.SITE_DIST_DIR}`;
}

export interface Services {
  fetch: Fetch;
  driver: 'pglite' | 'postgres';
  /** Stops the schedules and the background build: nothing new starts. */
  stopBackground(): void;
  /** Ends open events streams (clients reconnect elsewhere). */
  closeEvents(): Promise<void>;
  closeDatabase(): Promise<void>;
}

/**
 * `origin`: where this process answers (for the status page's API check, which asks over HTTP as a monitor would).
 * `created`: a first start's database folder being made meanwhile (server/seed/first-start.ts).
 */
export async function startServices(options: { env: Env; logger: Logger; origin: string; created?: Promise<void> }): Promise<Services> {
  const { env, logger, origin } = options;
  // Said before the database is ready (a first start takes a minute): what answers, and how far the site is.
  logger.info(
    {
      mail: describeMail(env),
      sms: describeSms(env),
      files: describeStorage(env),
      events: describeEvents(env.DATABASE_URL),
      agents: describeAgents(),
      payments: describePayments(env),
    },
    'adapters',
  );
  const buildReason = process.env.SITE_BUILD === 'skip' || process.env.SITE_BUILD === 'wait' ? null : reasonToBuild();
  logger.info({ dist: env.SITE_DIST_DIR, reason: buildReason, state: siteState(env, buildReason) }, 'site');
  const database = await prepareDatabase(env, logger, options.created);

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
  const background = buildReason ? buildInBackground({ reason: buildReason, logger, load: loadSite }) : undefined;
  if (background) site.all('*', (c) => background.fetch(c.req.raw));
  else {
    try {
      site.route('/', loadSite());
    } catch (error) {
      logger.warn({ err: error, distDir: env.SITE_DIST_DIR }, 'site build not found: serving the API only (run `npm run build`)');
    }
  }
  // Started once the API is ready: on two cores the build would otherwise slow down the database's preparation,
  // and the API is what a signed-in person needs first.
  background?.start();

  // Runs another process left (it died holding them) go on here within seconds of their lease lapsing.
  const stopRunSweeps = env.RUN_SWEEP_MS > 0 ? startRunSweeps({ db: database.db, events, env, logger }, env.RUN_SWEEP_MS) : () => {};

  let stopStatusChecks = () => {};
  if (env.STATUS_CHECK_SECONDS > 0) {
    // The status page's checks run here, on the server, and are stored (server/features/status).
    stopStatusChecks = startStatusChecks(
      {
        db: database.db,
        mail,
        events,
        probeApi: async () => {
          const answer = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) });
          if (!answer.ok) throw new Error(`/api/health answered ${answer.status}`);
        },
      },
      env.STATUS_CHECK_SECONDS * 1000,
      (error) => logger.warn({ err: error }, 'status checks could not be stored'),
    );
  }

  return {
    // The API keeps its own error and not-found handling; /api requests reach it directly (server/dispatch.ts).
    fetch: splitApiFetch(api, site) as Fetch,
    driver: database.driver,
    stopBackground() {
      stopRunSweeps();
      stopStatusChecks();
      background?.stop();
    },
    closeEvents: () => events.close(),
    closeDatabase: () => database.close(),
  };
}
