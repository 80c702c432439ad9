/**
 * Constants the auth pages and their islands share. Every text they show lives in the locale files
 * (`auth.*`, `form.*`; spec §5's messages are `auth.validation.*`, English word for word as in contract/auth.ts).
 */

/** Length of the e-mail verification and TOTP codes the API issues. */
export const ONE_TIME_CODE_LENGTH = 6;

/** Sign-in providers offered beside the password form (POST /api/public/create-login-transaction { provider }). */
export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'microsoft', label: 'Microsoft' },
] as const;
