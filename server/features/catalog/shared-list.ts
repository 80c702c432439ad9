/**
 * The public expert list as every visitor of a tenant shares it (lib/read-cache.ts): kept as the bytes of its answer,
 * and found again by the raw query string before the route's validators run.
 *
 * Why: under bench:catalog's load nearly every list is a cache hit, and a hit still parsed its query with zod and the
 * text rule (about 8 % of the server's CPU in a profile) only to compute the key of an answer it already had. The raw
 * query string (with the tenant) is an alias of that key: the same string always parses to the same query, so it
 * can never point at another list; a string that fails validation never reaches the handler, so it has no alias and
 * still gets its 422.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ExpertListQuery, ExpertSummary } from '../../../contract/catalog/index.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import type { AppEnv } from '../../core/context.ts';
import { type PageMeta, setPageHeaders } from '../../lib/pagination.ts';
import { answerSerialisedJson, type SerialisedJson, serialiseJson } from '../../lib/serialised-json.ts';
import { requestTenant } from '../../core/tenant.ts';

export interface SharedList {
  meta: PageMeta;
  body: SerialisedJson<{ data: ExpertSummary[]; meta: PageMeta }>;
}

export function sharedList(data: ExpertSummary[], meta: PageMeta): SharedList {
  return { meta, body: serialiseJson({ data, meta }) };
}

/** The cache key of a parsed query: its keys come in the schema's order and without empty values. */
export function sharedListKey(tenant: TenantId, query: ExpertListQuery): string {
  return `experts:${tenant}:${JSON.stringify(query)}`;
}

/** The same list named by what the client sent: the tenant and the query string exactly as it arrived. */
export function sharedListAlias(c: Context<AppEnv>, tenant: TenantId): string {
  const url = c.req.url;
  const at = url.indexOf('?');
  return `experts?${tenant}?${at < 0 ? '' : url.slice(at + 1)}`;
}

/** What c.json({ data, meta }) with the page headers would answer. */
export function answerSharedList(c: Context<AppEnv>, list: SharedList) {
  setPageHeaders(c, list.meta);
  return answerSerialisedJson(c, list.body, 200);
}

/** Route middleware: a list already shared under this exact query string is answered before validation. */
export const sharedListShortcut: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = c.var.deps.publicReads.peek(sharedListAlias(c, requestTenant(c)));
  if (found) {
    c.header('server-timing', 'cache;desc=hit');
    return answerSharedList(c, found as SharedList);
  }
  await next();
};
