/**
 * The account-recovery and e-mail verification steps of the auth pages (spec §7): verify the e-mail with its
 * 6-digit code, ask for a new code, request a password reset link, choose a new password with the link's token.
 * Same shape as session-actions.ts: each returns an ActionResult the island renders and shows the spec's toasts.
 */
import { isApiRequestError } from '../../lib/api/request-error.ts';
import { text, type MessageKey } from '../../lib/errors/messages.ts';
import { showToast } from '../../lib/toast/toast.ts';
import { HOME_PATH } from './guards.ts';
import { redirectParam, safeRedirectTarget } from './navigation.ts';
import { authFailureMessage, failedResult, type ActionResult } from './session-actions.ts';
import { passwordApi, verificationApi } from './clients.ts';
import { LOGIN_PATH, sessionDeps, setSignedIn, type CurrentUser } from './session.ts';

type Failure = Extract<ActionResult, { ok: false }>;

function failure(error: unknown, fallbackKey: MessageKey): Failure {
  const message =
    isApiRequestError(error) || error instanceof Error ? authFailureMessage(error, 'errors.normalize.fallback') : text(fallbackKey);
  showToast('error', message);
  return failedResult(error, message);
}

function prefixed(path: string): string {
  return `${sessionDeps().navigation.localePrefix()}${path}`;
}

/** A correct code verifies the address, refreshes the user and continues to the page's `?redirect=` (or home). */
export async function verifyEmail(code: string): Promise<ActionResult> {
  const { navigation } = sessionDeps();
  let user: CurrentUser;
  try {
    user = await verificationApi.verifyCode({ body: { code } });
  } catch (error) {
    return failure(error, 'session.verifyEmail.failed');
  }
  setSignedIn(user);
  showToast('success', text('session.verifyEmail.success'));
  const here = navigation.location();
  navigation.navigate(safeRedirectTarget(redirectParam(here), here.origin, prefixed(HOME_PATH)));
  return { ok: true };
}

export async function resendVerificationEmail(): Promise<ActionResult & { retryAfterSeconds?: number }> {
  try {
    const sent = await verificationApi.resendVerifyEmail();
    showToast('success', text('session.verifyEmail.codeSent'));
    return { ok: true, retryAfterSeconds: sent.retry_after_seconds };
  } catch (error) {
    return failure(error, 'session.verifyEmail.resendFailed');
  }
}

/**
 * The server answers the same message whether or not the address has an account; the island shows the page's
 * translation of it (the English is the server's words).
 */
export async function requestPasswordReset(email: string): Promise<ActionResult & { message?: string }> {
  try {
    await passwordApi.requestReset({ body: { email } });
    const message = text('session.resetPassword.requested');
    showToast('success', message);
    return { ok: true, message };
  } catch (error) {
    return failure(error, 'session.resetPassword.requestFailed');
  }
}

/** Every session of the account ends on success, so the person logs in again with the new password. */
export async function chooseNewPassword(form: { token: string; password: string; password_confirmation: string }): Promise<ActionResult> {
  try {
    await passwordApi.newPassword({ body: form });
  } catch (error) {
    return failure(error, 'session.resetPassword.changeFailed');
  }
  showToast('success', text('session.resetPassword.changed'));
  sessionDeps().navigation.navigate(prefixed(LOGIN_PATH));
  return { ok: true };
}
