/**
 * The admin's moderation desk (issue 27, item 3): reported reviews with each report, kept or removed with a
 * reason; published and suspended listings, suspended with a reason the creator reads or reinstated; and the audit
 * list of every admin action. Only a platform admin may read them; anyone else gets 403, the desk then shows
 * nothing (the review queue above already says "not allowed").
 */
import { atom } from 'nanostores';
import type { ModerationAuditEntry } from '../../../../contract/catalog/audit.ts';
import type { ReviewReport } from '../../../../contract/catalog/entities.ts';
import type { ListResult } from '../../../lib/api/list.ts';
import { handleApiError } from '../../../lib/errors/api-handler.ts';
import { createFetcherStore, invalidateKeys } from '../../../lib/query/client.ts';
import { attempt, type Outcome } from '../../attempt.ts';
import { reviewQueueApi } from './clients.ts';
import { isNotAllowed, QUEUE_PER_PAGE, type QueueListing } from './moderation.ts';

const REPORTS_KEY = 'studio/desk/reports/';
const LIVE_KEY = 'studio/desk/live/';
const AUDIT_KEY = 'studio/desk/audit/';
export type LiveStatus = 'published' | 'suspended';

export const $reportsPage = atom(1);
export const $livePage = atom(1);
export const $liveStatus = atom<LiveStatus>('published');
export const $auditPage = atom(1);
/** Part of a listing's name or handle; empty lists all. */
export const $liveSearch = atom('');

const silentFor = (operation: string) => (error: unknown) =>
  handleApiError(error, { domain: 'catalog', operation, silent: isNotAllowed(error) });

export const $reportedReviews = createFetcherStore<ListResult<ReviewReport>>([REPORTS_KEY, $reportsPage], {
  fetcher: (_key: unknown, page: unknown) => reviewQueueApi.listReviewReports({ query: { page: Number(page), limit: QUEUE_PER_PAGE } }),
  onError: silentFor('listReviewReports'),
});

export const $liveListings = createFetcherStore<ListResult<QueueListing>>([LIVE_KEY, $liveStatus, '/', $livePage, '/', $liveSearch], {
  fetcher: (_key: unknown, status: unknown, _s1: unknown, page: unknown, _s2: unknown, search: unknown) =>
    reviewQueueApi.listExpertSubmissions({
      query: { page: Number(page), limit: QUEUE_PER_PAGE, status: status as LiveStatus, ...(search ? { search: String(search) } : {}) },
    }),
  onError: silentFor('listExpertSubmissions'),
});

export const $auditLog = createFetcherStore<ListResult<ModerationAuditEntry>>([AUDIT_KEY, $auditPage], {
  fetcher: (_key: unknown, page: unknown) => reviewQueueApi.listModerationAudit({ query: { page: Number(page), limit: QUEUE_PER_PAGE } }),
  onError: silentFor('listModerationAudit'),
});

const options = { domain: 'catalog', codeFields: {} };

async function acted<T>(keys: string[], operation: Promise<Outcome<T>>): Promise<Outcome<T>> {
  const outcome = await operation;
  // The item leaves its list either way (another admin may have acted first: 409), and the audit has a new line.
  invalidateKeys((stored) => [...keys, AUDIT_KEY].some((key) => stored.startsWith(key)));
  return outcome;
}

export function resolveReport(id: string, action: 'keep' | 'remove', reason: string) {
  return acted(
    [REPORTS_KEY],
    attempt('resolveReviewReports', () => reviewQueueApi.resolveReviewReports({ params: { id }, body: { action, reason } }), options),
  );
}

export function suspendListing(id: string, reason: string) {
  return acted(
    [LIVE_KEY],
    attempt('suspendExpert', () => reviewQueueApi.suspendExpert({ params: { id }, body: { reason } }), options),
  );
}

export function reinstateListing(id: string) {
  return acted(
    [LIVE_KEY],
    attempt('reinstateExpert', () => reviewQueueApi.reinstateExpert({ params: { id }, body: {} }), options),
  );
}
