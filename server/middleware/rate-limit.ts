/**
 * Fixed-window rate limits kept in PostgreSQL, so every API process counts against the same number.
 * One atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` per hit: no read-then-write race, even under bursts.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { lt, sql } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientIp } from '../lib/request-info.ts';
import type { RateLimitRule, RateLimitRules } from '../rate-limits.ts';

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Counts one hit on `key` and tells whether it is within `limit` per `windowSeconds`. */
export async function consumeRateLimit(db: Database, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const windowEnd = sql`now() + (${windowSeconds} * interval '1 second')`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  // Expired windows are garbage; sweep them now and then instead of running a timer.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
  const count = row!.count;
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    retryAfter: Math.max(1, Math.ceil((row!.resetAt.getTime() - Date.now()) / 1000)),
  };
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
    const rule = deps.rateLimits[options.name as keyof RateLimitRules] as RateLimitRule | undefined;
    const limit = options.limit ?? rule?.limit;
    const windowSeconds = options.windowSeconds ?? rule?.windowSeconds;
    if (limit === undefined || windowSeconds === undefined) {
      throw new Error(`rateLimit("${options.name}"): pass limit and windowSeconds, or add "${options.name}" to DEFAULT_RATE_LIMITS`);
    }
    const key = options.key ? options.key(c) : clientIp(c, deps.env);
    const result = await consumeRateLimit(deps.db, `${options.name}:${key}`, limit, windowSeconds);
    c.header('RateLimit-Limit', String(result.limit));
    c.header('RateLimit-Remaining', String(result.remaining));
    if (!result.allowed) throw new ApiError('RATE_LIMITED', { headers: { 'Retry-After': String(result.retryAfter) } });
    await next();
  };
}
