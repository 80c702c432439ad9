/** A creator's page: the profile with its stats on this site, and the experts of theirs this site lists. */
import { atom, computed } from 'nanostores';
import type { CreatorProfile, ExpertSummary } from '../../../contract/catalog/index.ts';
import type { ListResult } from '../../lib/api/index.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { isNetworkError } from '../../lib/query/settings.ts';
import { catalogApi } from './clients.ts';
import { recallVisited, rememberVisited } from './visited.ts';

export const CREATOR_EXPERTS_PAGE_SIZE = 12;
export const $creatorSlug = atom('');
export const $creatorExpertsPage = atom(1);
/** Null until the page has read its slug (see $slugKey in expert.ts). */
const $creatorKey = computed($creatorSlug, (slug) => slug || null);

export async function fetchCreator(slug: string): Promise<CreatorProfile> {
  try {
    const creator = await catalogApi.getCreator({ params: { slug } });
    rememberVisited('creator', slug, creator);
    return creator;
  } catch (error) {
    const kept = isNetworkError(error) ? recallVisited<CreatorProfile>('creator', slug) : undefined;
    if (kept) return kept;
    throw error;
  }
}

/** Their published experts on this site, best rated first. */
export function fetchCreatorExperts(slug: string, page: number): Promise<ListResult<ExpertSummary>> {
  return catalogApi.listExperts({ query: { creator: slug, sort: 'rating', page, limit: CREATOR_EXPERTS_PAGE_SIZE } });
}

export const $creator = createFetcherStore<CreatorProfile>(['catalog/creator/', $creatorKey], {
  fetcher: (_prefix, slug) => fetchCreator(String(slug)),
});

export const $creatorExperts = createFetcherStore<ListResult<ExpertSummary>>(
  ['catalog/creator-experts/', $creatorKey, '/', $creatorExpertsPage],
  { fetcher: (_prefix, slug, _slash, page) => fetchCreatorExperts(String(slug), Number(page)) },
);

export function showCreator(slug: string): void {
  $creatorSlug.set(slug);
}
