/**
 * The sign-up rules' numbers and spec §5 wording on their own, without zod: the site's auth islands import these
 * (contract/auth.ts re-exports them for everything else), so the login page does not carry the schema library.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound keeps argon2 work per request bounded; far above any real passphrase. */
export const PASSWORD_MAX_LENGTH = 256;

export const SIGN_UP_MESSAGES = {
  nameRequired: 'Your first name is required',
  emailRequired: 'Enter your email, it will be required to login',
  emailFormat: 'Please, enter a valid email',
  passwordRequired: 'Enter your password with at least 8 characters, it will be required to login',
  passwordTooShort: 'The password should contains at leat 8 characters',
  confirmationRequired: 'Please, confirm your password',
  confirmationMismatch: 'The password does not match',
} as const;
