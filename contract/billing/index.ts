/**
 * Billing: a payer's saved cards, buying one run of a per-run expert, subscribing to a subscription expert, the
 * 3-D Secure confirmation some cards ask for, payment history and subscriptions; a creator's earnings. Every
 * money-moving POST needs an `Idempotency-Key` header: repeated with the same key and body it answers the first
 * result (with `Idempotent-Replayed: true`) and charges once. The embedded provider is a sandbox: no real money.
 */
import { z } from 'zod';
import { idParamsSchema, timeZoneQuerySchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { EarningsSchema, PaymentMethodSchema, PaymentSchema, SpendingSchema, SubscriptionSchema } from './entities.ts';
import { billingEndpoints } from './endpoints.ts';
import { addPaymentMethodSchema, billingListQuerySchema, buyRunSchema, confirmPaymentSchema, subscribeSchema } from './requests.ts';

export * from './entities.ts';
export * from './requests.ts';
export { billingEndpoints } from './endpoints.ts';

const read = { access: 'user', scope: 'user:read' } as const;
const write = { access: 'user', scope: 'user:write' } as const;
const TAG = 'Billing';
const empty = z.object({}).strict();
const idempotent =
  'Needs an `Idempotency-Key` header (400 IDEMPOTENCY_KEY_REQUIRED without it); the same key with another body is ' +
  '409 IDEMPOTENCY_KEY_CONFLICT. A declined card is not an error: the payment answers with `status: failed` and ' +
  'its `decline_code`; a card that asks for 3-D Secure answers `requires_action` (confirmPayment).';

export const billingContract = limitWrites(
  defineContract(billingEndpoints, {
    listPaymentMethods: {
      tag: TAG,
      summary: 'Your saved cards (brand, last four digits, expiry)',
      ...read,
      query: billingListQuerySchema,
      response: PaymentMethodSchema,
    },
    addPaymentMethod: {
      tag: TAG,
      summary: 'Save a card: the provider tokenizes it; only the token, brand, last four digits and expiry are kept',
      description:
        'A card the provider refuses answers 422 with the field and its reason as `type`: incorrect_number (Luhn), invalid_expiry_year (expired), incorrect_cvc.',
      ...write,
      status: 201,
      body: addPaymentMethodSchema,
      response: PaymentMethodSchema,
    },
    removePaymentMethod: {
      tag: TAG,
      summary: 'Remove a saved card (past payments keep its brand and last four digits)',
      ...write,
      params: idParamsSchema,
      response: z.object({ id: z.uuid() }),
      errors: ['PAYMENT_METHOD_NOT_FOUND'],
    },
    buyRun: {
      tag: TAG,
      summary: 'Buy one run of a per-run expert (one paid run credit once the payment succeeds)',
      description: idempotent,
      ...write,
      status: 201,
      body: buyRunSchema,
      response: PaymentSchema,
      errors: [
        'IDEMPOTENCY_KEY_REQUIRED',
        'IDEMPOTENCY_KEY_CONFLICT',
        'EXPERT_NOT_FOUND',
        'PAYMENT_METHOD_NOT_FOUND',
        'PRICE_MODEL_MISMATCH',
        'CANNOT_PAY_OWN_EXPERT',
      ],
    },
    subscribe: {
      tag: TAG,
      summary: 'Subscribe to an expert, monthly or yearly; the first period is charged now',
      description: `${idempotent} A yearly subscription costs ten months of the monthly price.`,
      ...write,
      status: 201,
      body: subscribeSchema,
      response: PaymentSchema,
      errors: [
        'IDEMPOTENCY_KEY_REQUIRED',
        'IDEMPOTENCY_KEY_CONFLICT',
        'EXPERT_NOT_FOUND',
        'PAYMENT_METHOD_NOT_FOUND',
        'PRICE_MODEL_MISMATCH',
        'ALREADY_SUBSCRIBED',
        'CANNOT_PAY_OWN_EXPERT',
      ],
    },
    confirmPayment: {
      tag: TAG,
      summary: 'Answer the 3-D Secure check of a payment that requires action (the sandbox simulates the bank)',
      description: 'Needs an `Idempotency-Key` header. Confirming a payment that already succeeded or failed is 409.',
      ...write,
      params: idParamsSchema,
      body: confirmPaymentSchema,
      response: PaymentSchema,
      errors: ['IDEMPOTENCY_KEY_REQUIRED', 'PAYMENT_NOT_FOUND', 'PAYMENT_NOT_CONFIRMABLE'],
    },
    listMyPayments: { tag: TAG, summary: 'Your payments, newest first', ...read, query: billingListQuerySchema, response: PaymentSchema },
    getPayment: {
      tag: TAG,
      summary: 'One of your payments (a receipt); anyone else’s answers 404',
      ...read,
      params: idParamsSchema,
      response: PaymentSchema,
      errors: ['PAYMENT_NOT_FOUND'],
    },
    getMySpending: {
      tag: TAG,
      summary: 'What you spent: this month and last per currency, this month by category, unused paid runs, live subscriptions',
      description: 'Summed from your succeeded payments when asked. `tz` decides where months begin (default UTC).',
      ...read,
      query: timeZoneQuerySchema,
      response: SpendingSchema,
    },
    listMySubscriptions: {
      tag: TAG,
      summary: 'Your subscriptions, newest first',
      ...read,
      query: billingListQuerySchema,
      response: SubscriptionSchema,
    },
    cancelSubscription: {
      tag: TAG,
      summary: 'Cancel at the end of the paid period (it stays usable until then)',
      ...write,
      params: idParamsSchema,
      body: empty,
      response: SubscriptionSchema,
      errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_STATUS_CONFLICT'],
    },
    reactivateSubscription: {
      tag: TAG,
      summary: 'Undo a cancellation before the period ends',
      ...write,
      params: idParamsSchema,
      body: empty,
      response: SubscriptionSchema,
      errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_STATUS_CONFLICT'],
    },
    getMyEarnings: {
      tag: TAG,
      summary:
        'Your earnings as a creator, from the ledger: wallet balance, earnings by day and by source, each expert (runs, subscribers, earnings, quality figures) and the latest payments',
      ...read,
      response: EarningsSchema,
      errors: ['CREATOR_REQUIRED'],
    },
  }),
);
