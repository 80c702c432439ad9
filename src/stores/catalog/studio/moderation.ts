/**
 * The platform admin's moderation queue: creator requests waiting for a decision and listings in review, each paged,
 * with approve and reject (a reason the applicant or creator sees). Only a platform admin may read them: anyone
 * else gets 403, which the queue shows as "not allowed" rather than as an error toast.
 */
import { atom } from 'nanostores';
import type { AdminCreatorRequest, MyExpert } from '../../../../contract/catalog/entities.ts';
import { isApiRequestError } from '../../../lib/api/request-error.ts';
import type { ListResult } from '../../../lib/api/list.ts';
import { handleApiError } from '../../../lib/errors/api-handler.ts';
import { createFetcherStore, invalidateKeys } from '../../../lib/query/client.ts';
import { attempt, type Outcome } from '../../attempt.ts';
import { reviewQueueApi } from './clients.ts';

export const QUEUE_PER_PAGE = 10;
const REQUESTS_KEY = 'studio/queue/requests/';
const LISTINGS_KEY = 'studio/queue/listings/';
export type QueueListing = MyExpert & { creator_email: string };

/** True for the API's answer to someone who is not a platform admin. */
export function isNotAllowed(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 403;
}

function queueStore<T>(key: string, page: typeof $requestsPage, operation: string, load: (page: number) => Promise<ListResult<T>>) {
  return createFetcherStore<ListResult<T>>([key, page], {
    fetcher: (_key: unknown, value: unknown) => load(Number(value)),
    // A 403 is the page's "not allowed" state, not an error to announce.
    onError: (error) => handleApiError(error, { domain: 'catalog', operation, silent: isNotAllowed(error) }),
  });
}

export const $requestsPage = atom(1);
export const $listingsPage = atom(1);

export const $creatorRequestQueue = queueStore<AdminCreatorRequest>(REQUESTS_KEY, $requestsPage, 'listCreatorRequests', (page) =>
  reviewQueueApi.listCreatorRequests({ query: { page, limit: QUEUE_PER_PAGE, status: 'pending' } }),
);
export const $listingQueue = queueStore<QueueListing>(LISTINGS_KEY, $listingsPage, 'listExpertSubmissions', (page) =>
  reviewQueueApi.listExpertSubmissions({ query: { page, limit: QUEUE_PER_PAGE, status: 'in_review' } }),
);

const options = { domain: 'catalog', codeFields: {} };

async function decided<T>(key: string, operation: Promise<Outcome<T>>): Promise<Outcome<T>> {
  const outcome = await operation;
  // A decided item leaves the queue; so does one another admin decided first (409), hence refetch either way.
  invalidateKeys((stored) => stored.startsWith(key));
  return outcome;
}

export function approveCreatorRequest(id: string): Promise<Outcome<AdminCreatorRequest>> {
  return decided(
    REQUESTS_KEY,
    attempt('approveCreatorRequest', () => reviewQueueApi.approveCreatorRequest({ params: { id }, body: {} }), options),
  );
}

export function rejectCreatorRequest(id: string, reason: string): Promise<Outcome<AdminCreatorRequest>> {
  return decided(
    REQUESTS_KEY,
    attempt('rejectCreatorRequest', () => reviewQueueApi.rejectCreatorRequest({ params: { id }, body: { reason } }), options),
  );
}

export function approveListing(id: string): Promise<Outcome<QueueListing>> {
  return decided(
    LISTINGS_KEY,
    attempt('approveExpert', () => reviewQueueApi.approveExpert({ params: { id }, body: {} }), options),
  );
}

export function rejectListing(id: string, reason: string): Promise<Outcome<QueueListing>> {
  return decided(
    LISTINGS_KEY,
    attempt('rejectExpert', () => reviewQueueApi.rejectExpert({ params: { id }, body: { reason } }), options),
  );
}
