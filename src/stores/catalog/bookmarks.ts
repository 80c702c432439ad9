/**
 * The signed-in person's bookmarked experts on this site, newest first, a page at a time. Bookmarking on an expert
 * page drops the cached pages (setBookmark in expert.ts), so the list is current when the person comes here.
 */
import { atom } from 'nanostores';
import type { ExpertSummary } from '../../../contract/catalog/index.ts';
import type { ListResult } from '../../lib/api/index.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { catalogApi } from './clients.ts';

export const BOOKMARKS_PAGE_SIZE = 24;
export const BOOKMARKS_KEY = 'catalog/bookmarks/';

export const $bookmarksPage = atom(1);

export function fetchBookmarks(page: number): Promise<ListResult<ExpertSummary>> {
  return catalogApi.listBookmarks({ query: { page, limit: BOOKMARKS_PAGE_SIZE } });
}

export const $bookmarks = createFetcherStore<ListResult<ExpertSummary>>([BOOKMARKS_KEY, $bookmarksPage], {
  fetcher: (_prefix, page) => fetchBookmarks(Number(page)),
});
