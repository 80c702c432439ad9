/**
 * Fixed-window rate limits kept in PostgreSQL, so every API process counts against the same number, with an
 * in-process front (`deps.refusals`, lib/refusal-memory.ts) that answers from memory once a key is over its limit.
 *
 * Cost per hit: an allowed one is one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` (no read-then-write race,
 * even under bursts). The first refused one in a process finds the row at its limit: the conditional update changes
 * nothing, and one read fetches the window's end. Every further refused one until that end costs nothing but a map
 * lookup: no database write, no round trip.
 */
import { eq, inArray, lt, or, sql } from 'drizzle-orm';
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
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  /** Hits this counts for at once (ten people invited in one request are ten invitations). */
  cost = 1,
): Promise<RateLimitResult> {
  const windowEnd = sql`now() + (${windowSeconds} * interval '1 second')`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] =
    cost > limit
      ? []
      : await db
          .insert(rateLimits)
          .values({ key, count: cost, resetAt: windowEnd })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              count: sql`CASE WHEN ${expired} THEN ${cost}::int ELSE ${rateLimits.count} + ${cost}::int END`,
              resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
            },
            // Over the limit in a live window: no update, no row returned.
            setWhere: or(expired, cost === 1 ? lt(rateLimits.count, limit) : sql`${rateLimits.count} + ${cost}::int <= ${limit}::int`),
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

export interface RateLimitHit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * One hit on each of several keys in one statement (a message counts for its sender and for its conversation): each
 * row is counted or refused on its own, atomically, exactly as consumeRateLimit does. A hit refused on one key is
 * still counted on the others (what one statement cannot undo; it errs towards refusing sooner).
 */
export async function consumeRateLimits(db: Database, hits: readonly RateLimitHit[]): Promise<RateLimitResult[]> {
  if (hits.length === 1) return [await consumeRateLimit(db, hits[0]!.key, hits[0]!.limit, hits[0]!.windowSeconds)];
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const limitOf = sql`CASE ${rateLimits.key} ${sql.join(
    hits.map((hit) => sql`WHEN ${hit.key} THEN ${hit.limit}::int`),
    sql` `,
  )} END`;
  const rows = await db
    .insert(rateLimits)
    .values(hits.map((hit) => ({ key: hit.key, count: 1, resetAt: sql`now() + (${hit.windowSeconds} * interval '1 second')` })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
      setWhere: or(expired, sql`${rateLimits.count} < ${limitOf}`),
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  const counted = new Map(rows.map((row) => [row.key, row]));
  const full = hits.some((hit) => !counted.has(hit.key))
    ? new Map(
        (
          await db
            .select({ key: rateLimits.key, resetAt: rateLimits.resetAt })
            .from(rateLimits)
            .where(
              inArray(
                rateLimits.key,
                hits.map((hit) => hit.key),
              ),
            )
        ).map((row) => [row.key, row.resetAt]),
      )
    : new Map<string, Date>();
  return hits.map((hit) => {
    const row = counted.get(hit.key);
    const resetAt = row?.resetAt.getTime() ?? full.get(hit.key)?.getTime() ?? Date.now() + hit.windowSeconds * 1000;
    return {
      allowed: Boolean(row),
      limit: hit.limit,
      remaining: row ? Math.max(0, hit.limit - row.count) : 0,
      retryAfter: retryAfterSeconds(resetAt - Date.now()),
      resetAt,
    };
  });
}

/**
 * Hits on several keys: refused from memory when this process knows one of them is over (nothing is counted then),
 * else counted in PostgreSQL; the result of the key that binds first (refused, or the fewest hits left).
 */
export async function hitRateLimits(deps: Pick<AppDeps, 'db' | 'refusals'>, hits: readonly RateLimitHit[]): Promise<RateLimitResult> {
  const now = Date.now();
  for (const hit of hits) {
    const refusedFor = deps.refusals.refusedFor(hit.key, now);
    if (refusedFor > 0)
      return { allowed: false, limit: hit.limit, remaining: 0, retryAfter: retryAfterSeconds(refusedFor), resetAt: now + refusedFor };
  }
  const results = await consumeRateLimits(deps.db, hits);
  results.forEach((result, index) => {
    if (!result.allowed) deps.refusals.refuseUntil(hits[index]!.key, result.resetAt);
  });
  return (
    results.find((result) => !result.allowed) ??
    results.reduce((tightest, result) => (result.remaining < tightest.remaining ? result : tightest))
  );
}

/** One hit on `key`: refused from memory when this process already knows it is over, else counted in PostgreSQL. */
export async function hitRateLimit(
  deps: Pick<AppDeps, 'db' | 'refusals'>,
  key: string,
  limit: number,
  windowSeconds: number,
  cost = 1,
): Promise<RateLimitResult> {
  const now = Date.now();
  const refusedFor = deps.refusals.refusedFor(key, now);
  if (refusedFor > 0) return { allowed: false, limit, remaining: 0, retryAfter: retryAfterSeconds(refusedFor), resetAt: now + refusedFor };
  const result = await consumeRateLimit(deps.db, key, limit, windowSeconds, cost);
  // A weighted hit that did not fit may still leave room for a smaller one: only a plain hit marks the key full.
  if (!result.allowed && cost === 1) deps.refusals.refuseUntil(key, result.resetAt);
  return result;
}

/** RATE_LIMITED (429) with Retry-After for a refused hit (and, when known, the refusing limit's RateLimit-*). */
export function rateLimitedError(result: Pick<RateLimitResult, 'retryAfter'> & Partial<Pick<RateLimitResult, 'limit'>>): ApiError {
  const headers: Record<string, string> = { 'Retry-After': String(result.retryAfter) };
  if (result.limit !== undefined) {
    headers['RateLimit-Limit'] = String(result.limit);
    headers['RateLimit-Remaining'] = '0';
    headers['RateLimit-Reset'] = String(result.retryAfter);
  }
  return new ApiError('RATE_LIMITED', { headers });
}
