/**
 * Registration and password sign-in rules: lockout after repeated failures, optional password expiry,
 * and answers that never reveal whether it was the e-mail or the password that was wrong.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import { users, type User } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordSecurityEvent } from '../security-events/record.ts';
import { findUserByEmail } from '../users/service.ts';

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
 * Counts a failed password in one statement. A lock that has run out starts a fresh count;
 * reaching the threshold sets locked_until.
 */
async function registerFailedPassword(deps: AppDeps, userId: string): Promise<{ count: number; lockedUntil: Date | null }> {
  const { LOCKOUT_THRESHOLD: threshold, LOCKOUT_MINUTES: minutes } = deps.env;
  const expiredLock = sql`(${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= now())`;
  const nextCount = sql`(CASE WHEN ${expiredLock} THEN 1 ELSE ${users.failedLoginCount} + 1 END)`;
  const [row] = await deps.db
    .update(users)
    .set({
      failedLoginCount: nextCount,
      lockedUntil: sql`CASE WHEN ${nextCount} >= ${threshold} THEN now() + (${minutes} * interval '1 minute')
        WHEN ${expiredLock} THEN NULL ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ count: users.failedLoginCount, lockedUntil: users.lockedUntil });
  return row ?? { count: 0, lockedUntil: null };
}

/** Checks e-mail and password; returns the user or throws INVALID_CREDENTIALS / ACCOUNT_LOCKED / PASSWORD_EXPIRED. */
export async function authenticateWithPassword(
  deps: AppDeps,
  credentials: { email: string; password: string },
  origin: Origin,
): Promise<User> {
  const { db, env } = deps;
  const user = await findUserByEmail(db, credentials.email);
  if (!user) {
    await verifyPassword(null, credentials.password); // same work as a real check: no timing oracle
    throw new ApiError('INVALID_CREDENTIALS');
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await recordSecurityEvent(db, { userId: user.id, type: 'sign_in_failed', ...origin, metadata: { reason: 'locked' } });
    throw new ApiError('ACCOUNT_LOCKED', { headers: lockRetryAfter(user.lockedUntil) });
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    const failure = await registerFailedPassword(deps, user.id);
    await recordSecurityEvent(db, { userId: user.id, type: 'sign_in_failed', ...origin, metadata: { reason: 'password' } });
    if (failure.count === env.LOCKOUT_THRESHOLD) {
      await recordSecurityEvent(db, { userId: user.id, type: 'account_locked', ...origin, metadata: { minutes: env.LOCKOUT_MINUTES } });
    }
    throw new ApiError('INVALID_CREDENTIALS');
  }
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  if (isPasswordExpired(user, env.PASSWORD_MAX_AGE_DAYS)) {
    await recordSecurityEvent(db, { userId: user.id, type: 'sign_in_failed', ...origin, metadata: { reason: 'password_expired' } });
    throw new ApiError('PASSWORD_EXPIRED');
  }
  return user;
}

export function isPasswordExpired(user: Pick<User, 'passwordChangedAt' | 'createdAt'>, maxAgeDays: number): boolean {
  if (maxAgeDays <= 0) return false;
  const changedAt = user.passwordChangedAt ?? user.createdAt;
  return Date.now() - changedAt.getTime() > maxAgeDays * 86_400_000;
}
