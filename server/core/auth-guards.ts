/** Handler-side checks of `c.var.auth`: who may call, and with which credential. */
import type { Context } from 'hono';
import type { AppEnv, AuthState } from './context.ts';
import { ApiError } from '../lib/api-error.ts';

type SessionAuth = Extract<AuthState, { kind: 'session' }>;

/**
 * The calling user, by session or bearer credential. A bearer credential must carry `scope`
 * (sessions hold every scope: they are the person themself).
 */
export function requireUser(c: Context<AppEnv>, options: { scope?: string } = {}): AuthState {
  const auth = c.get('auth');
  if (!auth) throw new ApiError('AUTHENTICATION_REQUIRED');
  if (auth.kind === 'bearer' && options.scope && !auth.credential.scopes.includes(options.scope)) {
    throw new ApiError('INSUFFICIENT_SCOPE');
  }
  return auth;
}

/** Only a browser session may do this (session management, refresh): API keys cannot. */
export function requireSession(c: Context<AppEnv>): SessionAuth {
  const auth = c.get('auth');
  if (!auth) throw new ApiError('AUTHENTICATION_REQUIRED');
  if (auth.kind !== 'session') throw new ApiError('FORBIDDEN');
  return auth;
}
