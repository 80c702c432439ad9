/**
 * Field schemas that several features' requests share (sign-up, profile, verification, social registration).
 * Messages are spec §5's English wording verbatim, typos included: the site translates them by field and type.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from './auth-constants.ts';
import { LOCALES } from './locales.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES };
const M = SIGN_UP_MESSAGES;

/** A query parameter left empty (`?page=`) reads as absent, so its default or `optional()` applies (z.preprocess). */
export const dropEmpty = (value: unknown) => (value === '' ? undefined : value);

/** A required string: missing, non-string and empty (after trimming) all read as "required". */
export function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

export const emailSchema = requiredString(M.emailRequired)
  .max(254, { error: M.emailFormat, abort: true })
  .pipe(z.email({ error: M.emailFormat }))
  .transform((email) => email.toLowerCase())
  // The pipe hides the format from the document (it shows the input side); say it here. Surrounding spaces are
  // trimmed and the address is compared lower-cased.
  .meta({ format: 'email' });

/** Username: what appears in URLs and mentions; letters, digits, dot, dash, underscore. */
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9._-]{1,28})[A-Za-z0-9]$/, {
    error: 'Use 3 to 30 letters, digits, dots, dashes or underscores, starting and ending with a letter or digit',
  });

export const localeSchema = z.enum(LOCALES);

/** E.164 phone number; `null` removes it. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, {
    error: 'Enter the phone number in international format, for example +14155550123',
  });

/** A new password with spec §5's rules and wording. */
export const newPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH);

/** An existing password typed to confirm who you are (no length rule: old passwords may predate it). */
export const currentPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH);

/** A path segment id (uuid in practice; anything else simply finds nothing). */
export const idParamsSchema = z.object({ id: z.string().max(64) });

/** Timestamps travel as ISO 8601 strings. */
export const timestampSchema = z.iso.datetime();

/** An IANA time zone (the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`); months and weekdays are counted in it. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Use an IANA time zone such as Europe/Paris' },
  )
  .default('UTC')
  .meta({ description: 'IANA time zone for months and weekdays (default UTC)' });

export const timeZoneQuerySchema = z.object({ tz: timeZoneSchema });
