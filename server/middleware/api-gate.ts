/**
 * The API's one entry layer, run before every route's own validators and handler:
 * 1. context: the app's dependencies (`c.var.deps`), the request id (`c.var.requestId`, echoed in X-Request-ID)
 *    and the per-request logger (`c.var.log`, created lazily);
 * 2. CORS (a preflight is answered here) and the fixed headers: Cache-Control: no-store, nosniff;
 * 3. who is calling (`c.var.auth`, middleware/session.ts), then the CSRF check (middleware/csrf.ts);
 * 4. the route, with the body limit for methods that carry a body;
 * 5. afterwards: a state change by a signed-in caller drops their cached session lookups, and the request line
 *    is logged.
 *
 * Why one layer: every `app.use` layer costs an async dispatch frame in Hono's `compose`, with its promises, on
 * every request, and a cached session needs no promise of its own at all. Four layers were a measurable share of a
 * cached get-data (docs/decisions.md, speed). A refusal in steps 2–3 (or a 413) is answered by the app's error
 * handler here, so it is logged like any other answer.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { REQUEST_ID_HEADER } from '../../contract/session.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/api-error.ts';
import { setResponseHeader } from '../lib/response-headers.ts';
import { applyCors } from './cors.ts';
import { csrfCheck, type CsrfOptions } from './csrf.ts';
import { LazyChildLogger, logRequestLine } from './logger.ts';
import { requestIdFrom } from './request-id.ts';
import { resolveAuth } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiGateOptions {
  /** Request bodies above this size are refused (413) before parsing. */
  maxBodyBytes: number;
  csrf: CsrfOptions;
  /** Safe-method paths that still change the caller's state (GET /api/logout): their cache entries are dropped. */
  stateChangingGetPaths: string[];
  /** The app's error handler: the contract's error body for anything thrown. */
  answerError(error: unknown, c: Context<AppEnv>): Response;
}

export function apiGate(deps: AppDeps, options: ApiGateOptions): MiddlewareHandler<AppEnv> {
  const corsOrigins = new Set(deps.env.CORS_ORIGINS);
  const limitBody = bodyLimit({ maxSize: options.maxBodyBytes, onError: () => { throw new ApiError('PAYLOAD_TOO_LARGE'); } });
  const checkCsrf = csrfCheck(options.csrf);
  const stateChangingGets = new Set(options.stateChangingGetPaths);

  return async function apiGateMiddleware(c, next) {
    const startedAt = performance.now();
    c.set('deps', deps);
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    setResponseHeader(c, REQUEST_ID_HEADER, id);
    const log = new LazyChildLogger(deps.logger, { request_id: id });
    c.set('log', log.logger);

    try {
      // Headers are set before the handler runs: one added to a finished response makes Hono copy it (cors.ts).
      const preflight = applyCors(c, corsOrigins);
      if (preflight) {
        c.res = preflight;
      } else {
        setResponseHeader(c, 'Cache-Control', 'no-store');
        setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
        const pending = resolveAuth(c);
        if (pending) await pending;
        checkCsrf(c);
        const method = c.req.method;
        // Reading `body` makes @hono/node-server build a full Request; GET and HEAD carry none, so skip the check.
        // The route's own errors are answered by Hono inside next(); what throws here is ours (auth, CSRF, 413).
        await (method === 'GET' || method === 'HEAD' ? next() : limitBody(c, next));
        // A state change by this caller (profile, sessions, 2FA, deletion…) makes their cached lookups stale.
        const caller = c.get('auth');
        if (caller && (!SAFE_METHODS.has(method) || stateChangingGets.has(c.req.path))) deps.sessionCache.invalidateUser(caller.user.id);
      }
    } catch (error) {
      c.res = options.answerError(error, c);
    }
    logRequestLine(c, log, startedAt);
  };
}
