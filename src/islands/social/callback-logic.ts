/**
 * The social callback page's decisions, free of React and the DOM so they are tested on their own: what the
 * provider's redirect carried, whether the page must first return to the language the sign-in started in, which
 * message explains a failure, and the registration form's rules and request body. Messages are locale keys
 * (`social.*`); the island translates them.
 */
import { DEFAULT_LOCALE, isLocale } from '../../../contract/locales.ts';
import { emailRules } from '../auth/rules.ts';
import {
  SOCIAL_CALLBACK_PATH,
  type PendingSocialSignIn,
  type SocialRegistration,
  type SocialRegistrationFields,
} from '../../stores/auth/social.ts';

export type CallbackQuery =
  | { kind: 'code'; code: string; state: string; iss?: string }
  /** The provider refused or failed (RFC 6749 §4.1.2.1): `access_denied` when the person said no. */
  | { kind: 'provider_error'; error: string }
  /** Opened without the provider's parameters (a bookmark, a reload after the code was used). */
  | { kind: 'missing' };

/** Reads `?code=…&state=…&iss=…` or `?error=…` of the provider's redirect. */
export function readCallbackQuery(search: string): CallbackQuery {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error !== null) return { kind: 'provider_error', error: error.trim() || 'server_error' };
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  if (code === '' || state === '') return { kind: 'missing' };
  const iss = params.get('iss');
  return iss ? { kind: 'code', code, state, iss } : { kind: 'code', code, state };
}

/**
 * The provider always returns to the unprefixed callback URL it has registered; a sign-in started on a French
 * page goes on in French. Returns where to go, or null to stay. The query and hash travel along.
 */
export function localeReturnUrl(
  pending: Pick<PendingSocialSignIn, 'localePrefix'> | null,
  currentPrefix: string,
  location: { search: string; hash: string },
): string | null {
  if (!pending || pending.localePrefix === currentPrefix) return null;
  return `${pending.localePrefix}${SOCIAL_CALLBACK_PATH}${location.search}${location.hash}`;
}

export type CallbackErrorKey =
  | 'social.callback.error.denied'
  | 'social.callback.error.provider'
  | 'social.callback.error.missing'
  | 'social.callback.error.notStarted'
  | 'social.callback.error.invalid'
  | 'social.callback.error.expired'
  | 'social.callback.error.unavailable'
  | 'social.callback.error.notConfigured'
  | 'social.callback.error.inUse'
  | 'social.callback.error.rateLimited'
  | 'social.callback.error.network'
  | 'social.callback.error.generic';

/** The explanation of a provider error (`error` of the redirect). */
export function providerErrorKey(error: string): CallbackErrorKey {
  return error === 'access_denied' ? 'social.callback.error.denied' : 'social.callback.error.provider';
}

/** The explanation of a failed verify-social-token call, by the API's error code (or NETWORK_ERROR). */
export function verifyErrorKey(code: string | undefined): CallbackErrorKey {
  switch (code) {
    case 'INVALID_SOCIAL_TOKEN':
      return 'social.callback.error.invalid';
    case 'LOGIN_TRANSACTION_EXPIRED':
      return 'social.callback.error.expired';
    case 'SOCIAL_PROVIDER_UNAVAILABLE':
      return 'social.callback.error.unavailable';
    case 'PROVIDER_NOT_CONFIGURED':
      return 'social.callback.error.notConfigured';
    case 'SOCIAL_ACCOUNT_IN_USE':
      return 'social.callback.error.inUse';
    case 'RATE_LIMITED':
      return 'social.callback.error.rateLimited';
    case 'NETWORK_ERROR':
    case 'TIMEOUT_ERROR':
      return 'social.callback.error.network';
    default:
      return 'social.callback.error.generic';
  }
}

/** The server's answers to finish-social-registration that the form explains in its own words. */
export function registrationErrorKey(code: string | undefined): RegistrationErrorKey | undefined {
  switch (code) {
    case 'USERNAME_TAKEN':
      return 'social.registration.error.usernameTaken';
    case 'EMAIL_TAKEN':
      return 'social.registration.error.emailTaken';
    case 'REGISTRATION_TOKEN_INVALID':
      return 'social.registration.error.expired';
    case 'NETWORK_ERROR':
    case 'TIMEOUT_ERROR':
      return 'social.callback.error.network';
    default:
      return undefined;
  }
}

/**
 * contract/auth.ts's usernameSchema without zod (which would add ~24 KB to the page); callback-logic.test.ts
 * holds the two to the same answers.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{1,28})[A-Za-z0-9]$/;
export const FULL_NAME_MAX_LENGTH = 100;

export interface RegistrationValues extends Record<string, unknown> {
  full_name: string;
  email: string;
  username: string;
  language: string;
  promotional_opt_in: boolean;
}

export type RegistrationErrorKey =
  | 'social.registration.error.nameRequired'
  | 'social.registration.error.nameTooLong'
  | 'social.registration.error.emailRequired'
  | 'social.registration.error.emailInvalid'
  | 'social.registration.error.usernameFormat'
  | 'social.registration.error.usernameTaken'
  | 'social.registration.error.emailTaken'
  | 'social.registration.error.expired'
  | 'social.callback.error.network';

export type RegistrationErrors = Partial<Record<'full_name' | 'email' | 'username', RegistrationErrorKey>>;

/** Client rules of the registration form; `needsEmail` when the provider shared no address. */
export function registrationRules(values: RegistrationValues, options: { needsEmail: boolean }): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const name = values.full_name.trim();
  if (name === '') errors.full_name = 'social.registration.error.nameRequired';
  else if (name.length > FULL_NAME_MAX_LENGTH) errors.full_name = 'social.registration.error.nameTooLong';
  if (options.needsEmail) {
    const email = values.email.trim();
    if (email === '') errors.email = 'social.registration.error.emailRequired';
    else if (emailRules({ email }).email !== undefined) errors.email = 'social.registration.error.emailInvalid';
  }
  const username = values.username.trim();
  if (username !== '' && !USERNAME_PATTERN.test(username)) errors.username = 'social.registration.error.usernameFormat';
  return errors;
}

/** The form's first values: the provider's name claim and the page's language. */
export function initialRegistrationValues(registration: Pick<SocialRegistration, 'fullName'>, locale: string): RegistrationValues {
  return {
    full_name: registration.fullName?.trim() ?? '',
    email: '',
    username: '',
    language: locale,
    promotional_opt_in: false,
  };
}

/** The body of finish-social-registration: no empty username, and an e-mail only when the provider shared none. */
export function registrationPayload(values: RegistrationValues, registration: Pick<SocialRegistration, 'email'>): SocialRegistrationFields {
  const fields: SocialRegistrationFields = {
    full_name: values.full_name.trim(),
    language: isLocale(values.language) ? values.language : DEFAULT_LOCALE,
    promotional_opt_in: values.promotional_opt_in,
  };
  const username = values.username.trim();
  if (username !== '') fields.username = username;
  if (registration.email === null) fields.email = values.email.trim();
  return fields;
}

export type UsernameCheck = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Which usernames are worth asking the API about: well-formed ones only (the API would answer 422). */
export function shouldCheckUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username.trim());
}
