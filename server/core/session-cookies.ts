/**
 * The three cookies the API sets (names in contract/session.ts):
 * - session: HttpOnly, SameSite=Lax, Path=/; on https also Secure and `__Host-` prefixed;
 * - hint (`v`/`u`): readable by the site's pre-paint guard, says only "signed in, verified or not";
 * - csrf: readable by the site's API client, which echoes it in X-CSRF-Token.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { CSRF_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_HINT_VALUES } from '../../contract/session.ts';
import type { Env } from '../env.ts';
import { readCookie } from '../lib/cookies.ts';
import { isSecureRequest } from '../lib/request-info.ts';

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token sent by the browser; the `__Host-` form wins when both are present. */
export function readSessionToken(c: Context): string | undefined {
  // Every request with a session comes through here: one header read, no dictionary of all cookies (lib/cookies.ts).
  const header = c.req.header('cookie');
  if (!header) return undefined;
  return readCookie(header, SECURE_SESSION_COOKIE) ?? readCookie(header, SESSION_COOKIE);
}

export function setSessionCookies(
  c: Context,
  env: Env,
  session: { token: string; csrfToken: string; expiresAt: Date },
  verified: boolean,
): void {
  const secure = isSecureRequest(c, env);
  const base = { path: '/', sameSite: 'Lax' as const, secure, expires: session.expiresAt };
  setCookie(c, sessionCookieName(secure), session.token, { ...base, httpOnly: true });
  setCookie(c, SESSION_HINT_COOKIE, verified ? SESSION_HINT_VALUES.verified : SESSION_HINT_VALUES.unverified, base);
  setCookie(c, CSRF_COOKIE, session.csrfToken, base);
}

/** Removes session, hint and csrf cookies (both session cookie names, whatever the scheme). */
export function clearSessionCookies(c: Context, env: Env): void {
  const secure = isSecureRequest(c, env);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
  if (secure) deleteCookie(c, SECURE_SESSION_COOKIE, { path: '/', secure: true });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure });
  deleteCookie(c, CSRF_COOKIE, { path: '/', secure });
}
