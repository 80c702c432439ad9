/**
 * The API's one entry layer, run before every route's own validators and handler:
 * 1. context: the app's dependencies (`c.var.deps`), the request id (`c.var.requestId`, echoed in X-Request-ID)
 *    and the per-request logger (`c.var.log`, created lazily);
 * 2. CORS (a preflight is answered here) and the fixed headers: Cache-Control: no-store, nosniff;
 * 3. who is calling (`c.var.auth`, middleware/session.ts), then the CSRF check (middleware/csrf.ts);
 * 4. the body, read within the size limit for every method that carries one (413 otherwise), then the route;
 * 5. afterwards: a state change by a signed-in caller drops their cached session lookups, and the request line
 *    is logged.
 *
 * Why one layer: every `app.use` layer costs an async dispatch frame in Hono's `compose`, with its promises, on
 * every request, and a cached session needs no promise of its own at all. Four layers were a measurable share of a
 * cached get-data (docs/decisions.md, speed). A refusal in steps 2–3 (or a 413) is answered by the app's error
 * handler here, so it is logged like any other answer.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { REQUEST_ID_HEADER } from '../../contract/session.ts';
import type { AppDeps, AppEnv } from '../core/context.ts';
import { ApiError, errorBody } from '../lib/api-error.ts';
import { requestRefusalKey, retryAfterSeconds } from '../lib/refusal-memory.ts';
import { readBodyWithinLimit } from '../lib/request-body.ts';
import { clientIp } from '../lib/request-info.ts';
import { setResponseHeader } from '../lib/response-headers.ts';
import { applyCors } from './cors.ts';
import { csrfCheck, type CsrfOptions } from './csrf.ts';
import { LazyChildLogger, logRequestLine } from './logger.ts';
import { requestIdFrom } from './request-id.ts';
import { resolveAuth } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RATE_LIMITED_BODY = errorBody('RATE_LIMITED');
/** How long the answer to an already-refused request is held (at most until its window ends). */
const REFUSAL_PAUSE_MS = 1000;

export interface ApiGateOptions {
  /** Request bodies above this size are refused (413) before parsing. */
  maxBodyBytes: number;
  csrf: CsrfOptions;
  /** Safe-method paths that still change the caller's state (GET /api/logout): their cache entries are dropped. */
  stateChangingGetPaths: string[];
  /** Paths whose bodies (file uploads) may be larger than `maxBodyBytes`, each with its own limit. */
  largeBodies?: ReadonlyArray<{ pattern: RegExp; maxBytes: number }>;
  /** The app's error handler: the contract's error body for anything thrown. */
  answerError(error: unknown, c: Context<AppEnv>): Response;
  /** Allow of a static path the method is not served at (lib/allowed-methods.ts `staticPathRefusal`), else null. */
  refusedMethod?(method: string, path: string): string[] | null;
}

export function apiGate(deps: AppDeps, options: ApiGateOptions): MiddlewareHandler<AppEnv> {
  const corsOrigins = new Set(deps.env.CORS_ORIGINS);
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
        // A flood that a per-address limit already refuses costs nothing more: no session lookup, no body read, no
        // routing (lib/refusal-memory.ts), and the answer waits a moment, so a client that ignores Retry-After gets
        // one answer per connection and pause instead of as many as it can send. The size check keeps it free for
        // everyone else.
        if (deps.refusedRequests.size > 0) {
          const refusedFor = deps.refusedRequests.refusedFor(requestRefusalKey(c.req.method, c.req.path, clientIp(c, deps.env)));
          if (refusedFor > 0) {
            await new Promise((resolve) => setTimeout(resolve, Math.min(REFUSAL_PAUSE_MS, refusedFor)));
            setResponseHeader(c, 'Retry-After', String(retryAfterSeconds(refusedFor)));
            c.res = c.json(RATE_LIMITED_BODY, 429);
            logRequestLine(c, log, startedAt);
            return;
          }
        }
        // A static path asked with another method is 405 at once, never the parameterised route it also fits.
        const allow = options.refusedMethod?.(c.req.method, c.req.path);
        if (allow) throw new ApiError('METHOD_NOT_ALLOWED', { headers: { Allow: allow.join(', ') } });
        const pending = resolveAuth(c);
        if (pending) await pending;
        checkCsrf(c);
        const method = c.req.method;
        // Every method that carries a body has it read here, within the limit, whether or not its route wants it
        // (lib/request-body.ts): 413 before the body is read past the limit. GET and HEAD carry none.
        if (method !== 'GET' && method !== 'HEAD') {
          // File uploads have their own, larger limit and stay bytes; everything else is JSON text.
          const large = options.largeBodies?.find((entry) => entry.pattern.test(c.req.path));
          await readBodyWithinLimit(c, large?.maxBytes ?? options.maxBodyBytes, large ? 'bytes' : 'text');
        }
        // The route's own errors are answered by Hono inside next(); what throws here is ours (auth, CSRF, 413).
        await next();
        // A state change by this caller (profile, sessions, 2FA, deletion…) makes their cached lookups stale.
        // A conversation's traffic (messages, receipts, typing) says so itself (c.var.privateWrite): a send used to
        // cost the sender's next request a session lookup and every visitor the catalog cache (docs/decisions.md).
        const caller = c.get('auth');
        const changing = (!SAFE_METHODS.has(method) || stateChangingGets.has(c.req.path)) && !c.get('privateWrite');
        if (caller && changing) deps.sessionCache.invalidateUser(caller.user.id);
        // …and may have changed what every visitor reads (a listing approved, a review posted).
        if (changing) deps.publicReads.clear();
      }
    } catch (error) {
      c.res = options.answerError(error, c);
    }
    logRequestLine(c, log, startedAt);
  };
}
