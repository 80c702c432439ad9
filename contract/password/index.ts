/** Password reset (request, confirm) and password change (spec §5, §7). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, SIGN_UP_MESSAGES as M } from '../auth-constants.ts';
import { emailSchema, newPasswordSchema as passwordField, timestampSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { passwordEndpoints } from './endpoints.ts';

/** The one answer to every reset request, whether or not the address has an account (no enumeration). */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, we have sent a link to choose a new password. The link expires in 30 minutes.';

const confirmationField = z
  .string({ error: M.confirmationRequired })
  .min(1, { error: M.confirmationRequired })
  .meta({ description: 'Must equal `password` (422 on password_confirmation otherwise)' });
const sameAsPassword = (form: { password: string; password_confirmation: string }) => form.password === form.password_confirmation;
const mismatch = { path: ['password_confirmation'], error: M.confirmationMismatch };

export const resetRequestSchema = z.object({ email: emailSchema });
export const newPasswordSchema = z
  .object({
    token: z.string({ error: 'The reset link is incomplete' }).min(1, { error: 'The reset link is incomplete' }).max(200),
    password: passwordField,
    password_confirmation: confirmationField,
  })
  .refine(sameAsPassword, mismatch);
export const updatePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password' })
      .min(1, { error: 'Enter your current password' })
      .max(PASSWORD_MAX_LENGTH),
    password: passwordField,
    password_confirmation: confirmationField,
  })
  .refine(sameAsPassword, mismatch);

export const passwordContract = defineContract(passwordEndpoints, {
  requestReset: {
    tag: 'Password',
    summary: 'Request a password reset link by e-mail',
    description:
      'Always 200 with the same message, whether or not the address has an account. Rate limited per IP and per address. ' +
      'The link (`PUBLIC_ORIGIN/auth/reset-password?token=…`) works once, for 30 minutes; a newer request replaces it.',
    access: 'public',
    body: resetRequestSchema,
    response: z.object({ message: z.string() }),
    errors: ['RATE_LIMITED'],
  },
  newPassword: {
    tag: 'Password',
    summary: 'Choose a new password with a reset token',
    description:
      'Unknown, used or replaced token: 400 INVALID_RESET_TOKEN; expired: 400 RESET_TOKEN_EXPIRED. Success ends every session ' +
      'of the account, deletes its API keys and personal access tokens unless the security setting ' +
      'revoke_credentials_on_password_change is off, clears the sign-in throttling of the account, marks the e-mail ' +
      'verified (the link proved the mailbox) and mails a notice.',
    access: 'public',
    body: newPasswordSchema,
    response: z.object({
      password_reset: z.literal(true),
      sessions_revoked: z.number().int(),
      credentials_revoked: z.number().int().meta({ description: 'API keys and personal access tokens deleted' }),
    }),
    errors: ['INVALID_RESET_TOKEN', 'RESET_TOKEN_EXPIRED', 'RATE_LIMITED'],
  },
  updatePassword: {
    tag: 'Password',
    summary: 'Change your password',
    description:
      'Browser session only (bearer credentials get 403). A wrong current password is 400 INVALID_CURRENT_PASSWORD (not 401, ' +
      'which would sign the client out); the same password again is 422 PASSWORD_REUSED. Ends your other sessions, deletes ' +
      'your API keys and personal access tokens unless the security setting revoke_credentials_on_password_change is off, ' +
      "and rotates this session's token: use the returned csrf_token from now on.",
    access: 'session',
    body: updatePasswordSchema,
    response: z.object({
      password_changed: z.literal(true),
      other_sessions_revoked: z.number().int(),
      credentials_revoked: z.number().int().meta({ description: 'API keys and personal access tokens deleted' }),
      csrf_token: z.string(),
      expires_at: timestampSchema,
    }),
    errors: ['INVALID_CURRENT_PASSWORD', 'PASSWORD_REUSED', 'RATE_LIMITED'],
  },
});
