/** The auth feature's table: sign-in throttling (throttle.ts). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password sign-ins, counted per account and source (`pair:` + SHA-256 of e-mail and IP) and per account
 * (`account:` + SHA-256 of the e-mail), for addresses with and without an account alike, so the table tells nothing
 * about who is registered. Past a threshold each further attempt has to wait a growing delay (throttle.ts).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  /** The next attempt is refused (429 with Retry-After) until then; null = no delay. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** Counts older than a day start over. */
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});
