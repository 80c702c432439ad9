/**
 * The process's one fetch function: `/api` and `/api/...` go straight to the API app, everything else to the
 * site. The API used to sit behind a root Hono app that forwarded with `api.fetch(c.req.raw)`: a second router
 * match, Context and async layer on every API request (see docs/decisions.md, speed). The path is read the way
 * Hono reads it (`getPath`: percent-decoded, no query), so the split is exactly the old `/api`, `/api/*` routes.
 */
import { getPath } from 'hono/utils/url';
import { API_PREFIX } from '../contract/api-prefix.ts';

/** `/api` itself, or anything under `/api/` (API_PREFIX, the contract's, ends with the slash). */
const API_ROOT = API_PREFIX.slice(0, -1);

export function isApiPath(path: string): boolean {
  return path === API_ROOT || path.startsWith(API_PREFIX);
}

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;

export function splitApiFetch<E>(api: { fetch: Fetch<E> }, site: { fetch: Fetch<E> }): Fetch<E> {
  return (request, env) => (isApiPath(getPath(request)) ? api.fetch(request, env) : site.fetch(request, env));
}
