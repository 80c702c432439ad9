/**
 * CORS for deployments that split site and API hosts: only allowlisted origins, with credentials.
 * Every header is set before the handler builds its response. Hono copies a finished response (and turns its
 * body into a stream) whenever a header is added afterwards, which made each API response several times dearer
 * with hono/cors; see bench/api.
 */
import type { MiddlewareHandler } from 'hono';
import { CSRF_HEADER, REQUEST_ID_HEADER } from '../../contract/session.ts';

const ALLOW_METHODS = 'GET,POST,PATCH,PUT,DELETE,OPTIONS';
const ALLOW_HEADERS = ['Content-Type', 'Authorization', CSRF_HEADER, REQUEST_ID_HEADER].join(',');
const EXPOSE_HEADERS = [REQUEST_ID_HEADER, 'Retry-After', 'x-total-count', 'x-current-page', 'x-per-page'].join(',');
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export function corsAllowlist(origins: string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async function corsAllowlistMiddleware(c, next) {
    const origin = c.req.header('origin');
    const allowOrigin = origin !== undefined && allowed.has(origin);
    c.header('Vary', 'Origin', { append: true });
    if (allowOrigin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (allowOrigin) {
        c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
        c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
        c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
      }
      return c.body(null, 204);
    }
    await next();
  };
}
