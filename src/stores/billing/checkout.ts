/**
 * The checkout on an expert's page: the person's saved cards and their live subscription to the expert, saving a
 * card typed into the form, paying (one run of a per-run expert, or a month of a subscription expert) with the
 * attempt's Idempotency-Key (attempt-key.ts), and the 3-D Secure answer some cards ask for. Islands render the
 * outcome; failures are already shown by `attempt` (a declined card is not a failure: it is a payment whose status
 * is `failed`, and the island says its decline code's message).
 */
import { atom, computed } from 'nanostores';
import type { Payment, PaymentMethod, Subscription } from '../../../contract/billing/index.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/billing/requests.ts';
import type { Price } from '../../../contract/catalog/index.ts';
import type { ListResult } from '../../lib/api/index.ts';
import { createFetcherStore, invalidateKeys } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { $isLoggedIn } from '../auth/session.ts';
import { attemptFor, type CheckoutAttempt } from './attempt-key.ts';
import { billingApi } from './clients.ts';

const DOMAIN = 'billing';
export const CARDS_KEY = 'billing/cards/';
export const SUBSCRIPTIONS_KEY = 'billing/subscriptions/';

/** Only asked for when signed in (a null key part: nanoquery waits). */
const $signedIn = computed($isLoggedIn, (signedIn) => (signedIn ? 'me' : null));

export const $savedCards = createFetcherStore<ListResult<PaymentMethod>>([CARDS_KEY, $signedIn], {
  fetcher: () => billingApi.listPaymentMethods({ query: { limit: 100 } }),
});

export const $mySubscriptions = createFetcherStore<ListResult<Subscription>>([SUBSCRIPTIONS_KEY, $signedIn], {
  fetcher: () => billingApi.listMySubscriptions({ query: { limit: 100 } }),
});

/** The person's live subscription to the expert (active, even when cancelled for the period's end), if any. */
export function liveSubscriptionTo(subscriptions: readonly Subscription[], slug: string): Subscription | undefined {
  return subscriptions.find((subscription) => subscription.expert.slug === slug && subscription.status === 'active');
}

/** The card details as the form holds them (`MM/YY` expiry) → what the provider tokenizes. */
export function cardRequest(card: { number: string; expiry: string; securityCode: string }) {
  const [month = '', year = ''] = card.expiry.split('/');
  return { number: card.number.replace(/\D/g, ''), exp_month: Number(month), exp_year: 2000 + Number(year), cvc: card.securityCode };
}

export async function saveCard(card: { number: string; expiry: string; securityCode: string }): Promise<Outcome<PaymentMethod>> {
  // A card the provider refuses to tokenize is a 422 naming the API's field (number, exp_year, cvc).
  const outcome = await attempt('addPaymentMethod', () => billingApi.addPaymentMethod({ body: cardRequest(card) }), { domain: DOMAIN });
  if (outcome.ok) invalidateKeys((key) => key.startsWith(CARDS_KEY));
  return outcome;
}

/** The attempt being paid (one per page: the checkout panel is the page's only one). */
export const $checkoutAttempt = atom<CheckoutAttempt | null>(null);

/**
 * Pays for the expert with a saved card: one run (per_run) or a month (subscription). A repeat after no answer
 * reuses the attempt's key; any answer settles the attempt.
 */
export async function payForExpert(slug: string, price: Price, cardId: string): Promise<Outcome<Payment>> {
  const subscription = price.model === 'subscription';
  const body = subscription
    ? { expert: slug, interval: 'month' as const, payment_method_id: cardId }
    : { expert: slug, payment_method_id: cardId };
  const current = attemptFor($checkoutAttempt.get(), body);
  $checkoutAttempt.set(current);
  const headers = { [IDEMPOTENCY_KEY_HEADER]: current.key };
  const outcome = await attempt(
    subscription ? 'subscribe' : 'buyRun',
    () =>
      subscription
        ? billingApi.subscribe({ body: { expert: slug, interval: 'month', payment_method_id: cardId } }, { headers })
        : billingApi.buyRun({ body: { expert: slug, payment_method_id: cardId } }, { headers }),
    { domain: DOMAIN },
  );
  if (outcome.ok) settle(outcome.value);
  return outcome;
}

/** The cardholder's 3-D Secure answer (the sandbox's Confirm / Fail buttons); its own key, reused on a retry. */
export async function answerThreeDSecure(paymentId: string, authentication: 'complete' | 'fail'): Promise<Outcome<Payment>> {
  const current = attemptFor($checkoutAttempt.get(), { confirm: paymentId, authentication });
  $checkoutAttempt.set(current);
  const outcome = await attempt(
    'confirmPayment',
    () =>
      billingApi.confirmPayment(
        { params: { id: paymentId }, body: { authentication } },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: current.key } },
      ),
    { domain: DOMAIN },
  );
  if (outcome.ok) settle(outcome.value);
  return outcome;
}

function settle(payment: Payment): void {
  const current = $checkoutAttempt.get();
  if (current) $checkoutAttempt.set({ ...current, settled: true });
  // A subscription that started changes what the page offers ("Subscribed"); the billing page lists both.
  if (payment.status === 'succeeded') invalidateKeys((key) => key.startsWith(SUBSCRIPTIONS_KEY) || key.startsWith('billing/payments/'));
}

/** Whether the expert page shows its checkout panel (opened by the Subscribe / Buy button above it). */
export const $checkoutOpen = atom(false);

export function openCheckout(): void {
  $checkoutOpen.set(true);
}

export function closeCheckout(): void {
  $checkoutOpen.set(false);
}
