/**
 * Request schemas shared by the site's forms and the API (the server enforces the same rules).
 * Messages are spec §5's English wording verbatim, typos included: the site translates them by field and type.
 */
import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from './auth-constants.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES };
const M = SIGN_UP_MESSAGES;

/** A required string: missing, non-string and empty (after trimming) all read as "required". */
function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

export const emailSchema = requiredString(M.emailRequired)
  .max(254, { error: M.emailFormat, abort: true })
  .pipe(z.email({ error: M.emailFormat }))
  .transform((email) => email.toLowerCase());

/** Username: what appears in URLs and mentions; letters, digits, dot, dash, underscore. */
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9._-]{1,28})[A-Za-z0-9]$/, {
    error: 'Use 3 to 30 letters, digits, dots, dashes or underscores, starting and ending with a letter or digit',
  });

export const localeSchema = z.enum(LOCALES);

export const signUpSchema = z
  .object({
    name: requiredString(M.nameRequired).max(100),
    email: emailSchema,
    password: z
      .string({ error: M.passwordRequired })
      .min(1, { error: M.passwordRequired, abort: true })
      .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH),
    password_confirmation: z.string({ error: M.confirmationRequired }).min(1, { error: M.confirmationRequired }),
    promotional_opt_in: z.boolean().default(false),
    language: localeSchema.default('en'),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    error: M.confirmationMismatch,
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.input<typeof signInSchema>;

/** E.164 phone number; `null` removes it. */
export const phoneSchema = z.string().trim().regex(/^\+[1-9]\d{6,14}$/, {
  error: 'Enter the phone number in international format, for example +14155550123',
});

export const profileUpdateSchema = z.object({
  full_name: requiredString(M.nameRequired).max(100).optional(),
  username: usernameSchema.nullable().optional(),
  language: localeSchema.optional(),
  promotional_opt_in: z.boolean().optional(),
  phone: phoneSchema.nullable().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Audit-log event types (GET /api/auth/security/events). Past tense: each names something that happened. */
export const SECURITY_EVENT_TYPES = [
  'sign_up',
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_two_factor_pending',
  /** A new-device sign-in alert mail went out (security setting login_alerts). */
  'sign_in_alert_sent',
  'account_locked',
  'signed_out',
  'session_revoked',
  'other_sessions_revoked',
  'email_verified',
  'phone_verified',
  'password_changed',
  'password_reset_requested',
  'password_reset_completed',
  'two_factor_setup_started',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'backup_codes_generated',
  'backup_code_used',
  'api_key_created',
  'api_key_deleted',
  'token_created',
  'token_deleted',
  'profile_updated',
  'security_settings_updated',
  'social_account_linked',
  'data_export_requested',
  'data_export_completed',
  'account_deleted',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Scopes an API key or personal access token can carry; a browser session implicitly holds all of them. */
export const CREDENTIAL_SCOPES = ['user:read', 'user:write'] as const;
export type CredentialScope = (typeof CREDENTIAL_SCOPES)[number];
