/** Writes the list envelope of design.md §5: body meta plus the x-total-count / x-current-page / x-per-page headers. */
import type { Context } from 'hono';

export interface PageMeta {
  total: number;
  current_page: number;
  per_page: number;
}

export function setPageHeaders(c: Context, meta: PageMeta): PageMeta {
  c.header('x-total-count', String(meta.total));
  c.header('x-current-page', String(meta.current_page));
  c.header('x-per-page', String(meta.per_page));
  return meta;
}
