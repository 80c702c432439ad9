/**
 * List requests and responses (spec §3 "Pagination"): page, limit, search, sort, sort_direction and any filters
 * go out as query parameters, empty ones dropped; total, current_page and per_page come back from the body's
 * `meta`, else from the x-total-count / x-current-page / x-per-page headers, else page 1 and 10 per page.
 */
import { DEFAULT_PER_PAGE } from '../pagination.ts';

export const DEFAULT_PAGE = 1;
export { DEFAULT_PER_PAGE };

export type QueryValue = string | number | boolean | null | undefined;

export interface ListParams {
  page?: number;
  limit?: number;
  search?: string;
  sort?: string;
  sort_direction?: 'asc' | 'desc';
  filters?: Record<string, QueryValue | QueryValue[]>;
}

export interface ListMeta {
  total: number;
  /** More items match than `total`: the server stopped counting there (the catalog says "1,000+"). */
  total_capped?: boolean;
  current_page: number;
  per_page: number;
}

export interface ListResult<T> extends ListMeta {
  items: T[];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Query parameters for a list call; undefined, null and '' are dropped (also inside filter arrays). */
export function buildListQuery(params: ListParams = {}): Record<string, string | string[]> {
  const { filters = {}, ...standard } = params;
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries({ ...filters, ...standard })) {
    if (Array.isArray(value)) {
      const kept = value.filter((item) => !isEmpty(item)).map(String);
      if (kept.length > 0) query[name] = kept;
    } else if (!isEmpty(value)) {
      query[name] = String(value);
    }
  }
  return query;
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
}

function readTotal(fromBody: Record<string, unknown>, headers?: Headers): number | undefined {
  return positiveInteger(fromBody.total) ?? positiveInteger(headers?.get('x-total-count') ?? undefined);
}

function bodyMeta(meta: unknown): Record<string, unknown> {
  return meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {};
}

/** Reads the paging figures from `meta` first, then the headers, then the defaults (total 0, page 1, 10). */
export function readListMeta(meta: unknown, headers?: Headers): ListMeta {
  const fromBody = bodyMeta(meta);
  const header = (name: string) => headers?.get(name) ?? undefined;
  const page = positiveInteger(fromBody.current_page) ?? positiveInteger(header('x-current-page'));
  const perPage = positiveInteger(fromBody.per_page) ?? positiveInteger(header('x-per-page'));
  const capped = fromBody.total_capped === true || header('x-total-capped') === 'true';
  return {
    total: readTotal(fromBody, headers) ?? 0,
    ...(capped ? { total_capped: true } : {}),
    current_page: page && page >= 1 ? page : DEFAULT_PAGE,
    per_page: perPage && perPage >= 1 ? perPage : DEFAULT_PER_PAGE,
  };
}

/**
 * A list body is `{ data: [...], meta }`; a bare array is accepted from endpoints that send only headers.
 * Without any total the list is taken as complete, so the total is the number of items.
 */
export function readListResult<T>(body: unknown, headers?: Headers): ListResult<T> {
  const envelope = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const items = (Array.isArray(body) ? body : Array.isArray(envelope.data) ? envelope.data : []) as T[];
  const meta = readListMeta(envelope.meta, headers);
  return { items, ...meta, total: readTotal(bodyMeta(envelope.meta), headers) ?? items.length };
}
