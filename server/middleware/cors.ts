/**
 * CORS for deployments that split site and API hosts: only allowlisted origins, with credentials.
 * Every header is set before the handler builds its response. Hono copies a finished response (and turns its
 * body into a stream) whenever a header is added afterwards, which made each API response several times dearer
 * with hono/cors; see bench/api. They go through setResponseHeader (server/lib/response-headers.ts).
 */
import type { Context } from 'hono';
import { CSRF_HEADER, REQUEST_ID_HEADER } from '../../contract/session.ts';
import { setResponseHeader } from '../lib/response-headers.ts';

const ALLOW_METHODS = 'GET,POST,PATCH,PUT,DELETE,OPTIONS';
const ALLOW_HEADERS = ['Content-Type', 'Authorization', CSRF_HEADER, REQUEST_ID_HEADER].join(',');
const EXPOSE_HEADERS = [REQUEST_ID_HEADER, 'Retry-After', 'x-total-count', 'x-total-capped', 'x-current-page', 'x-per-page'].join(',');
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * Sets the CORS headers of this request's answer (Vary when an allowlist exists; the rest only for an allowlisted Origin) and
 * returns the 204 answer when the request is a preflight. Called by the API's entry middleware (server/app.ts).
 */
export function applyCors(c: Context, allowed: ReadonlySet<string>): Response | undefined {
  // Without an allowlist no answer depends on Origin (a refusal is the same for every foreign origin, and every API
  // answer is no-store anyway), so Vary is sent only when some origin may get different headers.
  if (allowed.size === 0)
    return c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') ? c.body(null, 204) : undefined;
  const origin = c.req.header('origin');
  const allowOrigin = origin !== undefined && allowed.has(origin);
  setResponseHeader(c, 'Vary', 'Origin');
  if (allowOrigin) {
    setResponseHeader(c, 'Access-Control-Allow-Origin', origin);
    setResponseHeader(c, 'Access-Control-Allow-Credentials', 'true');
    setResponseHeader(c, 'Access-Control-Expose-Headers', EXPOSE_HEADERS);
  }
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    if (allowOrigin) {
      setResponseHeader(c, 'Access-Control-Allow-Methods', ALLOW_METHODS);
      setResponseHeader(c, 'Access-Control-Allow-Headers', ALLOW_HEADERS);
      setResponseHeader(c, 'Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
    }
    return c.body(null, 204);
  }
  return undefined;
}
