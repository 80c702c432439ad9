/**
 * What every handler can reach through `c.var`: the app's dependencies, the request id and logger,
 * and who is calling (`auth`, resolved once per request by middleware/session.ts).
 */
import type { AuthState, AuthUser } from './auth-state.ts';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { RateLimitRules } from '../rate-limits.ts';
import type { VerificationSender } from './verification-sender.ts';
import type { MailAdapter } from '../adapters/mail/types.ts';
import type { SmsAdapter } from '../adapters/sms/types.ts';
import type { SessionCache } from './session-cache.ts';
import type { ReadCache } from '../lib/read-cache.ts';
import type { RefusalMemory } from '../lib/refusal-memory.ts';
import type { EventsAdapter } from '../adapters/events/index.ts';
import type { StorageAdapter } from '../adapters/storage/index.ts';
import type { PaymentsAdapter } from '../adapters/payments/index.ts';

export interface AppDeps {
  env: Env;
  db: Database;
  logger: Logger;
  /** Delivers e-mail verification codes; defaults to the outbox writer. */
  verification: VerificationSender;
  /** Delivers mail: SMTP when SMTP_URL is set, else the outbox table. */
  mail: MailAdapter;
  /** Delivers SMS: a webhook when SMS_WEBHOOK_URL is set, else the outbox table. */
  sms: SmsAdapter;
  rateLimits: RateLimitRules;
  /** Short-lived session lookups (features/sessions/cache.ts). */
  sessionCache: SessionCache;
  /** Public reads every visitor shares (the catalog's lists), for CATALOG_CACHE_MS (lib/read-cache.ts). */
  publicReads: ReadCache;
  /** Rate-limit and throttle refusals this process already knows of, answered without the database (lib/refusal-memory.ts). */
  refusals: RefusalMemory;
  /** Method + path + address refused by a per-address limit: answered by the entry layer before any other work. */
  refusedRequests: RefusalMemory;
  /** Carries live events to every API process: in-process, or PostgreSQL LISTEN/NOTIFY (adapters/events). */
  events: EventsAdapter;
  /** Uploaded files: local disk, or S3-compatible when STORAGE_S3_URL is set (adapters/storage). */
  storage: StorageAdapter;
  /** Moves money: the embedded sandbox in this slice (adapters/payments). */
  payments: PaymentsAdapter;
}

export type { AuthState, AuthUser };

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    auth: AuthState | null;
    /**
     * Set by a handler whose write changes neither the caller's account (sessions, profile, roles) nor anything a
     * visitor reads (a message, a receipt, a reaction): the entry layer then keeps the caller's cached session and
     * the public read cache (middleware/api-gate.ts). Unset, every write drops both.
     */
    privateWrite?: true;
  };
}
