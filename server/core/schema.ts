/**
 * The identity tables that every feature builds on (the auth core): users, their sessions, 2FA state, API keys and
 * personal tokens, security settings, the audit log and the shared rate-limit counters. Features keep their own
 * tables in `server/features/<name>/schema.ts` and reference users through {@link userRef}; drizzle-kit reads
 * every schema file into the one migration history (drizzle.config.ts). Every user-owned row references users ON
 * DELETE CASCADE, so deleting a user removes all their data. Secrets (session tokens, codes, keys) are stored only
 * as SHA-256 hashes; passwords as argon2id.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/** The owning user of a row; the row goes when the user is deleted. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    username: text('username'),
    /** Always stored lower-cased so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** Null for accounts created through social sign-in only. */
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    promotionalOptIn: boolean('promotional_opt_in').notNull().default(false),
    profileComplete: boolean('profile_complete').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * A real lock, set by an administrator (or a future policy), never by failed sign-ins: those only slow down
     * further attempts (sign_in_throttles). A correct password on a locked account answers ACCOUNT_LOCKED.
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** SHA-256 of the cookie token; the CSRF token is derived from the token, so it needs no column. */
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    deviceLabel: text('device_label'),
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret. Null `enabledAt` means set up but not yet confirmed. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** Last accepted TOTP time step: a code is accepted once in its window (replay protection). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Shared shape of API keys and personal access tokens: shown once, stored hashed, visible prefix. */
function credentialColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    /** First characters of the secret, shown in lists so a person can recognise it. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  };
}

export const apiKeys = pgTable('api_keys', { ...credentialColumns(), expiresAt: timestamp('expires_at', { withTimezone: true }) }, (t) => [
  uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
  index('api_keys_user_idx').on(t.userId),
]);

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  { ...credentialColumns(), expiresAt: timestamp('expires_at', { withTimezone: true }).notNull() },
  (t) => [uniqueIndex('pat_key_hash_key').on(t.keyHash), index('pat_user_idx').on(t.userId)],
);

export const securitySettings = pgTable('security_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E-mail the user when a new device signs in. */
  loginAlerts: boolean('login_alerts').notNull().default(true),
  /** Refuse sign-in without a second factor once 2FA is enabled (cannot be turned off while 2FA is on). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** Sessions idle longer than this many minutes end; null keeps the default lifetime. */
  sessionIdleMinutes: integer('session_idle_minutes'),
  /** A password change or reset also deletes the user's API keys and personal access tokens. */
  revokeCredentialsOnPasswordChange: boolean('revoke_credentials_on_password_change').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    type: text('type').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /**
     * Insertion order. Timestamps tie (events written in one transaction share now(); PGlite's clock is coarse),
     * so the audit log orders by this to stay stable across pages.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('security_events_user_seq_idx').on(t.userId, t.seq)],
);

/** Fixed-window counters shared by every API process (see core/rate-limit-counter.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;

/**
 * What platform admins did (suspend, reinstate, approve and reject listings, resolve reported reviews, write and
 * change status notes): one row written in the same transaction as the action. The actor and target keep a
 * snapshot of their names, so the line still reads after an account or listing is gone.
 */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('moderation_audit_seq_idx').on(t.seq)],
);
