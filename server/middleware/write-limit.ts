/**
 * Limits on domain writes (issue 28), one route middleware per operation that names a write limit in the contract
 * (`writeLimit`, contract/lib/operation.ts): the caller's account is counted against its rule, and a message also
 * against its conversation's, in PostgreSQL (shared by every API process; one statement for both keys). The answer
 * carries RateLimit-Limit / -Remaining / -Reset; a refusal is 429 RATE_LIMITED with Retry-After, before the body is
 * parsed. Anonymous callers are not counted here: they get their 401 (or 422) from the route.
 */
import type { MiddlewareHandler } from 'hono';
import type { WriteLimit } from '../../contract/lib/operation.ts';
import type { AppDeps, AppEnv } from '../core/context.ts';
import { type RateLimitName, ruleOf } from '../rate-limits.ts';
import { hitRateLimit, hitRateLimits, type RateLimitHit, rateLimitedError } from '../core/rate-limit-counter.ts';
import { setRateLimitHeaders } from './rate-limit.ts';

const ACCOUNT_RULE = {
  writes: 'writesPerAccount',
  messages: 'messagesPerAccount',
  runs: 'runsPerAccount',
  uploads: 'uploadsPerAccount',
} as const;

export function writeLimit(kind: WriteLimit): MiddlewareHandler<AppEnv> {
  const accountRule = ACCOUNT_RULE[kind];
  return async function writeLimitMiddleware(c, next) {
    const auth = c.get('auth');
    if (!auth) return next();
    const { rateLimits } = c.get('deps');
    const hit = (name: RateLimitName, subject: string): RateLimitHit => ({
      key: `${name}:${subject}`,
      ...ruleOf(rateLimits, name),
    });
    const hits = [hit(accountRule, auth.user.id)];
    if (kind === 'messages') hits.push(hit('messagesPerConversation', c.req.param('id') ?? ''));
    const result = await hitRateLimits(c.get('deps'), hits);
    setRateLimitHeaders(c, result);
    if (!result.allowed) throw rateLimitedError(result);
    await next();
  };
}

/** What a service needs to count writes itself (a new conversation, invitations): the app's rules and refusals. */
export type WriteLimitDeps = Pick<AppDeps, 'db' | 'refusals' | 'rateLimits'>;

/**
 * Counts `cost` writes of `name` for `subject` (an account) where a service knows what it is about to create (only a
 * new conversation with other people counts, only people invited rather than added); throws RATE_LIMITED.
 */
export async function countWrites(deps: WriteLimitDeps, name: RateLimitName, subject: string, cost = 1): Promise<void> {
  if (cost <= 0) return;
  const rule = ruleOf(deps.rateLimits, name);
  const result = await hitRateLimit(deps, `${name}:${subject}`, rule.limit, rule.windowSeconds, cost);
  if (!result.allowed) throw rateLimitedError(result);
}
