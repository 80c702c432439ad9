import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUES } from '../../../contract/session.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv, AuthState } from '../../core/context.ts';
import { requireUser } from '../../core/auth-guards.ts';
import { isSecureRequest } from '../../lib/request-info.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { isSameSiteRequest } from '../../middleware/csrf.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { toUserData } from '../../core/current-user.ts';
import { findAuthUserById } from '../users/service.ts';
import { verifyShortCode } from './codes.ts';
import { enforceLimit } from './rate-limits.ts';
import type * as routes from './routes.ts';
import { sendEmailVerificationCode } from './sender.ts';
import { confirmPhoneCode, markEmailVerified, sendPhoneCode } from './service.ts';

/** How long the client should wait before offering "send again" (the per-minute limit). */
const RESEND_AFTER_SECONDS = 60;

/** The hint cookie the site's guard reads, switched to `v` once the address is verified (same attributes as at sign-in). */
function setVerifiedHint(c: Context<AppEnv>, auth: AuthState): void {
  if (auth.kind !== 'session') return;
  setCookie(c, SESSION_HINT_COOKIE, SESSION_HINT_VALUES.verified, {
    path: '/',
    sameSite: 'Lax',
    secure: isSecureRequest(c, c.var.deps.env),
    expires: auth.session.expiresAt,
  });
}

export const resendVerifyEmail: Handler<typeof routes.resendVerifyEmailRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:write' });
  // A GET that sends mail: refuse it from other sites, like the CSRF middleware does for POSTs.
  if (auth.kind === 'session' && !isSameSiteRequest(c, c.var.deps.env)) throw new ApiError('CSRF_FAILED');
  const { deps } = c.var;
  if (auth.user.isVerified) {
    // The hint may be stale (verified in another browser): correct it along with the 409.
    setVerifiedHint(c, auth);
    throw new ApiError('ALREADY_VERIFIED');
  }
  await enforceLimit(deps, 'verifyEmailResendBurst', auth.user.id);
  await enforceLimit(deps, 'verifyEmailResendHourly', auth.user.id);
  const { expiresAt } = await sendEmailVerificationCode(deps.db, deps.mail, auth.user);
  return c.json({ data: { sent: true as const, expires_at: expiresAt.toISOString(), retry_after_seconds: RESEND_AFTER_SECONDS } }, 200);
};

export const verifyCode: Handler<typeof routes.verifyCodeRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:write' });
  const { deps } = c.var;
  if (auth.user.isVerified) throw new ApiError('ALREADY_VERIFIED');
  await verifyShortCode(deps.db, { userId: auth.user.id, purpose: 'email', code: c.req.valid('json').code });
  await markEmailVerified(deps, auth.user.id);
  await recordSecurityEvent(deps.db, { userId: auth.user.id, type: 'email_verified', ...requestOrigin(c) });
  setVerifiedHint(c, auth);
  return c.json({ data: toUserData((await findAuthUserById(deps.db, auth.user.id))!) }, 200);
};

export const sendPhoneVerificationCode: Handler<typeof routes.sendPhoneCodeRoute> = async (c) => {
  const { user } = requireUser(c, { scope: 'user:write' });
  const { deps } = c.var;
  const phone = c.req.valid('json').phone ?? user.phone;
  if (!phone) throw new ApiError('PHONE_REQUIRED');
  if (phone === user.phone && user.phoneVerifiedAt) throw new ApiError('PHONE_ALREADY_VERIFIED');
  await enforceLimit(deps, 'phoneCodeBurst', user.id);
  await enforceLimit(deps, 'phoneCodeHourly', user.id);
  await enforceLimit(deps, 'phoneCodePerNumber', phone);
  let expiresAt: Date;
  try {
    ({ expiresAt } = await sendPhoneCode(deps, user, phone));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    c.var.log.error({ err: error, channel: 'sms' }, 'SMS delivery failed');
    throw new ApiError('SERVICE_UNAVAILABLE');
  }
  return c.json({ data: { sent: true as const, expires_at: expiresAt.toISOString(), retry_after_seconds: RESEND_AFTER_SECONDS } }, 200);
};

export const verifyPhoneCode: Handler<typeof routes.verifyPhoneCodeRoute> = async (c) => {
  const { user } = requireUser(c, { scope: 'user:write' });
  const { deps } = c.var;
  const body = c.req.valid('json');
  const phone = await confirmPhoneCode(deps, user.id, body.code, body.phone);
  await recordSecurityEvent(deps.db, {
    userId: user.id,
    type: 'phone_verified',
    ...requestOrigin(c),
    metadata: { phone_ends_with: phone.slice(-2) },
  });
  return c.json({ data: toUserData((await findAuthUserById(deps.db, user.id))!) }, 200);
};
