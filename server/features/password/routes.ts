/** Contracts of password reset (request, confirm) and password change (spec §7). */
import { createRoute, z } from '@hono/zod-openapi';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES as M } from '../../../contract/auth.ts';
import { dataResponse, errorResponses, jsonBody } from '../../lib/openapi.ts';
import { rateLimitedByIp } from './limits.ts';

/** The one answer to every reset request, whether or not the address has an account (no enumeration). */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, we have sent a link to choose a new password. The link expires in 30 minutes.';

/** New-password fields with spec §5's rules and wording (the same as sign-up). */
const newPasswordFields = {
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH),
  password_confirmation: z.string({ error: M.confirmationRequired }).min(1, { error: M.confirmationRequired }),
};
const sameAsPassword = (form: { password: string; password_confirmation: string }) => form.password === form.password_confirmation;
const mismatch = { path: ['password_confirmation'], error: M.confirmationMismatch };

export const resetRequestSchema = z.object({ email: emailSchema });
export const newPasswordSchema = z
  .object({ token: z.string({ error: 'The reset link is incomplete' }).min(1, { error: 'The reset link is incomplete' }).max(200), ...newPasswordFields })
  .refine(sameAsPassword, mismatch);
export const updatePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password' })
      .min(1, { error: 'Enter your current password' })
      .max(PASSWORD_MAX_LENGTH),
    ...newPasswordFields,
  })
  .refine(sameAsPassword, mismatch);

export const requestResetRoute = createRoute({
  method: 'post',
  path: '/api/public/auth/reset',
  tags: ['Password'],
  summary: 'Request a password reset link by e-mail',
  description:
    'Always 200 with the same message, whether or not the address has an account. Rate limited per IP and per address. ' +
    'The link (`PUBLIC_ORIGIN/auth/reset-password?token=…`) works once, for 30 minutes; a newer request replaces it.',
  middleware: [rateLimitedByIp('passwordResetPerIp')] as const,
  request: { body: jsonBody(resetRequestSchema) },
  responses: { 200: dataResponse(z.object({ message: z.string() }), 'Request accepted'), ...errorResponses(403, 429) },
});

export const newPasswordRoute = createRoute({
  method: 'post',
  path: '/api/public/auth/new-password',
  tags: ['Password'],
  summary: 'Choose a new password with a reset token',
  description:
    'Unknown, used or replaced token: 400 INVALID_RESET_TOKEN; expired: 400 RESET_TOKEN_EXPIRED. Success ends every session ' +
    'of the account, clears the sign-in lockout, marks the e-mail verified (the link proved the mailbox) and mails a notice.',
  middleware: [rateLimitedByIp('newPasswordPerIp')] as const,
  request: { body: jsonBody(newPasswordSchema) },
  responses: {
    200: dataResponse(z.object({ password_reset: z.literal(true), sessions_revoked: z.number().int() }), 'Password changed'),
    ...errorResponses(400, 403, 429),
  },
});

export const updatePasswordRoute = createRoute({
  method: 'patch',
  path: '/api/users/update-password/me',
  tags: ['Password'],
  summary: 'Change your password',
  description:
    'Browser session only (bearer credentials get 403). A wrong current password is 400 INVALID_CURRENT_PASSWORD (not 401, ' +
    'which would sign the client out); the same password again is 422 PASSWORD_REUSED. Ends your other sessions and rotates ' +
    "this session's token: use the returned csrf_token from now on.",
  request: { body: jsonBody(updatePasswordSchema) },
  responses: {
    200: dataResponse(
      z.object({ password_changed: z.literal(true), other_sessions_revoked: z.number().int(), csrf_token: z.string(), expires_at: z.string() }),
      'Password changed',
    ),
    ...errorResponses(400, 401, 403, 429),
  },
});
