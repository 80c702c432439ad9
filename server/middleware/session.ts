/**
 * Resolves who is calling, once per request, into `c.var.auth`:
 * `Authorization: Bearer` (API key / personal token) when present, else the session cookie.
 * A cookie naming no live session is cleared so the site's hint cookie stops claiming a session.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { findBearerCredential } from '../features/credentials/lookup.ts';
import { clearSessionCookies, readSessionToken } from '../features/sessions/cookies.ts';
import { findSessionByToken, touchSession } from '../features/sessions/service.ts';
import { deriveCsrfToken } from '../lib/crypto.ts';

export function sessionAuth(): MiddlewareHandler<AppEnv> {
  return async function sessionAuthMiddleware(c, next) {
    const { db, env } = c.var.deps;
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
    if (token) {
      const found = await findSessionByToken(db, token);
      if (found) {
        c.set('auth', { kind: 'session', ...found, token, csrfToken: deriveCsrfToken(token) });
        await touchSession(db, found.session);
      } else {
        clearSessionCookies(c, env);
      }
    }
    await next();
  };
}
