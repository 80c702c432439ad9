/**
 * Texts the auth forms share with their later React islands. The spec §5 validation messages live once in
 * contract/auth.ts (the API answers with the same wording); this module re-exports them for the site and adds the
 * form-only constants, so neither the static forms nor the islands spell a message twice.
 */
import { LANGUAGE_NATIVE_NAMES, LOCALES } from '../../../contract/locales';
import { PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from '../../../contract/auth-constants';

export { PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES };

/** Spec §5 messages keyed by field name and the browser's constraint that failed, for inline hints and islands. */
export const FIELD_MESSAGES = {
  name: { valueMissing: SIGN_UP_MESSAGES.nameRequired },
  email: { valueMissing: SIGN_UP_MESSAGES.emailRequired, typeMismatch: SIGN_UP_MESSAGES.emailFormat },
  password: { valueMissing: SIGN_UP_MESSAGES.passwordRequired, tooShort: SIGN_UP_MESSAGES.passwordTooShort },
  password_confirmation: {
    valueMissing: SIGN_UP_MESSAGES.confirmationRequired,
    mismatch: SIGN_UP_MESSAGES.confirmationMismatch,
  },
} as const;

export const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ code, label: LANGUAGE_NATIVE_NAMES[code] }));

/** Length of the e-mail verification and TOTP codes the API issues. */
export const ONE_TIME_CODE_LENGTH = 6;

/** Sign-in providers offered beside the password form (POST /api/public/create-login-transaction { provider }). */
export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'microsoft', label: 'Microsoft' },
] as const;

/** Shown when scripts are off: the forms post JSON to the API, which plain HTML forms cannot do. */
export const SCRIPT_REQUIRED_NOTE = 'This form needs JavaScript. Turn it on in your browser, then reload the page.';
