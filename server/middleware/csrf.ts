/**
 * CSRF protection for cookie-authenticated state changes:
 * 1. Origin / Sec-Fetch-Site: a browser request from another site is refused unless that site is CORS-allowlisted.
 *    This alone guards the no-session endpoints (sign-in, sign-up) and GET /api/logout.
 * 2. With a session cookie, X-CSRF-Token must equal the session's token (derived from the session token,
 *    so it is bound to the session and rotates with it).
 * Bearer-authenticated requests carry no ambient credential and are exempt.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_COOKIE, CSRF_HEADER } from '../../contract/session.ts';
import type { AppEnv } from '../core/context.ts';
import type { Env } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { safeEqual } from '../lib/crypto.ts';
import { requestHost } from '../lib/request-info.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  /** Safe-method paths that still change state (the spec's GET /api/logout): origin-checked. */
  originCheckedGetPaths?: string[];
  /** Unsafe paths that need only the origin check even with a session (logout must always work). */
  tokenExemptPaths?: string[];
}

/** Whether the browser says this request comes from our own site or an allowlisted one. */
export function isSameSiteRequest(c: Context, env: Env): boolean {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') {
    if (env.CORS_ORIGINS.includes(origin) || origin === env.PUBLIC_ORIGIN) return true;
    try {
      return new URL(origin).host === requestHost(c, env);
    } catch {
      return false;
    }
  }
  if (origin === 'null') return false;
  // No Origin: not a cross-site fetch/form post from a modern browser, unless Fetch Metadata says so.
  return c.req.header('sec-fetch-site') !== 'cross-site';
}

/**
 * The check itself, called by the API's entry layer (middleware/api-gate.ts) after `c.var.auth` is resolved:
 * returns when the request may proceed, throws CSRF_FAILED otherwise. Synchronous, so a safe request costs a
 * set lookup and nothing else.
 */
export function csrfCheck(options: CsrfOptions = {}): (c: Context<AppEnv>) => void {
  const originChecked = new Set(options.originCheckedGetPaths ?? []);
  const tokenExempt = new Set(options.tokenExemptPaths ?? []);
  return function checkCsrf(c) {
    const safe = SAFE_METHODS.has(c.req.method);
    if (safe && !originChecked.has(c.req.path)) return;
    const auth = c.get('auth');
    if (auth?.kind === 'bearer') return;
    if (!isSameSiteRequest(c, c.get('deps').env)) throw new ApiError('CSRF_FAILED');
    if (safe || tokenExempt.has(c.req.path)) return;
    const header = c.req.header(CSRF_HEADER);
    if (auth?.kind === 'session') {
      if (!header || !safeEqual(header, auth.csrfToken)) throw new ApiError('CSRF_FAILED');
    } else {
      // Anonymous flow: the token from GET /api/auth/config is a double-submit cookie; if sent, it must match.
      const cookie = getCookie(c, CSRF_COOKIE);
      if (header && cookie && !safeEqual(header, cookie)) throw new ApiError('CSRF_FAILED');
    }
  };
}
