/**
 * Password reset and change. Reset tokens are 256-bit random, stored as SHA-256 in verification_codes
 * (purpose `password_reset`), valid 30 minutes, single use; issuing one retires the user's earlier ones.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context.ts';
import type { Database } from '../../db/client.ts';
import { revokeCredentialsOnPasswordChange } from '../../core/credentials.ts';
import { users, type User } from '../../core/schema.ts';
import { verificationCodes } from '../verification/schema.ts';
import { renderMail } from '../../adapters/mail/templates/render.ts';
import { ApiError } from '../../lib/api-error.ts';
import { generateToken, hashSecret } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password.ts';
import { publicOrigin } from '../../core/public-origin.ts';
import { revokeUserSessions } from '../../core/sessions.ts';
import { storeVerificationCode } from '../verification/service.ts';

export const RESET_TOKEN_TTL_MINUTES = 30;

export function resetLink(env: AppDeps['env'], token: string): string {
  return `${publicOrigin(env)}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

/** Creates a reset token for the user (older ones stop working) and mails the link in the user's language. */
export async function issueAndMailResetToken(deps: AppDeps, user: Pick<User, 'id' | 'email' | 'language'>): Promise<void> {
  const token = generateToken(32);
  await storeVerificationCode(deps.db, {
    userId: user.id,
    purpose: 'password_reset',
    codeHash: hashSecret(token),
    ttlMinutes: RESET_TOKEN_TTL_MINUTES,
  });
  await deps.mail.send(
    renderMail(user.email, user.language, {
      kind: 'password_reset',
      link: resetLink(deps.env, token),
      expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
    }),
  );
}

/**
 * Sets a new password from a reset token, in one transaction: the token is consumed (only once, even under
 * concurrent use), the password replaced, the address marked verified, every session ended, and the API keys and
 * personal tokens deleted when the user chose so. (An administrator's lock stays: the mailbox is not the admin.)
 */
export async function resetPasswordWithToken(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<{ user: User; sessionsRevoked: number; credentialsRevoked: number }> {
  const [row] = await deps.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.codeHash, hashSecret(token)), eq(verificationCodes.purpose, 'password_reset')))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.consumedAt) throw new ApiError('INVALID_RESET_TOKEN');
  if (row.expiresAt.getTime() <= Date.now()) throw new ApiError('RESET_TOKEN_EXPIRED');
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const consumed = await tx
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (consumed.length === 0) throw new ApiError('INVALID_RESET_TOKEN');
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: sql`now()`,
        isVerified: true,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, row.userId))
      .returning();
    const sessionsRevoked = await revokeUserSessions(tx as unknown as Database, row.userId);
    const credentialsRevoked = await revokeCredentialsOnPasswordChange(tx as unknown as Database, row.userId);
    return { user: user!, sessionsRevoked, credentialsRevoked };
  });
}

/**
 * Replaces the password of a signed-in user and ends their other sessions; their API keys and personal tokens too
 * when their security settings say so (the default).
 */
export async function replacePassword(
  db: Database,
  userId: string,
  password: string,
  keepSessionId: string,
): Promise<{ sessionsRevoked: number; credentialsRevoked: number }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, userId));
    const sessionsRevoked = await revokeUserSessions(tx as unknown as Database, userId, keepSessionId);
    const credentialsRevoked = await revokeCredentialsOnPasswordChange(tx as unknown as Database, userId);
    return { sessionsRevoked, credentialsRevoked };
  });
}

/** "Your password was changed" in the user's language. A failed delivery is logged, never undoes the change. */
export async function mailPasswordChangedNotice(deps: AppDeps, user: Pick<User, 'email' | 'language'>): Promise<void> {
  const message = renderMail(user.email, user.language, {
    kind: 'password_changed',
    changedAt: new Date(),
    resetLink: `${publicOrigin(deps.env)}/auth/forgot-password`,
  });
  try {
    await deps.mail.send(message);
  } catch (error) {
    deps.logger.error({ err: error }, 'password-changed notice could not be sent');
  }
}
