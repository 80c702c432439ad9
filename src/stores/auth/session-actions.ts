/**
 * What a person does with their session (spec §4, §8): log in (with the 2FA code step when the account asks
 * for it), register, log out, update the profile. Each shows the spec's toast (in the page's language), keeps a
 * failure as the session's auth error and returns a result the island renders (message, field errors from a 422).
 * Every page they lead to is in the page's language, or in the language the person just chose (sign-up, profile),
 * which is also stored for later visits.
 */
import type { SignInInput, SignUpInput } from '../../../contract/auth/index.ts';
import type { ProfileUpdateInput } from '../../../contract/users/index.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../contract/locales.ts';
import { isApiRequestError } from '../../lib/api/request-error.ts';
import { formErrorsFrom } from '../../lib/errors/form-errors.ts';
import { text, textForErrorCode, type MessageKey } from '../../lib/errors/messages.ts';
import { flashForNextPage } from '../../lib/toast/flash.ts';
import { showToast } from '../../lib/toast/toast.ts';
import { HOME_PATH } from './guards.ts';
import { localeOfPrefix, pathInLocale, redirectParam, safeRedirectTarget, stripLocalePrefix } from './navigation.ts';
import { authApi, twoFactorApi, usersApi } from './clients.ts';
import { $session, LOGIN_PATH, sessionDeps, setSignedIn, signOutEverywhere, type CurrentUser } from './session.ts';

export type ActionResult =
  | { ok: true; twoFactorRequired?: boolean }
  | { ok: false; message: string; code?: string; fieldErrors: Record<string, string>; generalErrors: string[] };

/**
 * Spec §8: the server's detail, else the error's message, else the fallback. A request that got no answer
 * says why in words a person understands rather than the client's technical description.
 */
export function authFailureMessage(error: unknown, fallbackKey: MessageKey): string {
  if (isApiRequestError(error)) {
    const { payload } = error;
    if (typeof payload?.detail === 'string' && payload.detail.trim() !== '') return textForErrorCode(payload.error_code) ?? payload.detail;
    if (error.kind === 'network') return text('errors.toast.network');
    if (error.kind === 'timeout') return text('errors.app.TIMEOUT_ERROR');
    if (typeof payload?.message === 'string' && payload.message) return textForErrorCode(payload.error_code) ?? payload.message;
    return text(fallbackKey);
  }
  return error instanceof Error && error.message ? error.message : text(fallbackKey);
}

/**
 * Records a failed action as the session's error and returns what the island renders; shows the error toast
 * unless `toast: false` (a page that explains the failure in full itself, such as the social callback).
 */
export function fail(error: unknown, fallbackKey: MessageKey, options: { toast?: boolean } = {}): Extract<ActionResult, { ok: false }> {
  const message = authFailureMessage(error, fallbackKey);
  $session.set({ ...$session.get(), error: message, pending: false });
  if (options.toast !== false) showToast('error', message);
  return failedResult(error, message);
}

/** A failed action's result: its message, the API's error code, and the errors that belong to fields. */
export function failedResult(error: unknown, message: string): Extract<ActionResult, { ok: false }> {
  const form = formErrorsFrom(error, message);
  return {
    ok: false,
    message,
    code: isApiRequestError(error) ? error.payload?.error_code : undefined,
    fieldErrors: form?.fields ?? {},
    generalErrors: form?.general ?? [],
  };
}

export function begin(): void {
  $session.set({ ...$session.get(), error: null, pending: true });
}

/** A site path in the page's language (`/auth/login` on a French page is `/fr/auth/login`). */
export function prefixed(path: string): string {
  return `${sessionDeps().navigation.localePrefix()}${path}`;
}

/**
 * After a password (and maybe a code), or a provider, was accepted: fetch the profile, welcome, go to the redirect
 * target (`redirect`, else the page's `?redirect=`, else the localized home).
 */
export async function finishLogin(redirect: string | undefined): Promise<ActionResult> {
  const { navigation } = sessionDeps();
  let user: CurrentUser;
  try {
    user = await usersApi.getCurrentUser();
  } catch (error) {
    return fail(new Error(text('session.login.profileFetchFailed'), { cause: error }), 'session.login.profileFetchFailed');
  }
  setSignedIn(user);
  $session.setKey('pending', false);
  // Spec §4: 'Welcome back!'. The next page (often a landing page without React) shows it from sessionStorage;
  // the toast here is only for the moment before the browser leaves, so it is not carried as well.
  const welcome = text('session.login.success');
  flashForNextPage('success', welcome);
  showToast('success', welcome, { carry: false });
  const here = navigation.location();
  navigation.navigate(
    inAccountLanguage(safeRedirectTarget(redirect ?? redirectParam(here), here.origin, prefixed(HOME_PATH)), user.language),
  );
  return { ok: true };
}

/**
 * Spec §1: the stored language is the default. A browser that never chose one (no cookie) and signs in on an
 * unprefixed page takes the account's language, stored at sign-up or in the profile, and goes on in it. A browser
 * that chose a language, or a page opened in one (`/fr/…`), keeps it.
 */
function inAccountLanguage(target: string, language: string): string {
  const { navigation } = sessionDeps();
  if (language === DEFAULT_LOCALE || navigation.storedLocale() || navigation.localePrefix() !== '') return target;
  const chosen = chooseLanguage(language);
  return chosen ? inLanguage(chosen, target) : target;
}

/** Stores a language the person chose (sign-up, social registration, their account's) for later visits. */
export function chooseLanguage(language: string | undefined): Locale | undefined {
  if (!isLocale(language)) return undefined;
  sessionDeps().navigation.rememberLocale(language);
  return language;
}

/** A site path (with query and hash) in `locale`, whatever language prefix it had. */
export function inLanguage(locale: Locale, path: string): string {
  return pathInLocale(locale, stripLocalePrefix(path));
}

/** `redirect` defaults to the page's own `?redirect=` (set by the guards). */
export async function login(credentials: SignInInput, options: { redirect?: string } = {}): Promise<ActionResult> {
  begin();
  let answer: Awaited<ReturnType<typeof authApi.signIn>>;
  try {
    answer = await authApi.signIn({ body: credentials });
  } catch (error) {
    return fail(error, 'session.login.failed');
  }
  if (answer.two_factor_required) {
    const twoFactor = {
      challengeToken: answer.challenge_token,
      expiresAt: answer.expires_at,
      redirect: options.redirect,
    };
    $session.set({ ...$session.get(), twoFactor, pending: false });
    return { ok: true, twoFactorRequired: true };
  }
  return finishLogin(options.redirect);
}

/** The code step of a two-factor sign-in: a TOTP code or a backup code. */
export async function completeTwoFactorLogin(code: string): Promise<ActionResult> {
  const challenge = $session.get().twoFactor;
  if (!challenge) return fail(new Error(textForErrorCode('CHALLENGE_EXPIRED')), 'session.login.failed');
  begin();
  try {
    await twoFactorApi.challenge({ body: { challenge_token: challenge.challengeToken, code } });
  } catch (error) {
    const result = fail(error, 'session.login.failed');
    // A used-up or expired challenge cannot take another code: back to the password step.
    if (!result.ok && (result.code === 'CHALLENGE_EXPIRED' || result.code === 'TOO_MANY_ATTEMPTS')) $session.setKey('twoFactor', null);
    return result;
  }
  return finishLogin(challenge.redirect);
}

export function cancelTwoFactorLogin(): void {
  $session.setKey('twoFactor', null);
}

/**
 * Spec §4 and §1: the language picked at sign-up becomes the stored setting, and the login page the person is
 * sent to is in that language (the page's own language when none was sent).
 */
export async function register(form: SignUpInput): Promise<ActionResult> {
  begin();
  try {
    await authApi.register({ body: form });
  } catch (error) {
    return fail(error, 'session.register.failed');
  }
  $session.setKey('pending', false);
  showToast('success', text('session.register.success'));
  const chosen = chooseLanguage(form.language);
  sessionDeps().navigation.navigate(chosen ? inLanguage(chosen, LOGIN_PATH) : prefixed(LOGIN_PATH));
  return { ok: true };
}

/**
 * A profile whose language changed: store the choice and show the same page in that language (a prefixed page is
 * never redirected by the stored language, so the switch is made here).
 */
function followLanguage(language: Locale): void {
  const { navigation } = sessionDeps();
  navigation.rememberLocale(language);
  if (localeOfPrefix(navigation.localePrefix()) === language) return;
  const here = navigation.location();
  navigation.navigate(`${pathInLocale(language, stripLocalePrefix(here.pathname))}${here.search}${here.hash}`);
}

export async function logout(): Promise<void> {
  await signOutEverywhere();
  showToast('success', text('session.logout.success'));
  sessionDeps().navigation.navigate(prefixed(LOGIN_PATH));
}

export async function updateProfile(fields: ProfileUpdateInput): Promise<ActionResult> {
  begin();
  let updated: CurrentUser;
  try {
    updated = await usersApi.updateProfile({ params: { user_id: 'me' }, body: fields });
  } catch (error) {
    return fail(error, 'session.profile.failed');
  }
  const current = $session.get().user;
  $session.set({
    ...$session.get(),
    user: current ? { ...current, ...updated } : updated,
    pending: false,
  });
  showToast('success', text('session.profile.success'));
  if (isLocale(fields.language) && fields.language !== current?.language) followLanguage(fields.language);
  return { ok: true };
}
