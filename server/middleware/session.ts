/**
 * Resolves who is calling, once per request, into `c.var.auth`:
 * `Authorization: Bearer` (API key / personal token) when present, else the session cookie.
 * A cookie naming no live session is cleared so the site's hint cookie stops claiming a session.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { findBearerCredential } from '../features/credentials/lookup.ts';
import { clearSessionCookies, readSessionToken } from '../features/sessions/cookies.ts';
import { findSessionByTokenHash, sessionNeedsTouch, touchSession } from '../features/sessions/service.ts';
import { deriveCsrfToken, hashSecret } from '../lib/crypto.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET as the spec calls it, yet it ends the session. */
const LOGOUT_PATH = '/api/logout';

export function sessionAuth(): MiddlewareHandler<AppEnv> {
  return async function sessionAuthMiddleware(c, next) {
    const { db, env, sessionCache } = c.get('deps');
    c.set('auth', null);
    const authorization = c.req.header('authorization');
    if (authorization) {
      const [scheme, secret] = authorization.split(' ', 2);
      if (scheme?.toLowerCase() === 'bearer' && secret) {
        const bearer = await findBearerCredential(db, secret.trim());
        if (bearer) c.set('auth', { kind: 'bearer', ...bearer });
      }
      return next();
    }
    const token = readSessionToken(c);
    if (!token) return next();
    const tokenHash = hashSecret(token);
    // One clock read for the cache and the touch check (Date.now() is not free on every machine).
    let now = Date.now();
    let found = sessionCache.get(tokenHash, now);
    if (!found) {
      const loaded = await findSessionByTokenHash(db, tokenHash);
      if (!loaded) {
        clearSessionCookies(c, env);
        return next();
      }
      found = { ...loaded, csrfToken: deriveCsrfToken(token) };
      // Only a database read starts the clock: a busy session is not kept alive in the cache.
      now = Date.now();
      sessionCache.set(tokenHash, found, now);
    }
    c.set('auth', { kind: 'session', ...found, token });
    // Checked here first: a cached session seen within the minute costs no promise and no database call.
    if (sessionNeedsTouch(found.session, now) && (await touchSession(db, found.session))) found.session.lastSeenAt = new Date();
    await next();
    // A state change by this user (profile, sessions, 2FA, deletion…) makes their cached lookups stale.
    if (!SAFE_METHODS.has(c.req.method) || c.req.path === LOGOUT_PATH) sessionCache.invalidateUser(found.user.id);
  };
}
