/**
 * Finishing a social registration: the account is created from the claims the provider asserted (kept with the
 * registration token), the person adds what the provider did not say, and the provider identity is linked.
 * Checks run before the token is used, and user, link and token consumption commit together, so a taken
 * username or e-mail leaves the token usable for a corrected attempt.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context.ts';
import { socialAccounts } from './schema.ts';
import { users, type User } from '../../core/schema.ts';
import { ApiError, validationError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { startSession, type StartedSession } from '../../core/start-session.ts';
import { isProfileComplete, toUserData, type UserData } from '../../core/current-user.ts';
import { isEmailAvailable, isUsernameAvailable } from '../users/service.ts';
import { consumeRegistration, findRegistration } from './service.ts';

export interface FinishRegistrationInput {
  registration_token: string;
  full_name?: string;
  username?: string;
  email?: string;
  language?: string;
  promotional_opt_in?: boolean;
}

export async function finishSocialRegistration(
  c: Context<AppEnv>,
  input: FinishRegistrationInput,
): Promise<StartedSession & { user: UserData; redirect: string | null }> {
  const { db, verification } = c.var.deps;
  const origin = requestOrigin(c);
  const registration = await findRegistration(db, input.registration_token);

  // The provider's address wins; the person supplies one only when the provider shared none.
  const email = registration.email ?? input.email;
  if (!email) throw validationError(['body', 'email'], 'The provider did not share an email address: enter one');
  const fullName = input.full_name ?? registration.fullName;
  if (!fullName) throw validationError(['body', 'full_name'], 'Your first name is required');
  const verified = registration.email !== null && registration.emailVerified;
  if (!(await isEmailAvailable(db, email))) throw new ApiError('EMAIL_TAKEN');
  if (input.username && !(await isUsernameAvailable(db, input.username))) throw new ApiError('USERNAME_TAKEN');

  let user: User;
  try {
    user = await db.transaction(async (tx) => {
      if (!(await consumeRegistration(tx, registration.id))) throw new ApiError('REGISTRATION_TOKEN_INVALID');
      const [created] = (await tx
        .insert(users)
        .values({
          fullName,
          email,
          username: input.username ?? null,
          passwordHash: null,
          isVerified: verified,
          emailVerifiedAt: verified ? sql`now()` : null,
          language: input.language ?? 'en',
          promotionalOptIn: input.promotional_opt_in ?? false,
          profileComplete: isProfileComplete({ fullName, username: input.username ?? null }),
        })
        .returning()) as [User];
      await tx.insert(socialAccounts).values({
        provider: registration.provider,
        subject: registration.subject,
        userId: created.id,
        email: registration.email,
      });
      return created;
    });
  } catch (error) {
    // Races with another sign-up: the unique indexes decide, and the transaction left the token unused.
    if (isUniqueViolation(error, 'users_email_key')) throw new ApiError('EMAIL_TAKEN');
    if (isUniqueViolation(error, 'users_username_key')) throw new ApiError('USERNAME_TAKEN');
    if (isUniqueViolation(error, 'social_accounts_provider_subject_pk')) throw new ApiError('SOCIAL_ACCOUNT_IN_USE');
    throw error;
  }

  await recordSecurityEvent(db, {
    userId: user.id,
    type: 'sign_up',
    ...origin,
    metadata: { method: 'social', provider: registration.provider },
  });
  await recordSecurityEvent(db, {
    userId: user.id,
    type: 'social_account_linked',
    ...origin,
    metadata: { provider: registration.provider, email: registration.email },
  });
  // An address the provider did not vouch for is verified the usual way, by code.
  if (!verified) await verification.sendVerificationCode(user);
  const started = await startSession(c, user, { method: 'social' });
  return { user: toUserData({ ...user, twoFactorEnabled: false }), ...started, redirect: registration.redirect };
}
