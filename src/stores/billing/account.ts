/**
 * The billing page's lists (spec: payment history, methods, subscriptions): the person's saved cards, their
 * payments newest first, and their subscriptions to experts with cancel at period end and reactivation.
 */
import type { Payment, PaymentMethod, Subscription } from '../../../contract/billing/entities.ts';
import type { ListResult } from '../../lib/api/list.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore, invalidateKeys } from '../../lib/query/client.ts';
import { attempt } from '../attempt.ts';
import { billingApi } from './clients.ts';

const KEY = 'billing/account/';
const failed = (operation: string) => (error: unknown) => handleApiError(error, { domain: 'billing', operation });

export const $myCards = createFetcherStore<ListResult<PaymentMethod>>([`${KEY}cards`], {
  fetcher: () => billingApi.listPaymentMethods({ query: { limit: 50 } }),
  onError: failed('listPaymentMethods'),
});

export const $myPayments = createFetcherStore<ListResult<Payment>>([`${KEY}payments`], {
  fetcher: () => billingApi.listMyPayments({ query: { limit: 50 } }),
  onError: failed('listMyPayments'),
});

export const $mySubscriptions = createFetcherStore<ListResult<Subscription>>([`${KEY}subscriptions`], {
  fetcher: () => billingApi.listMySubscriptions({ query: { limit: 50 } }),
  onError: failed('listMySubscriptions'),
});

const reread = () => invalidateKeys((key) => key.startsWith(KEY));

export function removeCard(id: string) {
  return attempt(
    'removePaymentMethod',
    async () => {
      await billingApi.removePaymentMethod({ params: { id } });
      reread();
    },
    { domain: 'billing' },
  );
}

export function cancelSubscription(id: string) {
  return attempt(
    'cancelSubscription',
    async () => {
      const subscription = await billingApi.cancelSubscription({ params: { id }, body: {} });
      reread();
      return subscription;
    },
    { domain: 'billing' },
  );
}

export function reactivateSubscription(id: string) {
  return attempt(
    'reactivateSubscription',
    async () => {
      const subscription = await billingApi.reactivateSubscription({ params: { id }, body: {} });
      reread();
      return subscription;
    },
    { domain: 'billing' },
  );
}
