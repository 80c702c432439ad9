/**
 * Social sign-in (spec §7, docs/decisions.md "Social sign-in"): start a sign-in with a configured OpenID Connect
 * provider, complete it on the callback page, and finish the registration of a first-time provider account.
 * Same shape as session-actions.ts, whose steps it reuses: the profile fetch, 'Welcome back!' and the redirect
 * after a sign-in (`finishLogin`), the failure record (`fail`), the in-place 2FA step ($session.twoFactor).
 *
 * The callback URL carries only `code`, `state` and `iss`; which provider the browser went to is remembered in
 * sessionStorage (the same tab comes back), together with the page's language so the callback can return to it.
 */
import { isApiRequestError } from '../../lib/api/request-error.ts';
import { flashForNextPage } from '../../lib/toast/flash.ts';
import { showToast } from '../../lib/toast/toast.ts';
import { HOME_PATH, VERIFY_EMAIL_PATH } from './guards.ts';
import { redirectParam, safeRedirectTarget } from './navigation.ts';
import { begin, chooseLanguage, fail, finishLogin, inLanguage, prefixed, type ActionResult } from './session-actions.ts';
import type { Locale } from '../../../contract/locales.ts';
import type { SocialResult } from '../../../contract/social/index.ts';
import { authApi, socialApi } from './clients.ts';
import { $session, sessionDeps, setSignedIn } from './session.ts';

export const SOCIAL_CALLBACK_PATH = '/auth/social/callback';

/** sessionStorage key of the sign-in this tab started (see {@link PendingSocialSignIn}). */
export const SOCIAL_SIGN_IN_STORAGE_KEY = 'ae_social_sign_in';
/** The API keeps a login transaction 10 minutes; an older record cannot belong to a live sign-in. */
export const PENDING_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;

export interface PendingSocialSignIn {
  /** Provider id of OIDC_PROVIDERS (GET /api/auth/config). */
  provider: string;
  /** The provider's display name, for the callback page's messages. */
  name: string;
  /** Locale prefix of the page the sign-in started on ('' for English, '/fr', …). */
  localePrefix: string;
  startedAt: number;
}

/** Parses the stored record; anything malformed or older than the transaction's lifetime is no record. */
export function parsePendingSignIn(raw: string | null, now: number): PendingSocialSignIn | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { provider, name, localePrefix, startedAt } = value as Record<string, unknown>;
  if (typeof provider !== 'string' || provider === '' || typeof startedAt !== 'number') return null;
  if (typeof localePrefix !== 'string' || !/^(\/[A-Za-z-]{2,8})?$/.test(localePrefix)) return null;
  if (now - startedAt > PENDING_SIGN_IN_MAX_AGE_MS || startedAt - now > 60_000) return null;
  return { provider, name: typeof name === 'string' && name !== '' ? name : provider, localePrefix, startedAt };
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readPendingSignIn(now = Date.now()): PendingSocialSignIn | null {
  return parsePendingSignIn(storage()?.getItem(SOCIAL_SIGN_IN_STORAGE_KEY) ?? null, now);
}

export function forgetPendingSignIn(): void {
  storage()?.removeItem(SOCIAL_SIGN_IN_STORAGE_KEY);
}

/**
 * Starts a sign-in with `provider`: the API stores state, nonce and PKCE verifier (and the page's `?redirect=`,
 * when it is a path on this site) and answers the provider's URL, where the browser goes next.
 */
export async function startSocialSignIn(
  provider: { id: string; name: string },
  options: { redirect?: string } = {},
): Promise<ActionResult> {
  const { navigation } = sessionDeps();
  const here = navigation.location();
  const redirect = safeRedirectTarget(options.redirect ?? redirectParam(here), here.origin, '');
  begin();
  let started: { authorization_url: string };
  try {
    started = await socialApi.createLoginTransaction({ body: redirect ? { provider: provider.id, redirect } : { provider: provider.id } });
  } catch (error) {
    return fail(error, 'session.login.failed');
  }
  const pending: PendingSocialSignIn = {
    provider: provider.id,
    name: provider.name,
    localePrefix: navigation.localePrefix(),
    startedAt: Date.now(),
  };
  storage()?.setItem(SOCIAL_SIGN_IN_STORAGE_KEY, JSON.stringify(pending));
  navigation.navigate(started.authorization_url);
  return { ok: true };
}

/** What the provider's claims say about the person, to prefill the registration form. */
export interface SocialRegistration {
  token: string;
  expiresAt: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
  redirect: string | null;
}

type Failure = Extract<ActionResult, { ok: false }>;

/** The API's error code, or NETWORK_ERROR / TIMEOUT_ERROR when no answer came, so pages can explain either. */
function withFailureCode(failure: Failure, error: unknown): Failure {
  if (failure.code || !isApiRequestError(error)) return failure;
  if (error.kind === 'network') return { ...failure, code: 'NETWORK_ERROR' };
  if (error.kind === 'timeout') return { ...failure, code: 'TIMEOUT_ERROR' };
  return failure;
}

export type SocialCallbackResult =
  /** Signed in: the profile is loaded and the browser is on its way to the redirect target. */
  | { ok: true; outcome: 'signed_in' }
  /** The account has 2FA: $session.twoFactor holds the challenge for the code step. */
  | { ok: true; outcome: 'two_factor_required' }
  | { ok: true; outcome: 'registration_required'; registration: SocialRegistration }
  /** A password account already uses the provider's verified address: never linked silently. */
  | { ok: true; outcome: 'link_required'; email: string }
  /** The caller was signed in: the provider account is now linked to them. */
  | { ok: true; outcome: 'linked'; redirect: string }
  | Failure;

export interface CallbackParams {
  provider: string;
  code: string;
  state: string;
  iss?: string;
}

/**
 * Posts the provider's answer to the API. Failures show no toast: the callback page explains them in full,
 * with the way back to the login.
 */
export async function completeSocialSignIn(params: CallbackParams): Promise<SocialCallbackResult> {
  const { navigation } = sessionDeps();
  begin();
  let answer: SocialResult;
  try {
    answer = await socialApi.verifySocialToken({
      body: params.iss ? params : { provider: params.provider, code: params.code, state: params.state },
    });
  } catch (error) {
    return withFailureCode(fail(error, 'session.login.failed', { toast: false }), error);
  }
  const redirect = answer.redirect ?? undefined;
  switch (answer.status) {
    case 'signed_in': {
      const finished = await finishLogin(redirect);
      return finished.ok ? { ok: true, outcome: 'signed_in' } : finished;
    }
    case 'two_factor_required':
      $session.set({
        ...$session.get(),
        twoFactor: { challengeToken: answer.challenge_token, expiresAt: answer.expires_at, redirect },
        pending: false,
      });
      return { ok: true, outcome: 'two_factor_required' };
    case 'registration_required':
      $session.setKey('pending', false);
      return {
        ok: true,
        outcome: 'registration_required',
        registration: {
          token: answer.registration_token,
          expiresAt: answer.expires_at,
          email: answer.profile.email,
          emailVerified: answer.profile.email_verified,
          fullName: answer.profile.full_name,
          redirect: answer.redirect,
        },
      };
    case 'link_required':
      $session.setKey('pending', false);
      return { ok: true, outcome: 'link_required', email: answer.email };
    case 'linked': {
      setSignedIn(answer.user);
      $session.setKey('pending', false);
      const here = navigation.location();
      return { ok: true, outcome: 'linked', redirect: safeRedirectTarget(redirect, here.origin, prefixed(HOME_PATH)) };
    }
  }
}

export interface SocialRegistrationFields {
  full_name: string;
  /** Only when the provider shared no address. */
  email?: string;
  username?: string;
  language: Locale;
  promotional_opt_in: boolean;
}

/**
 * Creates the account for a first-time provider identity and signs in. An address the provider vouched for is
 * verified at once; otherwise the API mails a code and the person verifies it before the redirect target.
 */
export async function finishSocialRegistration(
  registration: Pick<SocialRegistration, 'token' | 'redirect'>,
  fields: SocialRegistrationFields,
  messages: { welcome: string },
): Promise<ActionResult> {
  const { navigation } = sessionDeps();
  begin();
  let answer: Awaited<ReturnType<typeof socialApi.finishSocialRegistration>>;
  try {
    answer = await socialApi.finishSocialRegistration({ body: { registration_token: registration.token, ...fields } });
  } catch (error) {
    return withFailureCode(fail(error, 'session.register.failed'), error);
  }
  setSignedIn(answer.user);
  $session.setKey('pending', false);
  // Like the login's 'Welcome back!': the next page shows it (landing pages run no React to restore a toast).
  flashForNextPage('success', messages.welcome);
  showToast('success', messages.welcome, { carry: false });
  const here = navigation.location();
  // As at sign-up, the language picked here becomes the stored setting and the next page is in it.
  const chosen = chooseLanguage(fields.language);
  const localized = (path: string) => (chosen ? inLanguage(chosen, path) : path);
  const target = localized(safeRedirectTarget(answer.redirect ?? registration.redirect, here.origin, prefixed(HOME_PATH)));
  navigation.navigate(
    answer.user.is_verified ? target : `${localized(prefixed(VERIFY_EMAIL_PATH))}?redirect=${encodeURIComponent(target)}`,
  );
  return { ok: true };
}

/** GET /api/auth/check-username: true when free, false when taken, null when the check could not run. */
export async function isUsernameAvailable(username: string, signal?: AbortSignal): Promise<boolean | null> {
  try {
    const answer = await authApi.checkUsername({ query: { username } }, { signal });
    return answer.available;
  } catch {
    return null;
  }
}
