/**
 * The database schema for the whole account contract (spec §7). Drizzle is the single truth:
 * `npm run db:generate` turns changes here into SQL migrations under server/db/migrations.
 * Every user-owned row references users ON DELETE CASCADE, so deleting a user removes all their data.
 * Secrets (session tokens, codes, keys) are stored only as SHA-256 hashes; passwords as argon2id.
 */
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

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
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
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

export const VERIFICATION_PURPOSES = ['email', 'phone', 'password_reset', 'two_factor_login'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * Short-lived secrets: e-mail/phone codes, password-reset tokens and 2FA sign-in challenges.
 * `metadata` carries purpose-specific context (e.g. the phone number a code was sent to).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose), index('verification_codes_hash_idx').on(t.codeHash)],
);

export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret. Null `enabledAt` means set up but not yet confirmed. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** Last accepted TOTP time step: a code is accepted once in its window (replay protection). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

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

export const apiKeys = pgTable(
  'api_keys',
  { ...credentialColumns(), expiresAt: timestamp('expires_at', { withTimezone: true }) },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  { ...credentialColumns(), expiresAt: timestamp('expires_at', { withTimezone: true }).notNull() },
  (t) => [uniqueIndex('pat_key_hash_key').on(t.keyHash), index('pat_user_idx').on(t.userId)],
);

export const securitySettings = pgTable('security_settings', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** E-mail the user when a new device signs in. */
  loginAlerts: boolean('login_alerts').notNull().default(true),
  /** Refuse sign-in without a second factor once 2FA is enabled (cannot be turned off while 2FA is on). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** Sessions idle longer than this many minutes end; null keeps the default lifetime. */
  sessionIdleMinutes: integer('session_idle_minutes'),
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

/** Fixed-window counters shared by every API process (see middleware/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Mail and SMS waiting to be delivered, or kept for development when no transport is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  status: text('status', { enum: ['pending', 'running', 'completed', 'failed'] }).notNull().default('pending'),
  progress: integer('progress').notNull().default(0),
  archive: jsonb('archive'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: userRef(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_accounts_user_idx').on(t.userId)],
);

/** OIDC authorization requests in flight (state, nonce, PKCE verifier), single use. */
export const loginTransactions = pgTable('login_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  state: text('state').notNull().unique(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirect: text('redirect'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * Verified social identities waiting for the person to finish registration (single use, short-lived).
 * Only the SHA-256 of the registration token is kept; the claims are the ones the provider asserted.
 */
export const socialRegistrations = pgTable('social_registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  fullName: text('full_name'),
  redirect: text('redirect'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
