/** The social sign-in feature's tables: linked provider identities, sign-ins in flight, registrations to finish. */
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { userRef } from '../../core/schema.ts';

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
