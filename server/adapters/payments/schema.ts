/**
 * The sandbox provider's own records (it is a provider, so it keeps what a provider keeps): the tokens it issued,
 * each with the behaviour of its test card, and its charges. No card number or security code is stored: a token
 * knows its outcome, brand, last four digits and expiry only.
 */
import { bigint, pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  /** What charging this card does: succeed, decline with a code, or ask for 3-D Secure. */
  outcome: text('outcome').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text('reference').primaryKey(),
  token: text('token').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['succeeded', 'requires_action', 'failed'] }).notNull(),
  declineCode: text('decline_code'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});
