/**
 * The API's configuration, read from the environment once and validated with zod.
 * This is the only file that touches `process.env`; everything else receives an `Env`.
 */
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** One configured OpenID Connect / OAuth 2 provider for social sign-in (used by the social feature). */
export const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  issuer: z.url(),
  client_id: z.string(),
  client_secret: z.string().optional(),
  scopes: z.array(z.string()).default(['openid', 'email', 'profile']),
  /** Where the provider sends the browser back (the site's callback page); defaults to OIDC_REDIRECT_URI. */
  redirect_uri: z.url().optional(),
});
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

const envSchema = z.object({
  /** Interface to bind; 0.0.0.0 in containers. */
  HOST: z.string().default('127.0.0.1'),
  /** Port for the one process serving site and API. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** `production` turns off dev-only routes (outbox viewer) and pretty errors. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** pino level; `silent` in tests. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: short readable lines at a terminal (outside production), JSON lines otherwise; or always `pretty` / `json`. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** PostgreSQL connection string. Unset: embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections per API process (a send holds one for about six round trips; docs/decisions.md). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Data folder of the embedded database, created on first run. `memory://` keeps it in memory. */
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** Public origin of site and API (e.g. https://agentic.example). https here makes cookies Secure + __Host-. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Comma-separated origins allowed to call the API cross-origin with credentials. */
  CORS_ORIGINS: commaList.default([]),
  /** Trust X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host (only behind a proxy you run). */
  TRUST_PROXY: flag.default(false),
  /** SMTP connection URL for nodemailer. Unset: mails go to the outbox table. */
  SMTP_URL: z.string().optional(),
  /** Sender address of outgoing mail. */
  MAIL_FROM: z.string().default('Agentic Experts <no-reply@agentic.example>'),
  /** HTTPS endpoint that receives SMS as JSON `{ to, body, language }` (see server/adapters/sms/webhook.ts). Unset: SMS go to the outbox table. */
  SMS_WEBHOOK_URL: z.url().optional(),
  /** Bearer token sent to SMS_WEBHOOK_URL. */
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  /** Maximum password age in days; 0 turns expiry off (default, NIST 800-63B discourages forced rotation). */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
  /**
   * Failed sign-ins per account and client address before each further attempt has to wait (1 s, doubling); an
   * account takes four times as many from unknown addresses before its account-wide delay starts
   * (features/auth/throttle.ts). Failures never lock an account.
   */
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  /** The longest of those delays, in minutes. */
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Session lifetime; each refresh extends it by this much again. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(14),
  /** Live sessions one account may hold; a new sign-in past it revokes the oldest (by creation). */
  SESSION_MAX_PER_USER: z.coerce.number().int().min(1).max(10_000).default(50),
  /**
   * How long one API process may reuse a session lookup (ms); 0 turns the cache off. Another process may honour a
   * revoked session for at most this long (see server/features/sessions/cache.ts).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long one API process may reuse a public catalog list (ms); 0 turns the cache off. A change made through
   * another process shows after at most this long (server/lib/read-cache.ts).
   */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** The PostgreSQL NOTIFY channel of live events: every API process of one deployment uses the same. */
  EVENTS_CHANNEL: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default('ae_events'),
  /** How often an open events stream gets a keep-alive comment (proxies drop silent connections). */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** A replay also resends the events of this window, for events that committed out of id order (events/log.ts). */
  EVENTS_REPLAY_OVERLAP_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Where attachments are kept by the local-disk storage adapter. */
  STORAGE_DIR: z.string().min(1).default('.data/storage'),
  /** S3-compatible storage for attachments (endpoint URL incl. bucket as first path segment); unset keeps local disk. */
  STORAGE_S3_URL: z.url().optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Who moves money: `sandbox`, the embedded provider (Stripe's test cards, no real money, said on every payment page).
   * A Stripe implementation is not part of this slice (docs/decisions.md).
   */
  PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Encrypts model-provider keys at rest (agent connections); required in production to store a key. */
  AGENT_KEYS_SECRET: z.string().min(16).optional(),
  /** Keys the pseudonyms of raters and reviewers in dataset exports; required in production to export. */
  DATASET_PSEUDONYM_SECRET: z.string().min(16).optional(),
  /**
   * A run being advanced is leased to one process this long, renewed every third of it while the process works; a
   * lease that lapses (its process died) is taken over by the next sweep of any live process.
   */
  RUN_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
  /** How often each process looks for runs whose lease lapsed and answers left streaming (0: only at start-up). */
  RUN_SWEEP_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** Largest attachment, in megabytes. */
  ATTACHMENT_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  /** Serve the main tenant on every host (build-time setting mirrored for the Node server). */
  FORCE_MAIN_TENANT: flag.default(false),
  /** Folder of the prebuilt site served next to the API. */
  SITE_DIST_DIR: z.string().default('dist'),
  /** Megabytes of site file bodies (all encodings) kept in memory; least recently used files are dropped first. */
  /** Seconds between the status page's server checks (API, database, mail, events); 0 turns the schedule off. */
  STATUS_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SITE_FILE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** JSON array of OIDC providers for social sign-in, see `oidcProviderSchema`. */
  OIDC_PROVIDERS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return z.array(oidcProviderSchema).parse(JSON.parse(text));
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `OIDC_PROVIDERS must be a JSON array of providers: ${String(error)}` });
        return z.NEVER;
      }
    }),
  /**
   * The site's social sign-in callback page, registered with every provider (a provider's own `redirect_uri`
   * wins). Unset: `<PUBLIC_ORIGIN or http://localhost:PORT>/auth/social/callback`.
   */
  OIDC_REDIRECT_URI: z.url().optional(),
  /**
   * Overrides of named rate limits as JSON, e.g. `{"signIn":{"limit":100000,"windowSeconds":60}}` (names in
   * server/rate-limits.ts and server/features/verification/rate-limits.ts). For load tests; empty by default.
   */
  RATE_LIMITS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return z
          .record(z.string(), z.object({ limit: z.number().int().min(1), windowSeconds: z.number().int().min(1) }))
          .parse(JSON.parse(text));
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `RATE_LIMITS must be a JSON object of { limit, windowSeconds }: ${String(error)}`,
        });
        return z.NEVER;
      }
    }),
  /** Seed the demo data on first run (off in production unless asked for). */
  SEED_DEMO: flag.optional(),
  /**
   * E-mail addresses of platform admins (they approve creators and listings, write status notes). Unset: the seeded
   * demo admin outside production, nobody in production (server/core/roles.ts).
   */
  PLATFORM_ADMIN_EMAILS: commaList.optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parse an environment (process.env by default); throws one readable error naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nFix the variables above and restart.`);
  }
  return result.data;
}

/** Whether cookies must be Secure/__Host- regardless of the request (public origin is https). */
export function isHttpsDeployment(env: Env): boolean {
  return env.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
}
