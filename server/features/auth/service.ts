/**
 * Registration and password sign-in rules: throttling of repeated failures (throttle.ts), optional password expiry,
 * and answers that never reveal whether it was the e-mail or the password that was wrong, or whether an account exists.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppDeps } from '../../core/context.ts';
import { users, type User } from '../../core/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
import { findUserByEmail } from '../users/service.ts';
import { reportFailedSignIn } from './failed-sign-in.ts';
import { admitSignInAttempt, clearSourceFailures, countFailure } from './throttle.ts';

type Origin = { ip: string | null; userAgent: string | null };

export async function registerUser(
  deps: AppDeps,
  input: { name: string; email: string; password: string; promotional_opt_in: boolean; language: string },
  origin: Origin,
): Promise<User> {
  const { db } = deps;
  if (await findUserByEmail(db, input.email)) throw new ApiError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    [user] = (await db
      .insert(users)
      .values({
        fullName: input.name,
        email: input.email,
        passwordHash,
        language: input.language,
        promotionalOptIn: input.promotional_opt_in,
        passwordChangedAt: sql`now()`,
      })
      .returning()) as [User];
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error, 'users_email_key')) throw new ApiError('EMAIL_TAKEN');
    throw error;
  }
  await deps.verification.sendVerificationCode(user);
  await recordSecurityEvent(db, { userId: user.id, type: 'sign_up', ...origin });
  return user;
}

function lockRetryAfter(lockedUntil: Date): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000))) };
}

/**
 * Checks e-mail and password; returns the user or throws INVALID_CREDENTIALS, RATE_LIMITED (throttled, see
 * throttle.ts), ACCOUNT_LOCKED (a real lock, told only to whoever knows the password) or PASSWORD_EXPIRED.
 * Known and unknown e-mails take the same path, queries and hash work, and get the same answers; what differs for
 * a real account (its audit entries, the owner's notice) happens after the response.
 */
export async function authenticateWithPassword(
  deps: AppDeps,
  credentials: { email: string; password: string },
  origin: Origin,
  log: Logger,
): Promise<User> {
  const { db, env } = deps;
  const user = await findUserByEmail(db, credentials.email);
  const admission = await admitSignInAttempt(deps, user?.id ?? null, credentials.email, origin.ip ?? 'unknown');
  // No account (or one without a password): a decoy hash is checked instead, same work, always false.
  if (!(await verifyPassword(user?.passwordHash ?? null, credentials.password))) {
    const counts = await countFailure(deps, admission);
    if (user) reportFailedSignIn(deps, log, { user, origin, counts });
    throw new ApiError('INVALID_CREDENTIALS');
  }
  await clearSourceFailures(deps, admission);
  // Only now, to someone who knows the password: an administrator's lock (failed sign-ins never lock).
  if (user!.lockedUntil && user!.lockedUntil.getTime() > Date.now()) {
    await recordSecurityEvent(db, { userId: user!.id, type: 'sign_in_failed', ...origin, metadata: { reason: 'locked' } });
    throw new ApiError('ACCOUNT_LOCKED', { headers: lockRetryAfter(user!.lockedUntil) });
  }
  if (isPasswordExpired(user!, env.PASSWORD_MAX_AGE_DAYS)) {
    await recordSecurityEvent(db, {
      userId: user!.id,
      type: 'sign_in_failed',
      ...origin,
      metadata: { reason: 'password_expired' },
    });
    throw new ApiError('PASSWORD_EXPIRED');
  }
  return user!;
}

export function isPasswordExpired(user: Pick<User, 'passwordChangedAt' | 'createdAt'>, maxAgeDays: number): boolean {
  if (maxAgeDays <= 0) return false;
  const changedAt = user.passwordChangedAt ?? user.createdAt;
  return Date.now() - changedAt.getTime() > maxAgeDays * 86_400_000;
}

// What other features use of auth: the second step of a sign-in (2FA after a password or a provider).
export { completeTwoFactorLogin, countTwoFactorFailure, createTwoFactorChallenge, findTwoFactorChallenge } from './two-factor-login.ts';

/** For the password feature: a reset through the mailed link starts every sign-in throttle of the account over. */
export { clearAccountThrottles } from './throttle.ts';
