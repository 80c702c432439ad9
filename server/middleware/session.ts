/**
 * Resolves who is calling, once per request, into `c.var.auth`:
 * `Authorization: Bearer` (API key / personal token) when present, else the session cookie.
 * A cookie naming no live session is cleared so the site's hint cookie stops claiming a session.
 *
 * A plain function, not a middleware: the API's one entry layer (middleware/api-gate.ts) calls it, and it returns a
 * promise only when it has to wait (bearer lookup, cache miss, the once-a-minute touch). A cached session costs no
 * promise at all (docs/decisions.md, speed).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../core/context.ts';
import { findBearerCredential } from '../core/credentials.ts';
import type { CachedSession } from '../core/session-cache.ts';
import { clearSessionCookies, readSessionToken } from '../core/session-cookies.ts';
import { findSessionByTokenHash, sessionNeedsTouch, touchSession } from '../core/sessions.ts';
import { deriveCsrfToken, hashSecret } from '../lib/crypto.ts';

export function resolveAuth(c: Context<AppEnv>): void | Promise<void> {
  c.set('auth', null);
  const authorization = c.req.header('authorization');
  if (authorization) return resolveBearer(c, authorization);
  const token = readSessionToken(c);
  if (!token) return;
  const tokenHash = hashSecret(token);
  const { sessionCache } = c.get('deps');
  // One clock read for the cache and the touch check (Date.now() is not free on every machine).
  const now = Date.now();
  const cached = sessionCache.get(tokenHash, now);
  if (!cached) return loadSession(c, token, tokenHash);
  useSession(c, cached, token);
  // Checked here first: a cached session seen within the minute costs no promise and no database call.
  if (sessionNeedsTouch(cached.session, now)) return touch(c, cached);
}

async function resolveBearer(c: Context<AppEnv>, authorization: string): Promise<void> {
  const [scheme, secret] = authorization.split(' ', 2);
  if (scheme?.toLowerCase() !== 'bearer' || !secret) return;
  const bearer = await findBearerCredential(c.get('deps').db, secret.trim());
  if (bearer) c.set('auth', { kind: 'bearer', ...bearer });
}

async function loadSession(c: Context<AppEnv>, token: string, tokenHash: string): Promise<void> {
  const { db, env, sessionCache } = c.get('deps');
  const loaded = await findSessionByTokenHash(db, tokenHash);
  if (!loaded) {
    clearSessionCookies(c, env);
    return;
  }
  const found: CachedSession = { ...loaded, csrfToken: deriveCsrfToken(token) };
  // Only a database read starts the clock: a busy session is not kept alive in the cache.
  const now = Date.now();
  sessionCache.set(tokenHash, found, now);
  useSession(c, found, token);
  if (sessionNeedsTouch(found.session, now)) await touch(c, found);
}

function useSession(c: Context<AppEnv>, found: CachedSession, token: string): void {
  c.set('auth', { kind: 'session', user: found.user, session: found.session, csrfToken: found.csrfToken, token });
}

async function touch(c: Context<AppEnv>, found: CachedSession): Promise<void> {
  if (await touchSession(c.get('deps').db, found.session)) found.session.lastSeenAt = new Date();
}
