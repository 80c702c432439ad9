/**
 * Every English string of the client runtime (spec §4, §8), in one table of flat dotted keys like the site's
 * locale files (design.md §2), so the languages work can translate them by key. `text(key)` asks the installed
 * translator first and falls back to English, which keeps this layer usable before i18n loads and in tests.
 */
import { ERRORS, isErrorCode } from '../../../contract/errors.ts';

export const MESSAGES = {
  // Normalisation (spec §8)
  'errors.normalize.fallback': 'An unexpected error occurred',
  // Status fallbacks of the API handler (spec §8)
  'errors.status.400': 'Invalid request. Please check your input.',
  'errors.status.401': 'Authentication required. Please log in.',
  'errors.status.403': "Access denied. You don't have permission for this action.",
  'errors.status.404': 'Resource not found.',
  'errors.status.409': 'Conflict. The resource already exists or is in use.',
  'errors.status.422': 'Validation failed. Please check your input.',
  'errors.status.429': 'Too many requests. Please try again later.',
  'errors.status.500': 'Server error. Please try again later.',
  'errors.status.502': 'Service temporarily unavailable.',
  'errors.status.503': 'Service temporarily unavailable.',
  // Toast rule (spec §8)
  'errors.toast.network': 'Network error. Please check your connection.',
  // Second handler's user messages (spec §8)
  'errors.app.VALIDATION_ERROR': 'Please check your input and try again.',
  'errors.app.VALIDATION_ERROR_422': 'Please correct the highlighted fields.',
  'errors.app.invalidRequestData': 'Invalid request data',
  'errors.app.AUTHENTICATION_ERROR': 'Please log in to continue.',
  'errors.app.AUTHORIZATION_ERROR': 'You do not have permission to perform this action.',
  'errors.app.NOT_FOUND_ERROR': 'The requested resource was not found.',
  'errors.app.RATE_LIMIT_ERROR': 'You are making requests too quickly. Please slow down.',
  'errors.app.SERVER_ERROR': 'A server error occurred. Please try again later.',
  'errors.app.SERVICE_UNAVAILABLE': 'The service is temporarily unavailable. Please try again later.',
  'errors.app.HTTP_ERROR': 'An unexpected error occurred.',
  'errors.app.NETWORK_ERROR': 'Please check your internet connection and try again.',
  'errors.app.TIMEOUT_ERROR': 'The request took too long. Please try again.',
  'errors.app.UNKNOWN_ERROR': 'An unexpected error occurred. Please contact support if this persists.',
  // Global handlers (spec §8)
  'errors.global.unhandledRejection': 'An unexpected error occurred.',
  'errors.global.windowError': 'A client-side error occurred.',
  // Recovery suggestions per code group (spec §8 names the groups; the wording is ours)
  'errors.recovery.network.1': 'Check that you are connected to the internet.',
  'errors.recovery.network.2': 'If you use a VPN or proxy, make sure it is working.',
  'errors.recovery.network.3': 'Wait a moment, then try again.',
  'errors.recovery.authentication.1': 'Log in again: your session may have expired.',
  'errors.recovery.authentication.2': 'If you cannot log in, reset your password.',
  'errors.recovery.validation.1': 'Review the highlighted fields and correct them.',
  'errors.recovery.validation.2': 'Make sure every required field is filled in.',
  'errors.recovery.rateLimit.1': 'Wait a minute before trying again.',
  'errors.recovery.rateLimit.2': 'Avoid repeating the same action many times in a row.',
  'errors.recovery.server.1': 'Try again in a few minutes: the problem is on our side.',
  'errors.recovery.server.2': 'If it keeps happening, check the status page or contact support.',
  'errors.recovery.default.1': 'Reload the page and try again.',
  'errors.recovery.default.2': 'If the problem persists, contact support.',
  // Session outcomes (spec §4, §8)
  'session.login.success': 'Welcome back!',
  'session.login.failed': 'Login failed',
  'session.login.profileFetchFailed': 'Failed to fetch user profile after login',
  'session.register.success': 'Registration successful! Please verify your email.',
  'session.register.failed': 'Registration failed',
  'session.logout.success': 'Logged out successfully',
  'session.profile.success': 'Profile updated successfully',
  'session.profile.failed': 'Profile update failed',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;

/** Returns the translation of a key, or undefined to fall back to English. */
export type Translator = (key: string) => string | undefined;

let translator: Translator | undefined;

/** The i18n layer installs its `t()` here once the page's locale is loaded. */
export function setTranslator(next: Translator | undefined): void {
  translator = next;
}

export function text(key: MessageKey): string {
  return translator?.(key) ?? MESSAGES[key];
}

/**
 * The message of an API error code, translated under `errors.code.<CODE>`; English comes from contract/errors.ts
 * (the same text the API sends). Undefined for codes the site does not know.
 */
export function textForErrorCode(code: string | undefined): string | undefined {
  if (!isErrorCode(code)) return undefined;
  return translator?.(`errors.code.${code}`) ?? ERRORS[code].message;
}
