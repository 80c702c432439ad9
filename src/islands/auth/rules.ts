/**
 * The auth forms' client rules, written out by hand rather than run through contract/auth.ts's zod schemas: zod
 * would add about 24 KB (gzip) to the login page, a third of its script budget. rules.test.ts holds these to the
 * schemas' exact results (spec §5 wording, first message per field, when the mismatch is checked), so the two
 * cannot drift apart. A rule answers with message keys (`auth.validation.*`, English = spec §5 word for word);
 * the island shows them in the page's language.
 */
import { PASSWORD_MIN_LENGTH, type SIGN_UP_MESSAGES } from '../../../contract/auth-constants.ts';
import { ONE_TIME_CODE_LENGTH } from './constants.ts';
import type { FieldErrors } from './form-state.ts';

export type Rules<V> = (values: V) => FieldErrors;

/** The key of each spec §5 message: `auth.validation.nameRequired` is SIGN_UP_MESSAGES.nameRequired in English. */
const M = {
  nameRequired: 'auth.validation.nameRequired',
  emailRequired: 'auth.validation.emailRequired',
  emailFormat: 'auth.validation.emailFormat',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordTooShort: 'auth.validation.passwordTooShort',
  confirmationRequired: 'auth.validation.confirmationRequired',
  confirmationMismatch: 'auth.validation.confirmationMismatch',
} as const satisfies Record<keyof typeof SIGN_UP_MESSAGES, string>;
export const VALIDATION_KEYS = M;

export const CODE_FORMAT_MESSAGE = 'auth.validation.codeFormat';
export const BACKUP_CODE_MESSAGE = 'auth.validation.backupCode';
/** The values every validation message may use (`{{length}}`, `{{min}}`). */
export const RULE_VALUES = { length: ONE_TIME_CODE_LENGTH, min: PASSWORD_MIN_LENGTH } as const;
const EMAIL_MAX_LENGTH = 254;

/** zod 4's email pattern (z.email()), the one the API checks with. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const CODE_PATTERN = new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`);

function emailError(raw: string): string | undefined {
  const email = raw.trim();
  if (email === '') return M.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return M.emailFormat;
  return undefined;
}

function newPasswordError(password: string): string | undefined {
  if (password === '') return M.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  return undefined;
}

/** Drops the fields without a message. */
function collect(entries: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * The confirmation's mismatch, added when the schema's refine would run: zod skips it after an aborting check
 * (a required field left empty, an over-long e-mail), not after a bad e-mail format or a short password.
 */
function withConfirmation(errors: FieldErrors, refineRuns: boolean, password: string, confirmation: string): FieldErrors {
  if (refineRuns && password !== confirmation && errors.password_confirmation === undefined) {
    return { ...errors, password_confirmation: M.confirmationMismatch };
  }
  return errors;
}

export const signInRules: Rules<{ email: string; password: string }> = ({ email, password }) =>
  collect({ email: emailError(email), password: password === '' ? M.passwordRequired : undefined });

export const emailRules: Rules<{ email: string }> = ({ email }) => collect({ email: emailError(email) });

export const signUpRules: Rules<{ name: string; email: string; password: string; password_confirmation: string }> = (form) =>
  withConfirmation(
    collect({
      name: form.name.trim() === '' ? M.nameRequired : undefined,
      email: emailError(form.email),
      password: newPasswordError(form.password),
      password_confirmation: form.password_confirmation === '' ? M.confirmationRequired : undefined,
    }),
    form.name.trim() !== '' && form.email.trim() !== '' && form.email.trim().length <= EMAIL_MAX_LENGTH && form.password !== '',
    form.password,
    form.password_confirmation,
  );

export const newPasswordRules: Rules<{ password: string; password_confirmation: string }> = (form) =>
  withConfirmation(
    collect({
      password: newPasswordError(form.password),
      password_confirmation: form.password_confirmation === '' ? M.confirmationRequired : undefined,
    }),
    form.password !== '',
    form.password,
    form.password_confirmation,
  );

export const oneTimeCodeRules: Rules<{ code: string }> = ({ code }) =>
  collect({ code: CODE_PATTERN.test(code.trim()) ? undefined : CODE_FORMAT_MESSAGE });

export const backupCodeRules: Rules<{ code: string }> = ({ code }) => {
  const length = code.trim().length;
  return collect({ code: length >= 8 && length <= 24 ? undefined : BACKUP_CODE_MESSAGE });
};
