/** The verification feature's table: e-mail and phone codes, reset tokens and 2FA sign-in challenges. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { userRef } from '../../core/schema.ts';

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
