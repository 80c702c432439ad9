/** The `rateLimit()` route middleware: one hit per request on a named limit (core/rate-limit-counter.ts counts it). */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/context.ts';
import { hitRateLimit, type RateLimitResult, rateLimitedError } from '../core/rate-limit-counter.ts';
import { requestRefusalKey } from '../lib/refusal-memory.ts';
import { clientIp } from '../lib/request-info.ts';
import { setResponseHeader } from '../lib/response-headers.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitRules, ruleOf } from '../rate-limits.ts';

/** The standard headers of a limited answer: RateLimit-Limit / -Remaining / -Reset (seconds), Retry-After on a 429. */
export function setRateLimitHeaders(c: Context<AppEnv>, result: RateLimitResult): void {
  setResponseHeader(c, 'RateLimit-Limit', String(result.limit));
  setResponseHeader(c, 'RateLimit-Remaining', String(result.remaining));
  setResponseHeader(c, 'RateLimit-Reset', String(result.retryAfter));
}

export interface RateLimitOptions {
  /** Names the limit; keys are `<name>:<key>`. A name of `deps.rateLimits` supplies limit and window. */
  name: string;
  limit?: number;
  windowSeconds?: number;
  /** What is counted; the client IP by default. */
  key?: (c: Context<AppEnv>) => string;
}

/** Throws RATE_LIMITED (429, Retry-After) once `limit` is exceeded for the request's key. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async function rateLimitMiddleware(c, next) {
    const deps = c.get('deps');
    const rule = options.name in DEFAULT_RATE_LIMITS ? ruleOf(deps.rateLimits, options.name as keyof RateLimitRules) : undefined;
    const limit = options.limit ?? rule?.limit;
    const windowSeconds = options.windowSeconds ?? rule?.windowSeconds;
    if (limit === undefined || windowSeconds === undefined) {
      throw new Error(`rateLimit("${options.name}"): pass limit and windowSeconds, or add "${options.name}" to DEFAULT_RATE_LIMITS`);
    }
    const key = options.key ? options.key(c) : clientIp(c, deps.env);
    const result = await hitRateLimit(deps, `${options.name}:${key}`, limit, windowSeconds);
    setRateLimitHeaders(c, result);
    if (!result.allowed) {
      // Per address: from now until the window ends, the entry layer refuses this request shape before any work.
      if (!options.key) deps.refusedRequests.refuseUntil(requestRefusalKey(c.req.method, c.req.path, key), result.resetAt);
      throw rateLimitedError(result);
    }
    await next();
  };
}
