/**
 * Starting a signed-in session for a user who has proven who they are: a fresh token every time
 * (never reuse a pre-login token: session fixation), cookies set, `sign_in_succeeded` recorded, and the account's
 * oldest sessions revoked past SESSION_MAX_PER_USER.
 * Sign-in, 2FA completion and social sign-in all end here, so this is also where the new-device alert starts.
 */
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import type { User } from './schema.ts';
import { recordSecurityEvent, requestOrigin } from './security-events.ts';
import { setSessionCookies } from './session-cookies.ts';
import { createSession } from './sessions.ts';
import { scheduleSignInAlert } from './sign-in-alert.ts';

export interface StartedSession {
  csrf_token: string;
  expires_at: string;
}

export async function startSession(
  c: Context<AppEnv>,
  user: Pick<User, 'id' | 'isVerified' | 'email' | 'language'>,
  options: { method: 'password' | 'two_factor' | 'social'; twoFactorVerified?: boolean },
): Promise<StartedSession> {
  const { db, env } = c.var.deps;
  const origin = requestOrigin(c);
  const session = await createSession(db, {
    userId: user.id,
    ttlDays: env.SESSION_TTL_DAYS,
    maxPerUser: env.SESSION_MAX_PER_USER,
    twoFactorVerified: options.twoFactorVerified ?? false,
    ...origin,
  });
  setSessionCookies(c, env, session, user.isVerified);
  if (session.revokedIds.length > 0) {
    // Over the cap: the oldest sessions just ended; this process must not keep serving them from its cache.
    c.var.deps.sessionCache.invalidateUser(user.id);
    await recordSecurityEvent(db, {
      userId: user.id,
      type: 'session_revoked',
      ...origin,
      metadata: { reason: 'session_limit', limit: env.SESSION_MAX_PER_USER, session_ids: session.revokedIds },
    });
  }
  await recordSecurityEvent(db, {
    userId: user.id,
    type: 'sign_in_succeeded',
    ...origin,
    metadata: { method: options.method, session_id: session.id },
  });
  // After the response: mail delivery must neither slow down nor break the sign-in.
  scheduleSignInAlert(c.var.deps, c.var.log, { user, sessionId: session.id, ...origin, signedInAt: new Date() });
  return { csrf_token: session.csrfToken, expires_at: session.expiresAt.toISOString() };
}
