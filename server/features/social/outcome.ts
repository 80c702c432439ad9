/**
 * What a verified provider identity leads to. The rules, in order:
 * 1. Caller signed in with a session: link the identity to that user (409 if it belongs to someone else).
 * 2. Identity already linked: sign that user in (second factor first when 2FA is on).
 * 3. Verified e-mail of an existing account: never linked silently (whoever controls a provider account with that
 *    address would take the account over, and providers differ in how well they verify). The answer is
 *    `link_required`: sign in to the account the usual way, then repeat the provider sign-in to link it (rule 1).
 * 4. Otherwise `registration_required` with a short-lived single-use token bound to the verified claims.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../core/context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isSecureRequest } from '../../lib/request-info.ts';
import { createTwoFactorChallenge } from '../auth/service.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { startSession } from '../../core/start-session.ts';
import { toUserData } from '../../core/current-user.ts';
import { findAuthUserById, findUserByEmail } from '../users/service.ts';
import type { VerifiedIdentity } from './identity.ts';
import type { SocialResult } from '../../../contract/social/index.ts';
import { createRegistration, findLinkedUserId, LOGIN_TRANSACTION_TTL_MINUTES, linkSocialAccount } from './service.ts';

const BINDING_COOKIE = 'ae_oidc_binding';
const SECURE_BINDING_COOKIE = '__Host-ae_oidc_binding';

/** HttpOnly, SameSite=Lax (the callback page is same-site), `__Host-` on https; lives as long as the transaction. */
export function setBindingCookie(c: Context<AppEnv>, binding: string): void {
  const secure = isSecureRequest(c, c.var.deps.env);
  setCookie(c, secure ? SECURE_BINDING_COOKIE : BINDING_COOKIE, binding, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: LOGIN_TRANSACTION_TTL_MINUTES * 60,
  });
}

export function readBindingCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SECURE_BINDING_COOKIE) ?? getCookie(c, BINDING_COOKIE);
}

export function clearBindingCookie(c: Context<AppEnv>): void {
  const secure = isSecureRequest(c, c.var.deps.env);
  deleteCookie(c, secure ? SECURE_BINDING_COOKIE : BINDING_COOKIE, { path: '/', secure });
}

export async function resolveIdentity(c: Context<AppEnv>, identity: VerifiedIdentity, redirect: string | null): Promise<SocialResult> {
  const { db } = c.var.deps;
  const origin = requestOrigin(c);
  const auth = c.var.auth;
  const linkedUserId = await findLinkedUserId(db, identity.provider, identity.subject);

  if (auth?.kind === 'session') {
    if (linkedUserId && linkedUserId !== auth.user.id) throw new ApiError('SOCIAL_ACCOUNT_IN_USE');
    if (!linkedUserId) {
      if (!(await linkSocialAccount(db, auth.user.id, identity))) throw new ApiError('SOCIAL_ACCOUNT_IN_USE');
      await recordSecurityEvent(db, {
        userId: auth.user.id,
        type: 'social_account_linked',
        ...origin,
        metadata: { provider: identity.provider, email: identity.email },
      });
    }
    return { status: 'linked', provider: identity.provider, user: toUserData(auth.user), redirect };
  }

  if (linkedUserId) {
    const user = (await findAuthUserById(db, linkedUserId))!;
    if (user.twoFactorEnabled) {
      const challenge = await createTwoFactorChallenge(db, user.id);
      await recordSecurityEvent(db, {
        userId: user.id,
        type: 'sign_in_two_factor_pending',
        ...origin,
        metadata: { method: 'social', provider: identity.provider },
      });
      return {
        status: 'two_factor_required',
        challenge_token: challenge.challengeToken,
        expires_at: challenge.expiresAt.toISOString(),
        redirect,
      };
    }
    const started = await startSession(c, user, { method: 'social' });
    return { status: 'signed_in', user: toUserData(user), ...started, redirect };
  }

  if (identity.email && identity.emailVerified) {
    const owner = await findUserByEmail(db, identity.email);
    if (owner) {
      // The owner sees that someone proved this address at a provider and was asked to link instead.
      await recordSecurityEvent(db, {
        userId: owner.id,
        type: 'sign_in_failed',
        ...origin,
        metadata: { method: 'social', provider: identity.provider, reason: 'link_required' },
      });
      return { status: 'link_required', provider: identity.provider, email: identity.email, redirect };
    }
  }

  const registration = await createRegistration(db, identity, redirect);
  return {
    status: 'registration_required',
    registration_token: registration.token,
    expires_at: registration.expiresAt.toISOString(),
    profile: { email: identity.email, email_verified: identity.emailVerified, full_name: identity.fullName },
    redirect,
  };
}
