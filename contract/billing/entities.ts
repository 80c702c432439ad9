/**
 * Money as a payer and a creator see it: saved cards (a provider token behind them; never the number or the
 * security code), payments (succeeded, waiting for a 3-D Secure confirmation, or failed with the provider's decline
 * code), subscriptions to experts, and a creator's earnings summed from the ledger. Amounts are integer minor units
 * of an ISO 4217 currency, never floats.
 */
import { z } from 'zod';
import { CategorySchema, QualitySignalsSchema, RunExpertSchema } from '../catalog/entities.ts';
import { timestampSchema } from '../fields.ts';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export const PAYMENT_STATUSES = ['succeeded', 'requires_action', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PURPOSES = ['run', 'subscription'] as const;
export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'canceled'] as const;
/** The provider's decline codes the sandbox answers with (Stripe's names, so the site's messages fit both). */
export const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'payment_intent_authentication_failure'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

const minorUnits = z.number().int().meta({ description: 'Integer minor units of `currency` (cents for USD)' });
const currency = z.string().length(3).meta({ description: 'ISO 4217 code' });

export const PaymentMethodSchema = z
  .object({
    id: z.uuid(),
    brand: z.enum(CARD_BRANDS),
    last4: z.string().length(4),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int(),
    created_at: timestampSchema,
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.output<typeof PaymentMethodSchema>;

export const PaymentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(PAYMENT_STATUSES),
    purpose: z.enum(PAYMENT_PURPOSES),
    amount: minorUnits,
    currency,
    decline_code: z.enum(DECLINE_CODES).nullable().meta({ description: 'Why the provider refused (status failed)' }),
    next_action: z
      .enum(['three_d_secure'])
      .nullable()
      .meta({ description: 'requires_action: the card asks for a 3-D Secure confirmation (confirmPayment)' }),
    expert: RunExpertSchema,
    card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().length(4) }),
    subscription_id: z.uuid().nullable(),
    provider: z.enum(['sandbox']).meta({ description: 'Who moved the money; `sandbox`: no real money' }),
    created_at: timestampSchema,
  })
  .meta({ id: 'Payment' });
export type Payment = z.output<typeof PaymentSchema>;

export const SubscriptionSchema = z
  .object({
    id: z.uuid(),
    expert: RunExpertSchema,
    interval: z.enum(SUBSCRIPTION_INTERVALS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    amount: minorUnits,
    currency,
    current_period_end: timestampSchema.nullable(),
    cancel_at_period_end: z.boolean(),
    created_at: timestampSchema,
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.output<typeof SubscriptionSchema>;

const moneyAmount = z.object({ currency, amount: minorUnits });

export const EarningsSchema = z
  .object({
    balances: z.array(moneyAmount).meta({ description: "The creator's wallet per currency: the sum of their ledger entries" }),
    days: z
      .array(
        z.object({ day: z.string().meta({ description: 'YYYY-MM-DD (UTC)' }), currency, amount: minorUnits, payments: z.number().int() }),
      )
      .meta({ description: 'Earnings per day, oldest first (days with none are left out)' }),
    active_subscribers: z.number().int(),
    paid_runs: z.number().int().meta({ description: 'Runs bought one by one' }),
    by_source: z
      .array(
        z.object({
          source: z
            .enum(PAYMENT_PURPOSES)
            .nullable()
            .meta({ description: "What was paid for; null when the payment's record went with the payer's deleted account" }),
          currency,
          amount: minorUnits,
          payments: z.number().int(),
        }),
      )
      .meta({ description: "The creator's earnings by what was bought: runs one by one, or subscriptions" }),
    experts: z
      .array(
        z.object({
          expert: RunExpertSchema,
          paid_runs: z.number().int(),
          active_subscribers: z.number().int(),
          earnings: z.array(moneyAmount).meta({ description: "The creator's share of this expert's payments, per currency" }),
          quality: QualitySignalsSchema.meta({
            description: 'The figures the catalog shows for it (completed runs, human review, preference)',
          }),
        }),
      )
      .meta({ description: "Each of the creator's experts, highest earnings first" }),
    recent: z
      .array(
        z.object({
          id: z.uuid().meta({ description: 'The ledger transaction' }),
          created_at: timestampSchema,
          purpose: z.enum(PAYMENT_PURPOSES).nullable(),
          expert: RunExpertSchema.nullable().meta({ description: 'Null when the expert or the payment record is gone' }),
          paid: minorUnits.nullable().meta({ description: 'What the payer paid (null when the payment record is gone)' }),
          earning: minorUnits.meta({ description: "The creator's share, after the platform's (and the site's) share" }),
          currency,
        }),
      )
      .meta({ description: 'The latest payments that earned the creator money, newest first (at most 10)' }),
  })
  .meta({ id: 'Earnings' });
export type Earnings = z.output<typeof EarningsSchema>;

/** What you paid in one currency: this month, last month, and this month by the experts' categories. */
export const SpendingInCurrencySchema = z
  .object({
    currency,
    this_month: minorUnits,
    last_month: minorUnits,
    by_category: z
      .array(z.object({ category: CategorySchema.nullable().meta({ description: 'null: the expert is gone' }), amount: minorUnits }))
      .meta({ description: 'This month, largest first' }),
  })
  .meta({ id: 'SpendingInCurrency' });

/** Your spending, summed from your succeeded payments when asked (refunds do not exist yet). */
export const SpendingSchema = z
  .object({
    currencies: z.array(SpendingInCurrencySchema).meta({ description: 'One row per currency you paid in during the two months' }),
    unused_run_credits: z.number().int().meta({ description: 'Paid runs not yet used' }),
    active_subscriptions: z.number().int(),
  })
  .meta({ id: 'Spending' });
export type Spending = z.output<typeof SpendingSchema>;
