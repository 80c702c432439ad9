/**
 * Resolves who is calling, once per request, into `c.var.auth`:
 * `Authorization: Bearer` (API key / personal token) when present, else the session cookie.
 * A cookie naming no live session is cleared so the site's hint cookie stops claiming a session.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { findBearerCredential } from '../features/credentials/lookup.ts';
import { clearSessionCookies, readSessionToken } from '../features/sessions/cookies.ts';
import { findSessionByTokenHash, touchSession } from '../features/sessions/service.ts';
import { deriveCsrfToken, hashSecret } from '../lib/crypto.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET as the spec calls it, yet it ends the session. */
const LOGOUT_PATH = '/api/logout';

export function sessionAuth(): MiddlewareHandler<AppEnv> {
  return async function sessionAuthMiddleware(c, next) {
    const { db, env, sessionCache } = c.var.deps;
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
    let found = sessionCache.get(tokenHash);
    if (!found) {
      const loaded = await findSessionByTokenHash(db, tokenHash);
      if (!loaded) {
        clearSessionCookies(c, env);
        return next();
      }
      found = { ...loaded, csrfToken: deriveCsrfToken(token) };
      // Only a database read starts the clock: a busy session is not kept alive in the cache.
      sessionCache.set(tokenHash, found);
    }
    c.set('auth', { kind: 'session', ...found, token });
    if (await touchSession(db, found.session)) found.session.lastSeenAt = new Date();
    await next();
    // A state change by this user (profile, sessions, 2FA, deletion…) makes their cached lookups stale.
    if (!SAFE_METHODS.has(c.req.method) || c.req.path === LOGOUT_PATH) sessionCache.invalidateUser(found.user.id);
  };
}
