/**
 * Billing's tables (docs/decisions.md, "Money"): saved cards (a provider token, never the number or the security
 * code), payments, subscriptions, paid run credits, and the double-entry ledger. The ledger is append-only and
 * every transaction balances to zero; both are enforced by triggers in the migration (0017), not only by this code.
 * Wallets are sums of ledger entries (ledger.ts), never stored totals. Ledger rows carry plain ids, no foreign keys:
 * deleting an account removes its payments and cards, and the money's history stays whole.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CARD_BRANDS,
  DECLINE_CODES,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from '../../../contract/billing/entities.ts';
import { users } from '../../core/schema.ts';
import { createdAt } from '../../db/columns.ts';
import { experts } from '../catalog/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox'] }).notNull(),
    providerToken: text('provider_token').notNull().unique(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_user').on(t.userId, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    /** Where the person subscribed: that site's tenant takes its share of each payment. */
    tenantId: text('tenant_id').notNull(),
    interval: text('interval', { enum: SUBSCRIPTION_INTERVALS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user').on(t.userId, t.createdAt),
    index('subscriptions_expert').on(t.expertId, t.status),
    // One live subscription per person and expert: two subscribes at once cannot both charge.
    uniqueIndex('subscriptions_one_live').on(t.userId, t.expertId).where(sql`${t.status} in ('incomplete', 'active')`),
    check('subscriptions_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    tenantId: text('tenant_id').notNull(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** Kept on the payment so a receipt still names the card after it is removed. */
    cardBrand: text('card_brand', { enum: CARD_BRANDS }).notNull(),
    cardLast4: text('card_last4').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    declineCode: text('decline_code', { enum: DECLINE_CODES }),
    provider: text('provider', { enum: ['sandbox'] }).notNull(),
    providerReference: text('provider_reference').notNull(),
    /** The caller's Idempotency-Key, and what it asked for: a repeat with another body is refused. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    /** The Idempotency-Key of the 3-D Secure answer that settled it: a repeat answers the same payment. */
    confirmationKey: text('confirmation_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency').on(t.userId, t.idempotencyKey),
    index('payments_user').on(t.userId, t.createdAt),
    index('payments_expert').on(t.expertId, t.status),
    check('payments_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** One paid run: a per-run purchase grants one, a run started on the expert uses it. */
export const runCredits = pgTable(
  'run_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The run that used it (runs' id; no foreign key: billing stands below runs). */
    usedByRunId: uuid('used_by_run_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('run_credits_unused').on(t.userId, t.expertId).where(sql`${t.usedAt} is null`)],
);

export const LEDGER_ACCOUNTS = ['user_card', 'platform_fee', 'tenant_share', 'creator_earning'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['payment'] }).notNull(),
  /** One transaction per money-moving operation: `payment:<id>`. A second write of it fails on this key. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentId: uuid('payment_id'),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** The person the account belongs to: the payer (user_card), the creator (creator_earning); null otherwise. */
    ownerId: uuid('owner_id'),
    /** The site whose share this is (tenant_share); null otherwise. */
    tenantId: text('tenant_id'),
    /** Integer minor units: negative leaves the account, positive arrives. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction').on(t.transactionId),
    index('ledger_entries_owner').on(t.account, t.ownerId, t.createdAt),
    check('ledger_entries_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
