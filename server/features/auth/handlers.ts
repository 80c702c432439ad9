import { getCookie, setCookie } from 'hono/cookie';
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth-constants.ts';
import { CSRF_COOKIE } from '../../../contract/session.ts';
import { requireSession } from '../../core/auth-guards.ts';
import { generateToken } from '../../lib/crypto.ts';
import { isSecureRequest } from '../../lib/request-info.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { clearSessionCookies, setSessionCookies } from '../../core/session-cookies.ts';
import { startSession } from '../../core/start-session.ts';
import { revokeSession, rotateSession } from '../../core/sessions.ts';
import { toUserData } from '../../core/current-user.ts';
import { findAuthUserById, isEmailAvailable, isUsernameAvailable } from '../users/service.ts';
import type * as routes from './routes.ts';
import { authenticateWithPassword, registerUser } from './service.ts';
import { createTwoFactorChallenge } from './two-factor-login.ts';

export const signUp: Handler<typeof routes.signUpRoute> = async (c) => {
  const user = await registerUser(c.var.deps, c.req.valid('json'), requestOrigin(c));
  return c.json({ data: { user: toUserData({ ...user, twoFactorEnabled: false }), verification_required: true } }, 201);
};

export const signIn: Handler<typeof routes.signInRoute> = async (c) => {
  const { db } = c.var.deps;
  const origin = requestOrigin(c);
  const verified = await authenticateWithPassword(c.var.deps, c.req.valid('json'), origin, c.var.log);
  const user = (await findAuthUserById(db, verified.id))!;
  if (user.twoFactorEnabled) {
    const challenge = await createTwoFactorChallenge(db, user.id);
    await recordSecurityEvent(db, { userId: user.id, type: 'sign_in_two_factor_pending', ...origin });
    return c.json(
      {
        data: {
          two_factor_required: true as const,
          challenge_token: challenge.challengeToken,
          expires_at: challenge.expiresAt.toISOString(),
        },
      },
      200,
    );
  }
  const started = await startSession(c, user, { method: 'password' });
  return c.json({ data: { two_factor_required: false as const, user: toUserData(user), ...started } }, 200);
};

/** Shared by GET and POST /api/logout. */
async function signOut(c: Parameters<Handler<typeof routes.logoutGetRoute>>[0] | Parameters<Handler<typeof routes.logoutPostRoute>>[0]) {
  const auth = c.var.auth;
  const { db, env } = c.var.deps;
  if (auth?.kind === 'session') {
    await revokeSession(db, auth.user.id, auth.session.id);
    await recordSecurityEvent(db, {
      userId: auth.user.id,
      type: 'signed_out',
      ...requestOrigin(c),
      metadata: { session_id: auth.session.id },
    });
  }
  clearSessionCookies(c, env);
}
export const logoutGet: Handler<typeof routes.logoutGetRoute> = async (c) => {
  await signOut(c);
  return c.json({ data: { signed_out: true as const } }, 200);
};
export const logoutPost: Handler<typeof routes.logoutPostRoute> = async (c) => {
  await signOut(c);
  return c.json({ data: { signed_out: true as const } }, 200);
};

export const refresh: Handler<typeof routes.refreshRoute> = async (c) => {
  const auth = requireSession(c);
  const { db, env } = c.var.deps;
  const rotated = await rotateSession(db, auth.session.id, env.SESSION_TTL_DAYS);
  setSessionCookies(c, env, rotated, auth.user.isVerified);
  return c.json({ data: { csrf_token: rotated.csrfToken, expires_at: rotated.expiresAt.toISOString() } }, 200);
};

/** Anonymous visitors get a double-submit token in the csrf cookie; signed-in ones their session's token. */
function csrfTokenFor(c: Parameters<Handler<typeof routes.authConfigRoute>>[0]): string {
  const auth = c.var.auth;
  if (auth?.kind === 'session') return auth.csrfToken;
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = generateToken();
  setCookie(c, CSRF_COOKIE, token, { path: '/', sameSite: 'Lax', secure: isSecureRequest(c, c.var.deps.env) });
  return token;
}

export const authConfig: Handler<typeof routes.authConfigRoute> = (c) => {
  const { env } = c.var.deps;
  return c.json(
    {
      data: {
        authenticated: c.var.auth !== null,
        csrf_token: csrfTokenFor(c),
        password_min_length: PASSWORD_MIN_LENGTH,
        providers: env.OIDC_PROVIDERS.map((provider) => ({ id: provider.id, name: provider.name })),
        two_factor: { available: true, methods: ['totp', 'backup_code'] },
        lockout: { threshold: env.LOCKOUT_THRESHOLD, minutes: env.LOCKOUT_MINUTES },
        password_max_age_days: env.PASSWORD_MAX_AGE_DAYS,
      },
    },
    200,
  );
};

export const checkEmail: Handler<typeof routes.checkEmailRoute> = async (c) => {
  const available = await isEmailAvailable(c.var.deps.db, c.req.valid('query').email);
  return c.json({ data: { available } }, 200);
};

export const checkUsername: Handler<typeof routes.checkUsernameRoute> = async (c) => {
  const available = await isUsernameAvailable(c.var.deps.db, c.req.valid('query').username);
  return c.json({ data: { available } }, 200);
};
