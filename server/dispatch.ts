/**
 * The process's one fetch function: `/api` and `/api/...` go straight to the API app, everything else to the
 * site. The API used to sit behind a root Hono app that forwarded with `api.fetch(c.req.raw)`: a second router
 * match, Context and async layer on every API request (see docs/decisions.md, speed). The path is read the way
 * Hono reads it (`getPath`: percent-decoded, no query), so the split is exactly the old `/api`, `/api/*` routes.
 */
import { getPath } from 'hono/utils/url';

export const API_PREFIX = '/api';

export function isApiPath(path: string): boolean {
  return path === API_PREFIX || (path.startsWith(API_PREFIX) && path.charCodeAt(API_PREFIX.length) === 47) /* / */;
}

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;

export function splitApiFetch<E>(api: { fetch: Fetch<E> }, site: { fetch: Fetch<E> }): Fetch<E> {
  return (request, env) => (isApiPath(getPath(request)) ? api.fetch(request, env) : site.fetch(request, env));
}
