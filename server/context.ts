/**
 * What every handler can reach through `c.var`: the app's dependencies, the request id and logger,
 * and who is calling (`auth`, resolved once per request by middleware/session.ts).
 */
import type { Logger } from 'pino';
import type { Database } from './db/client.ts';
import type { User } from './db/schema.ts';
import type { Env } from './env.ts';
import type { RateLimitRules } from './rate-limits.ts';
import type { VerificationSender } from './features/verification/sender.ts';
import type { MailAdapter } from './adapters/mail/types.ts';
import type { SmsAdapter } from './adapters/sms/types.ts';
import type { SessionCache } from './features/sessions/cache.ts';

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
}

/** The signed-in user as loaded on every authenticated request (one query with the session). */
export interface AuthUser extends User {
  twoFactorEnabled: boolean;
}

export type AuthState =
  | {
      kind: 'session';
      user: AuthUser;
      session: { id: string; createdAt: Date; expiresAt: Date; lastSeenAt: Date; twoFactorVerified: boolean };
      /** Raw cookie token of this request (needed to derive the CSRF token; never logged). */
      token: string;
      csrfToken: string;
    }
  | {
      kind: 'bearer';
      user: AuthUser;
      credential: { id: string; type: 'api_key' | 'personal_access_token'; scopes: string[] };
    };

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    auth: AuthState | null;
  };
}
