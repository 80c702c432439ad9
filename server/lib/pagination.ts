/** Writes the list envelope of design.md §5: body meta plus the x-total-count / x-current-page / x-per-page headers. */
import type { Context } from 'hono';
import { setResponseHeader } from './response-headers.ts';

export interface PageMeta {
  total: number;
  /** More match than `total`: the count stopped there (bounded counts, the catalog's "1,000+"). */
  total_capped?: boolean;
  current_page: number;
  per_page: number;
}

/**
 * Call it just before answering: the headers go straight onto the Node response (lib/response-headers.ts), because
 * `c.header()` would make Hono build a WHATWG Headers object that @hono/node-server then iterates on every list.
 */
export function setPageHeaders(c: Context, meta: PageMeta): PageMeta {
  setResponseHeader(c, 'x-total-count', String(meta.total));
  if (meta.total_capped) setResponseHeader(c, 'x-total-capped', 'true');
  setResponseHeader(c, 'x-current-page', String(meta.current_page));
  setResponseHeader(c, 'x-per-page', String(meta.per_page));
  return meta;
}
