/**
 * The first middleware of the API, one layer for what every request needs before anything else runs: the app's
 * dependencies (`c.var.deps`), the request id (`c.var.requestId`, echoed in X-Request-ID), the per-request logger
 * (`c.var.log`, created lazily) and, when the response is done, the request line. One layer instead of three:
 * each Hono middleware costs an async frame and a promise per request (docs/decisions.md, speed).
 */
import type { MiddlewareHandler } from 'hono';
import { REQUEST_ID_HEADER } from '../../contract/session.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { setResponseHeader } from '../lib/response-headers.ts';
import { LazyChildLogger, logRequestLine } from './logger.ts';
import { requestIdFrom } from './request-id.ts';

export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const startedAt = performance.now();
    c.set('deps', deps);
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    setResponseHeader(c, REQUEST_ID_HEADER, id);
    const log = new LazyChildLogger(deps.logger, { request_id: id });
    c.set('log', log.logger);
    await next();
    logRequestLine(c, log, startedAt);
  };
}
