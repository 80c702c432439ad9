/** CORS for deployments that split site and API hosts: only allowlisted origins, with credentials. */
import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import { CSRF_HEADER, REQUEST_ID_HEADER } from '../../contract/session.ts';

export function corsAllowlist(origins: string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', CSRF_HEADER, REQUEST_ID_HEADER],
    exposeHeaders: [REQUEST_ID_HEADER, 'Retry-After', 'x-total-count', 'x-current-page', 'x-per-page'],
    maxAge: 600,
  });
}
