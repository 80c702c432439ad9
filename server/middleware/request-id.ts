/** Gives every request an id: a sane incoming X-Request-ID is kept (the site sends one), otherwise a new UUID. */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { REQUEST_ID_HEADER } from '../../contract/session.ts';
import type { AppEnv } from '../context.ts';

/** Printable, bounded: an id that is safe to log and to echo in a header. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestId(): MiddlewareHandler<AppEnv> {
  return async function requestIdMiddleware(c, next) {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  };
}
