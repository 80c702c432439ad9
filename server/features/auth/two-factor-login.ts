/**
 * The pending half of a sign-in for users with 2FA: the password was right, the second factor is still due.
 * A challenge is a random token (returned to the client once) stored hashed as a verification_codes row of
 * purpose `two_factor_login`, valid 5 minutes, single use. The 2FA feature checks the TOTP or backup code
 * with `findTwoFactorChallenge` / `countTwoFactorFailure`, then calls `completeTwoFactorLogin`.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context.ts';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../verification/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { generateToken, hashSecret } from '../../lib/crypto.ts';
import { startSession, type StartedSession } from '../../core/start-session.ts';
import { findAuthUserById } from '../users/service.ts';
import { consumeCode, countFailedAttempt, storeVerificationCode } from '../verification/service.ts';

export const TWO_FACTOR_CHALLENGE_TTL_MINUTES = 5;
/** Wrong codes allowed per challenge before the whole sign-in must start again. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export async function createTwoFactorChallenge(db: Database, userId: string): Promise<{ challengeToken: string; expiresAt: Date }> {
  const challengeToken = generateToken();
  await storeVerificationCode(db, {
    userId,
    purpose: 'two_factor_login',
    codeHash: hashSecret(challengeToken),
    ttlMinutes: TWO_FACTOR_CHALLENGE_TTL_MINUTES,
  });
  return { challengeToken, expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_MINUTES * 60_000) };
}

/** The live challenge for a token, or null when unknown, used, expired or out of attempts. */
export async function findTwoFactorChallenge(db: Database, challengeToken: string) {
  const [row] = await db
    .select({ id: verificationCodes.id, userId: verificationCodes.userId, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.codeHash, hashSecret(challengeToken)),
        eq(verificationCodes.purpose, 'two_factor_login'),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row || row.attempts >= TWO_FACTOR_MAX_ATTEMPTS) return null;
  return row;
}

/** Counts a wrong second factor; returns the attempts left on this challenge. */
export async function countTwoFactorFailure(db: Database, challengeId: string): Promise<number> {
  return Math.max(0, TWO_FACTOR_MAX_ATTEMPTS - (await countFailedAttempt(db, challengeId)));
}

/** Consumes the challenge (once, even under concurrency) and issues the real session. */
export async function completeTwoFactorLogin(c: Context<AppEnv>, challengeToken: string): Promise<StartedSession & { user_id: string }> {
  const { db } = c.var.deps;
  const challenge = await findTwoFactorChallenge(db, challengeToken);
  if (!challenge || !(await consumeCode(db, challenge.id))) throw new ApiError('CHALLENGE_EXPIRED');
  const user = await findAuthUserById(db, challenge.userId);
  if (!user) throw new ApiError('CHALLENGE_EXPIRED');
  const started = await startSession(c, user, { method: 'two_factor', twoFactorVerified: true });
  return { ...started, user_id: user.id };
}
