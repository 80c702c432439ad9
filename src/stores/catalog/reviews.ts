/**
 * An expert's reviews, a page at a time, and the signed-in person's own review: write, edit, delete; and reporting
 * someone else's. After a change the expert (its rating), its reviews and the viewer state are fetched again.
 */
import { atom } from 'nanostores';
import type { Review } from '../../../contract/catalog/index.ts';
import type { REPORT_REASONS } from '../../../contract/catalog/entities.ts';
import type { ListResult } from '../../lib/api/index.ts';
import { createFetcherStore, invalidateKeys } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { catalogApi } from './clients.ts';
import { $slugKey, viewerKey } from './expert.ts';

export const REVIEWS_PAGE_SIZE = 5;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const $reviewsPage = atom(1);

export function fetchReviews(slug: string, page: number): Promise<ListResult<Review>> {
  return catalogApi.listExpertReviews({ params: { slug }, query: { page, limit: REVIEWS_PAGE_SIZE, sort: 'newest' } });
}

export const $reviews = createFetcherStore<ListResult<Review>>(['catalog/reviews/', $slugKey, '/', $reviewsPage], {
  fetcher: (_prefix, slug, _slash, page) => fetchReviews(String(slug), Number(page)),
});

export function showReviewsPage(page: number): void {
  $reviewsPage.set(page);
}

function refresh(slug: string): void {
  invalidateKeys((key) => key.startsWith(`catalog/reviews/${slug}/`) || key === `catalog/expert/${slug}` || key === viewerKey(slug));
}

const FIELD_CODES = { REVIEW_REQUIRES_USE: 'text', REVIEW_EXISTS: 'text', CANNOT_REVIEW_OWN_EXPERT: 'text' };

export async function writeReview(slug: string, fields: { stars: number; text: string; locale: string }): Promise<Outcome<Review>> {
  const outcome = await attempt(
    'createReview',
    () => catalogApi.createReview({ params: { slug }, body: fields as { stars: number; text: string; locale: 'en' } }),
    { codeFields: FIELD_CODES },
  );
  if (outcome.ok) refresh(slug);
  return outcome;
}

export async function editReview(slug: string, id: string, fields: { stars?: number; text?: string }): Promise<Outcome<Review>> {
  const outcome = await attempt('updateReview', () => catalogApi.updateReview({ params: { id }, body: fields }));
  if (outcome.ok) refresh(slug);
  return outcome;
}

export async function deleteReview(slug: string, id: string): Promise<Outcome<{ deleted: true }>> {
  const outcome = await attempt('deleteReview', () => catalogApi.deleteReview({ params: { id } }));
  if (outcome.ok) refresh(slug);
  return outcome;
}

export function reportReview(id: string, reason: ReportReason, note?: string): Promise<Outcome<{ reported: true }>> {
  return attempt('reportReview', () => catalogApi.reportReview({ params: { id }, body: { reason, note: note?.trim() || undefined } }));
}
