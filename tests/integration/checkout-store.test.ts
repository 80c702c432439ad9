/**
 * The checkout store (src/stores/billing/checkout.ts) against the real API in-process on the seeded catalog, as a
 * new member: save the sandbox's 4242 card, buy one run and subscribe (each charged once even when the same attempt
 * is sent twice), a declined card answering its decline code, and the 3-D Secure card waiting for the answer.
 */
import '../../src/lib/errors/english.testing.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../contract/auth/endpoints.ts';
import type { Price } from '../../contract/catalog/index.ts';
import { payments } from '../../server/features/billing/schema.ts';
import { clearCsrfToken } from '../../src/lib/api/csrf.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { setErrorLogger } from '../../src/lib/errors/normalize.ts';
import { configureBillingClient } from '../../src/stores/billing/clients.ts';
import { $checkoutAttempt, answerThreeDSecure, liveSubscriptionTo, payForExpert, saveCard } from '../../src/stores/billing/checkout.ts';
import { billingApi } from '../../src/stores/billing/clients.ts';
import { createTestApp, DATABASE_SETUP_TIMEOUT_MS, signUp, type TestContext } from '../api/helpers.ts';
import { createAppFetch } from '../support/app-fetch.ts';
import { seedTestCatalog } from '../support/catalog.ts';

let ctx: TestContext;
let userId: string;
const PER_RUN = { slug: 'gi-visit-prep-sheet', price: { model: 'per_run', amount: 300, currency: 'USD', interval: null } as Price };
const MONTHLY = {
  slug: 'low-residue-meal-planner',
  price: { model: 'subscription', amount: 900, currency: 'USD', interval: 'month' } as Price,
};
const card = (number: string) => ({ number, expiry: '12/40', securityCode: '123' });

beforeAll(async () => {
  setErrorLogger(() => {});
  ctx = await createTestApp();
  await seedTestCatalog(ctx);
  const account = await signUp(ctx.app);
  userId = account.userId;
  clearCsrfToken();
  const client = createApiClient({ baseURL: 'http://localhost', fetch: createAppFetch(ctx.app).fetch });
  configureBillingClient(client);
  await client.request('POST', authEndpoints.signIn.path, { body: { email: account.email, password: account.password } });
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx?.close();
});

async function paymentsOf(purpose: 'run' | 'subscription') {
  return ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, purpose)));
}

describe('checkout', () => {
  it('buys one run with the 4242 card; the same unanswered attempt sent again is charged once', async () => {
    const saved = await saveCard(card('4242 4242 4242 4242'));
    if (!saved.ok) throw new Error('the 4242 card was not saved');
    expect(saved.value.last4).toBe('4242');

    const bought = await payForExpert(PER_RUN.slug, PER_RUN.price, saved.value.id);
    expect(bought.ok && bought.value).toMatchObject({ status: 'succeeded', purpose: 'run', amount: 300, currency: 'USD' });
    // The answer got lost on the way (as a dropped connection would): the same attempt is pressed again.
    const attempt = $checkoutAttempt.get();
    if (!attempt) throw new Error('no attempt');
    $checkoutAttempt.set({ ...attempt, settled: false });
    const again = await payForExpert(PER_RUN.slug, PER_RUN.price, saved.value.id);
    expect(again.ok && again.value.id).toBe(bought.ok && bought.value.id);
    expect(await paymentsOf('run')).toHaveLength(1);

    // A new press after an answer is a new attempt: a second run.
    const second = await payForExpert(PER_RUN.slug, PER_RUN.price, saved.value.id);
    expect(second.ok && second.value.id).not.toBe(bought.ok && bought.value.id);
    expect(await paymentsOf('run')).toHaveLength(2);
  });

  it('a declined card answers a failed payment with its decline code, then subscribes with a good card', async () => {
    const declinedCard = await saveCard(card('4000 0000 0000 0002'));
    if (!declinedCard.ok) throw new Error('the declining card was not saved');
    const declined = await payForExpert(MONTHLY.slug, MONTHLY.price, declinedCard.value.id);
    expect(declined.ok && declined.value).toMatchObject({ status: 'failed', decline_code: 'card_declined' });

    const good = await saveCard(card('4242424242424242'));
    if (!good.ok) throw new Error('the 4242 card was not saved');
    const subscribed = await payForExpert(MONTHLY.slug, MONTHLY.price, good.value.id);
    expect(subscribed.ok && subscribed.value).toMatchObject({ status: 'succeeded', purpose: 'subscription', amount: 900 });
    const mine = await billingApi.listMySubscriptions();
    expect(liveSubscriptionTo(mine.items, MONTHLY.slug)).toMatchObject({ status: 'active', interval: 'month' });
    expect(liveSubscriptionTo(mine.items, PER_RUN.slug)).toBeUndefined();
  });

  it('a 3-D Secure card waits for the answer; Fail ends it declined, Confirm pays', async () => {
    const secure = await saveCard(card('4000 0025 0000 3155'));
    if (!secure.ok) throw new Error('the 3-D Secure card was not saved');
    const waiting = await payForExpert(PER_RUN.slug, PER_RUN.price, secure.value.id);
    if (!waiting.ok) throw new Error('no payment');
    expect(waiting.value).toMatchObject({ status: 'requires_action', next_action: 'three_d_secure' });
    const failed = await answerThreeDSecure(waiting.value.id, 'fail');
    expect(failed.ok && failed.value).toMatchObject({ status: 'failed', decline_code: 'payment_intent_authentication_failure' });

    const again = await payForExpert(PER_RUN.slug, PER_RUN.price, secure.value.id);
    if (!again.ok) throw new Error('no payment');
    const confirmed = await answerThreeDSecure(again.value.id, 'complete');
    expect(confirmed.ok && confirmed.value).toMatchObject({ status: 'succeeded', purpose: 'run' });
  });

  it('a card number the provider refuses is a field error on the number, not a saved card', async () => {
    const refused = await saveCard(card('4242 4242 4242 4241'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.failure.fields)).toContain('number');
  });
});
