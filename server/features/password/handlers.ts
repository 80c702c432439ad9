import { requireSession } from '../../core/auth-guards.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { verifyPassword } from '../../lib/password.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { clearSessionCookies, setSessionCookies } from '../../core/session-cookies.ts';
import { rotateSession } from '../../core/sessions.ts';
import { findUserByEmail } from '../users/service.ts';
import { enforceLimit } from '../verification/service.ts';
import { RESET_REQUESTED_MESSAGE } from '../../../contract/password/index.ts';
import type { newPasswordRoute, requestResetRoute, updatePasswordRoute } from './routes.ts';
import { issueAndMailResetToken, mailPasswordChangedNotice, replacePassword, resetPasswordWithToken } from './service.ts';
import { runAfterResponse } from '../../lib/background.ts';
import { clearAccountThrottles } from '../auth/service.ts';

export const requestReset: Handler<typeof requestResetRoute> = async (c) => {
  const { deps } = c.var;
  const { email } = c.req.valid('json');
  // Counted for every address, registered or not, so a 429 says nothing about the account either.
  await enforceLimit(deps, 'passwordResetPerEmail', email);
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    const origin = requestOrigin(c);
    const log = c.var.log;
    // Token, audit entry and mail happen after the answer: an SMTP round trip must not make "account exists"
    // measurably slower than "no such account".
    runAfterResponse(log, 'password reset mail could not be sent', async () => {
      await issueAndMailResetToken(deps, user);
      await recordSecurityEvent(deps.db, { userId: user.id, type: 'password_reset_requested', ...origin });
    });
  }
  return c.json({ data: { message: RESET_REQUESTED_MESSAGE } }, 200);
};

export const newPassword: Handler<typeof newPasswordRoute> = async (c) => {
  const { deps } = c.var;
  const body = c.req.valid('json');
  const { user, sessionsRevoked, credentialsRevoked } = await resetPasswordWithToken(deps, body.token, body.password);
  // Anonymous request, so the session middleware cannot know whose lookups went stale.
  deps.sessionCache.invalidateUser(user.id);
  // The link proved the mailbox: whatever slowed down sign-ins to this account starts over.
  await clearAccountThrottles(deps, user.email);
  await recordSecurityEvent(deps.db, {
    userId: user.id,
    type: 'password_reset_completed',
    ...requestOrigin(c),
    metadata: { sessions_revoked: sessionsRevoked, credentials_revoked: credentialsRevoked },
  });
  await mailPasswordChangedNotice(deps, user);
  // A browser that was signed in to this account holds a session that just ended: drop its cookies too.
  const auth = c.var.auth;
  if (auth?.kind === 'session' && auth.user.id === user.id) clearSessionCookies(c, deps.env);
  return c.json(
    { data: { password_reset: true as const, sessions_revoked: sessionsRevoked, credentials_revoked: credentialsRevoked } },
    200,
  );
};

export const updatePassword: Handler<typeof updatePasswordRoute> = async (c) => {
  const auth = requireSession(c);
  const { deps } = c.var;
  const body = c.req.valid('json');
  await enforceLimit(deps, 'passwordChangePerUser', auth.user.id);
  // Accounts created by social sign-in have no password (null hash): they set one through the reset link.
  if (!(await verifyPassword(auth.user.passwordHash, body.current_password))) throw new ApiError('INVALID_CURRENT_PASSWORD');
  if (body.password === body.current_password) throw new ApiError('PASSWORD_REUSED');
  const { sessionsRevoked: revoked, credentialsRevoked } = await replacePassword(deps.db, auth.user.id, body.password, auth.session.id);
  // New token for the surviving session: whoever copied the old cookie loses it along with the old password.
  const rotated = await rotateSession(deps.db, auth.session.id, deps.env.SESSION_TTL_DAYS);
  setSessionCookies(c, deps.env, rotated, auth.user.isVerified);
  await recordSecurityEvent(deps.db, {
    userId: auth.user.id,
    type: 'password_changed',
    ...requestOrigin(c),
    metadata: { other_sessions_revoked: revoked, credentials_revoked: credentialsRevoked },
  });
  await mailPasswordChangedNotice(deps, auth.user);
  return c.json(
    {
      data: {
        password_changed: true as const,
        other_sessions_revoked: revoked,
        credentials_revoked: credentialsRevoked,
        csrf_token: rotated.csrfToken,
        expires_at: rotated.expiresAt.toISOString(),
      },
    },
    200,
  );
};
