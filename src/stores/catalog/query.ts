/**
 * The catalog's state as a URL query (a shared or reloaded link shows the same results): the API's own list
 * parameter names (contract/catalog/inputs.ts), so the page's query and the request's are the same words. Empty and
 * default values are left out of the URL.
 */
import type { ExpertSort } from '../../../contract/catalog/inputs.ts';

export const CATALOG_PAGE_SIZE = 12;

export interface CatalogQuery {
  search: string;
  category: string;
  tags: string[];
  language: string;
  price_model: string;
  price_max: string;
  rating_min: string;
  human_review: boolean;
  sort: ExpertSort;
  sort_direction: '' | 'asc' | 'desc';
  page: number;
}

export const EMPTY_QUERY: CatalogQuery = {
  search: '',
  category: '',
  tags: [],
  language: '',
  price_model: '',
  price_max: '',
  rating_min: '',
  human_review: false,
  sort: 'relevance',
  sort_direction: '',
  page: 1,
};

const SORTS: readonly ExpertSort[] = ['relevance', 'rating', 'newest', 'price', 'popularity', 'runs', 'acceptance', 'preference'];
const TEXT_FIELDS = ['search', 'category', 'language', 'price_model', 'price_max', 'rating_min'] as const;

export function parseCatalogQuery(search: string): CatalogQuery {
  const params = new URLSearchParams(search);
  const query: CatalogQuery = { ...EMPTY_QUERY, tags: [] };
  for (const field of TEXT_FIELDS) query[field] = (params.get(field) ?? '').slice(0, 100);
  query.tags = (params.get('tags') ?? '').split(',').filter(Boolean).slice(0, 10);
  query.human_review = params.get('human_review') === 'true';
  const sort = params.get('sort') as ExpertSort | null;
  query.sort = sort && SORTS.includes(sort) ? sort : 'relevance';
  const direction = params.get('sort_direction');
  query.sort_direction = direction === 'asc' || direction === 'desc' ? direction : '';
  const page = Number(params.get('page'));
  query.page = Number.isInteger(page) && page > 1 ? page : 1;
  return query;
}

/** `?search=…&tags=a,b…`, or '' when everything is the default. */
export function catalogQueryString(query: CatalogQuery): string {
  const params = new URLSearchParams();
  for (const field of TEXT_FIELDS) if (query[field].trim()) params.set(field, query[field].trim());
  if (query.tags.length > 0) params.set('tags', query.tags.join(','));
  if (query.human_review) params.set('human_review', 'true');
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.sort_direction) params.set('sort_direction', query.sort_direction);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API request for a catalog state. */
export function listRequest(query: CatalogQuery) {
  return {
    page: query.page,
    limit: CATALOG_PAGE_SIZE,
    search: query.search.trim() || undefined,
    sort: query.sort,
    sort_direction: query.sort_direction || undefined,
    category: query.category || undefined,
    tags: query.tags.length > 0 ? query.tags.join(',') : undefined,
    language: query.language || undefined,
    price_model: query.price_model || undefined,
    price_max: query.price_max || undefined,
    rating_min: query.rating_min || undefined,
    human_review: query.human_review ? 'true' : undefined,
  };
}
