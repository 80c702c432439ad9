/**
 * Paying as a person would, for the seed: a saved sandbox test card (4242…) and a month's subscription or one
 * run, through the same code as the API, so the seeded runs are entitled and the creators' earnings come from
 * ledger rows. Idempotent per `key` (a seed run twice charges once).
 */
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import { expertPriceOf, findExpertById } from '../catalog/service.ts';
import type { BillingDeps, Payer } from './deps.ts';
import { entitlementOf } from './entitlements.ts';
import { addPaymentMethod } from './methods.ts';
import { buyRun, subscribe } from './payments.ts';
import { paymentMethods } from './schema.ts';

export const SANDBOX_TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } as const;

async function testCardOf(deps: BillingDeps, userId: string): Promise<string> {
  const [saved] = await deps.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.last4, '4242')))
    .limit(1);
  return saved?.id ?? (await addPaymentMethod(deps, userId, { ...SANDBOX_TEST_CARD })).id;
}

/** Makes `payer` entitled to run the expert once more (nothing to do for a free one, a creator or a live subscription). */
export async function payToRun(deps: BillingDeps, payer: Payer, expertId: string, key: string): Promise<'paid' | 'entitled'> {
  const entitlement = await entitlementOf(deps.db, payer.userId, expertId);
  if (entitlement.kind !== 'none') return 'entitled';
  const expert = await findExpertById(deps.db, expertId);
  const price = await expertPriceOf(deps.db, expertId);
  if (!expert || !price) throw new ApiError('EXPERT_NOT_FOUND');
  const card = await testCardOf(deps, payer.userId);
  const charged =
    price.model === 'subscription'
      ? await subscribe(deps, payer, { expert: expert.slug, interval: 'month', payment_method_id: card }, key)
      : await buyRun(deps, payer, { expert: expert.slug, payment_method_id: card }, key);
  if (charged.payment.status !== 'succeeded') throw new Error(`seed payment for ${expert.slug} did not succeed`);
  return 'paid';
}
