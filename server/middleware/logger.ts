/**
 * Per-request child logger (`c.var.log`) carrying the request id, and one line per finished request.
 * Only method, path (no query string: it can hold an e-mail), status and duration are logged.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async function requestLoggerMiddleware(c, next) {
    const started = performance.now();
    const log = c.var.deps.logger.child({ request_id: c.var.requestId });
    c.set('log', log);
    await next();
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
