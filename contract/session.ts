/**
 * Cookie names and values that the API sets and the site reads.
 * The session cookie is HttpOnly (the site never sees it); the hint cookie is deliberately
 * readable by the pre-paint guard script and carries nothing secret: only whether a session
 * exists and whether its user verified their e-mail.
 */
export const SESSION_COOKIE = 'ae_session';
/** On https the session cookie is sent as `__Host-ae_session` (Secure, Path=/, no Domain). */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_HINT_COOKIE = 'ae_hint';
export const SESSION_HINT_VALUES = { verified: 'v', unverified: 'u' } as const;
export type SessionHint = (typeof SESSION_HINT_VALUES)[keyof typeof SESSION_HINT_VALUES];
/** Header and meta tag used for CSRF proof on cookie-authenticated state changes. */
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_COOKIE = 'ae_csrf';
export const CSRF_META_NAME = 'csrf-token';
export const REQUEST_ID_HEADER = 'X-Request-ID';
/**
 * The visitor's chosen language (spec §1: the stored locale setting is the default). Written when they pick a
 * language (switcher, sign-up, profile) and read by the pre-paint script, which sends an unprefixed (English) page
 * to the same page in that language. Not secret, readable by scripts; one year.
 */
export const LOCALE_COOKIE = 'ae_locale';
/**
 * sessionStorage key of a one-time message carried across a page change (`{ "kind": "success", "message": "…" }`,
 * already translated): the login's 'Welcome back!' is written before the browser leaves the login page and shown
 * by the next page, whether it runs React (the toast host) or not (the plain page script on landing pages).
 */
export const FLASH_STORAGE_KEY = 'ae_flash';
/**
 * localStorage keys that hold a signed-in person's data on the device (messaging's offline copies and outbox).
 * Signing out, by choice or by an expired session, removes every key with one of these prefixes; device settings
 * such as the theme (`ae_theme`) stay.
 */
export const PRIVATE_STORAGE_PREFIXES = ['ae-messaging:'] as const;
