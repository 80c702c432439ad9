/** What payers send: a card to save (tokenized at once, never stored), a purchase, a subscription, a 3-D Secure answer. */
import { z } from 'zod';
import { dropEmpty } from '../fields.ts';
import { SUBSCRIPTION_INTERVALS } from './entities.ts';

export const addPaymentMethodSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Enter the card number' }))
    .meta({ description: 'Sent once to the provider for a token; never stored or logged' }),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code' })
    .meta({ description: 'Checked by the provider; never stored or logged' }),
});

export const buyRunSchema = z.object({
  expert: z.string().min(1).max(200).meta({ description: "The expert's slug" }),
  payment_method_id: z.uuid(),
});

export const subscribeSchema = z.object({
  expert: z.string().min(1).max(200).meta({ description: "The expert's slug" }),
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  payment_method_id: z.uuid(),
});

export const confirmPaymentSchema = z.object({
  authentication: z
    .enum(['complete', 'fail'])
    .meta({ description: "The sandbox's simulated 3-D Secure answer: the cardholder completes or fails the check" }),
});

export const billingListQuerySchema = z.object({
  page: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(100).default(20)),
});

/** The header every money-moving POST carries: the same key answers the same result and charges once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().trim().min(8).max(200);
