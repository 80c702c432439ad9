/**
 * Limits on the flows that send mail or SMS, or check a secret (codes, reset tokens, current password).
 * Each is counted in the shared `rate_limits` table; `deps.rateLimits` may override a rule by its name
 * (tests do), otherwise the defaults below apply. A refusal is 429 RATE_LIMITED with Retry-After.
 */
import type { AppDeps } from '../../core/context.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { hitRateLimit, rateLimitedError } from '../../core/rate-limit-counter.ts';
import type { RateLimitRule } from '../../rate-limits.ts';

export const ACCOUNT_MESSAGE_RATE_LIMITS = {
  /** Per user: one new e-mail code a minute, five an hour (mail bombing, cost). */
  verifyEmailResendBurst: { limit: 1, windowSeconds: 60 },
  verifyEmailResendHourly: { limit: 5, windowSeconds: 3600 },
  /** Per user, and per destination number: SMS cost and toll fraud. */
  phoneCodeBurst: { limit: 1, windowSeconds: 60 },
  phoneCodeHourly: { limit: 5, windowSeconds: 3600 },
  phoneCodePerNumber: { limit: 5, windowSeconds: 3600 },
  /** Password reset requests per client IP and per address (existing or not, so 429 reveals nothing). */
  passwordResetPerIp: { limit: 10, windowSeconds: 900 },
  passwordResetPerEmail: { limit: 3, windowSeconds: 900 },
  /** Reset confirmations per IP: tokens cannot be guessed, but each try costs an argon2 hash. */
  newPasswordPerIp: { limit: 20, windowSeconds: 900 },
  /** Current-password checks per user on update-password (guessing from a hijacked session). */
  passwordChangePerUser: { limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

export type AccountMessageLimit = keyof typeof ACCOUNT_MESSAGE_RATE_LIMITS;

/** Counts one hit of `name` for `subject` (user id, IP, e-mail); throws RATE_LIMITED when over. */
export async function enforceLimit(deps: AppDeps, name: AccountMessageLimit, subject: string): Promise<void> {
  const override = (deps.rateLimits as Partial<Record<string, RateLimitRule>>)[name];
  const rule = override ?? ACCOUNT_MESSAGE_RATE_LIMITS[name];
  // Keys are hashed: the table then holds no e-mail addresses or phone numbers.
  const result = await hitRateLimit(deps, `${name}:${hashSecret(subject)}`, rule.limit, rule.windowSeconds);
  if (!result.allowed) throw rateLimitedError(result);
}
