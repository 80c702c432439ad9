/**
 * The catalog page's state: the query (kept in the URL), the page of results it selects, the categories with their
 * counts. Typing replaces the URL (one history entry per search, not per key); a filter, sort or page change pushes
 * one, so Back walks through them; popstate and a fresh load read the URL back.
 */
import { atom, computed } from 'nanostores';
import type { CategoryWithCount, ExpertSummary } from '../../../contract/catalog/index.ts';
import type { ListResult } from '../../lib/api/index.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { catalogApi } from './clients.ts';
import { type CatalogQuery, catalogQueryString, EMPTY_QUERY, listRequest, parseCatalogQuery } from './query.ts';

export const $catalogQuery = atom<CatalogQuery>({ ...EMPTY_QUERY });
/** Never empty: nanoquery waits while a key part is empty. */
const $queryKey = computed($catalogQuery, (query) => `q${catalogQueryString(query)}`);

/** One page of experts for a catalog state (also what the store tests call). */
export function fetchExperts(query: CatalogQuery): Promise<ListResult<ExpertSummary>> {
  return catalogApi.listExperts({ query: listRequest(query) as never });
}

export function fetchCategories(): Promise<CategoryWithCount[]> {
  return catalogApi.listCategories();
}

export const $catalogResults = createFetcherStore<ListResult<ExpertSummary>>(['catalog/experts/', $queryKey], {
  fetcher: (_prefix, key) => fetchExperts(parseCatalogQuery(String(key).slice(1))),
});

/** The site's featured experts, in the order its operators chose (shown under an unfiltered catalog's first page). */
export const $featuredExperts = createFetcherStore<ExpertSummary[]>(['catalog/featured'], {
  fetcher: () => catalogApi.listFeaturedExperts(),
});

/** The catalog as it first opens: no search, filter or sort chosen, the first page. */
export const $catalogUnfiltered = computed($catalogQuery, (query) => catalogQueryString(query) === '');
export const $categories = createFetcherStore<CategoryWithCount[]>(['catalog/categories'], { fetcher: fetchCategories });

type HistoryMode = 'push' | 'replace' | 'none';

function writeUrl(query: CatalogQuery, mode: HistoryMode): void {
  if (mode === 'none' || typeof window === 'undefined') return;
  const url = `${window.location.pathname}${catalogQueryString(query)}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * Changes the catalog state. Any change but the page itself goes back to page 1. Typing (`search`) replaces the URL;
 * everything else pushes a history entry.
 */
export function updateCatalogQuery(patch: Partial<CatalogQuery>, mode?: HistoryMode): void {
  const current = $catalogQuery.get();
  const next = { ...current, ...patch, page: patch.page ?? 1 };
  if (catalogQueryString(next) === catalogQueryString(current)) return;
  $catalogQuery.set(next);
  writeUrl(next, mode ?? ('search' in patch && Object.keys(patch).length === 1 ? 'replace' : 'push'));
}

export function clearCatalogFilters(): void {
  updateCatalogQuery({ ...EMPTY_QUERY, tags: [], search: $catalogQuery.get().search, sort: $catalogQuery.get().sort });
}

export function toggleCatalogTag(slug: string): void {
  const tags = $catalogQuery.get().tags;
  updateCatalogQuery({ tags: tags.includes(slug) ? tags.filter((tag) => tag !== slug) : [...tags, slug] });
}

/** Reads the state from a URL query: the page's first load, and Back/Forward (popstate). */
export function readCatalogUrl(search: string): void {
  $catalogQuery.set(parseCatalogQuery(search));
}

/** Keeps the state in step with the address bar while the catalog island is mounted; returns the cleanup. */
export function followCatalogUrl(): () => void {
  readCatalogUrl(window.location.search);
  const onPop = () => readCatalogUrl(window.location.search);
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
