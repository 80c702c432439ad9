/**
 * Re-checks who is at the keyboard before an irreversible or takeover-prone change (deleting the account,
 * starting 2FA setup). Password accounts type their password; social-only accounts, which have none, type
 * their e-mail address. Wrong answers are 400 (not 401, which would make the client sign the person out)
 * and are rate limited per user so a stolen session cannot be used to guess the password.
 */
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from './context.ts';
import { ApiError, validationError } from '../lib/api-error.ts';
import { verifyPassword } from '../lib/password.ts';
import { hitRateLimit, rateLimitedError } from './rate-limit-counter.ts';

/** Confirmation attempts per user and window, shared by every endpoint that asks. */
const CONFIRM_LIMIT = 10;
const CONFIRM_WINDOW_SECONDS = 15 * 60;

export interface IdentityProof {
  password?: string | undefined;
  email?: string | undefined;
}

export async function confirmIdentity(c: Context<AppEnv>, user: AuthUser, proof: IdentityProof): Promise<void> {
  if (user.passwordHash) {
    if (!proof.password) throw validationError(['body', 'password'], 'Enter your current password', 'missing');
  } else if (!proof.email) {
    throw validationError(['body', 'email'], 'Enter the email address of your account', 'missing');
  }
  const attempt = await hitRateLimit(c.var.deps, `confirmIdentity:${user.id}`, CONFIRM_LIMIT, CONFIRM_WINDOW_SECONDS);
  if (!attempt.allowed) throw rateLimitedError(attempt);
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, proof.password!))) throw new ApiError('PASSWORD_CONFIRMATION_FAILED');
    return;
  }
  if (proof.email!.trim().toLowerCase() !== user.email) throw new ApiError('EMAIL_CONFIRMATION_FAILED');
}
