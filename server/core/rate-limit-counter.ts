/**
 * Fixed-window rate limits kept in PostgreSQL, so every API process counts against the same number, with an
 * in-process front (`deps.refusals`, lib/refusal-memory.ts) that answers from memory once a key is over its limit.
 *
 * Cost per hit: an allowed one is one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` (no read-then-write race,
 * even under bursts). The first refused one in a process finds the row at its limit: the conditional update changes
 * nothing, and one read fetches the window's end. Every further refused one until that end costs nothing but a map
 * lookup: no database write, no round trip.
 */
import { eq, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from './context.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from './schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { retryAfterSeconds } from '../lib/refusal-memory.ts';

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfter: number;
  /** End of the window (epoch ms). */
  resetAt: number;
}

/**
 * Counts one hit on `key` in PostgreSQL and tells whether it is within `limit` per `windowSeconds`. A hit over the
 * limit is not counted: the row already says "full until reset_at", and writing it again would only cost.
 */
export async function consumeRateLimit(db: Database, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const windowEnd = sql`now() + (${windowSeconds} * interval '1 second')`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
      // Over the limit in a live window: no update, no row returned.
      setWhere: or(expired, lt(rateLimits.count, limit)),
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) {
    const [full] = await db.select({ resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, key));
    const resetAt = full?.resetAt.getTime() ?? Date.now() + windowSeconds * 1000;
    return { allowed: false, limit, remaining: 0, retryAfter: retryAfterSeconds(resetAt - Date.now()), resetAt };
  }
  // Expired windows are garbage; sweep them now and then instead of running a timer.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
  const resetAt = row.resetAt.getTime();
  return {
    allowed: true,
    limit,
    remaining: Math.max(0, limit - row.count),
    retryAfter: retryAfterSeconds(resetAt - Date.now()),
    resetAt,
  };
}

/** One hit on `key`: refused from memory when this process already knows it is over, else counted in PostgreSQL. */
export async function hitRateLimit(
  deps: Pick<AppDeps, 'db' | 'refusals'>,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const now = Date.now();
  const refusedFor = deps.refusals.refusedFor(key, now);
  if (refusedFor > 0) return { allowed: false, limit, remaining: 0, retryAfter: retryAfterSeconds(refusedFor), resetAt: now + refusedFor };
  const result = await consumeRateLimit(deps.db, key, limit, windowSeconds);
  if (!result.allowed) deps.refusals.refuseUntil(key, result.resetAt);
  return result;
}

/** RATE_LIMITED (429) with Retry-After for a refused hit. */
export function rateLimitedError(result: Pick<RateLimitResult, 'retryAfter'>): ApiError {
  return new ApiError('RATE_LIMITED', { headers: { 'Retry-After': String(result.retryAfter) } });
}
