/**
 * The page a provider sends the browser back to (`/auth/social/callback?code=…&state=…&iss=…`, or `?error=…`).
 * It posts the provider's answer to verify-social-token through the session store, then:
 * - signed in: the store loads the profile, says 'Welcome back!' and goes to the redirect target or home;
 * - two-factor: the store holds the challenge and the existing code step shows here, in place (as on the login);
 * - first sign-in with this provider account: a short form finishes the registration;
 * - an existing account already uses the address, the provider refused, the state expired or was used:
 *   a message that says so, and the way back to the login.
 */
import { useIslandStore } from '../ui/use-island-store.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $session, startSession } from '../../stores/auth/session.ts';
import { completeSocialSignIn, forgetPendingSignIn, readPendingSignIn, type SocialRegistration } from '../../stores/auth/social.ts';
import { localeReturnUrl, providerErrorKey, readCallbackQuery, verifyErrorKey, type CallbackErrorKey } from './callback-logic.ts';
import { TWO_FACTOR_MESSAGES } from '../auth/TwoFactorForm.tsx';
import { buttonClass } from '../ui/controls.tsx';
import SocialRegistrationForm from './SocialRegistrationForm.tsx';
import './social.css';

// Only accounts with two-factor on need the code step: its script loads when a sign-in asks for it.
const TwoFactorStep = lazy(() => import('../auth/TwoFactorForm.tsx').then((module) => ({ default: module.TwoFactorStep })));

/** The prefixes the callback page passes: its own strings, and the 2FA step's and the shared controls'. */
export const SOCIAL_CALLBACK_MESSAGES = ['social.', ...TWO_FACTOR_MESSAGES] as const;

const primaryLink = buttonClass({ size: 'lg', block: true });

type View =
  | { kind: 'working' }
  | { kind: 'signed_in' }
  | { kind: 'two_factor' }
  | { kind: 'registration'; registration: SocialRegistration }
  | { kind: 'link_required'; email: string }
  | { kind: 'linked'; redirect: string }
  | { kind: 'error'; key: CallbackErrorKey | 'social.registration.error.expired' };

export interface SocialCallbackProps {
  /** The login page in the page's language. */
  loginHref: string;
  /** The forgot-password page, for a person whose account has no password they remember. */
  forgotPasswordHref: string;
}

/** The callback runs once per page, even if React mounts the island twice. */
let handled = false;

function SocialCallback({ loginHref, forgotPasswordHref }: SocialCallbackProps) {
  const t = useT();
  const [view, setView] = useState<View>({ kind: 'working' });
  const [providerName, setProviderName] = useState('');
  const session = useIslandStore($session);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (handled) return;
    handled = true;
    void (async () => {
      const query = readCallbackQuery(window.location.search);
      const pending = readPendingSignIn();
      const back = localeReturnUrl(pending, document.documentElement.dataset.localePrefix ?? '', window.location);
      if (back) {
        window.location.replace(back);
        return;
      }
      // The code works once: a reload or a shared URL must not send it again.
      forgetPendingSignIn();
      window.history.replaceState(window.history.state, '', window.location.pathname);
      if (pending) setProviderName(pending.name);
      if (query.kind === 'provider_error') return setView({ kind: 'error', key: providerErrorKey(query.error) });
      if (query.kind === 'missing') return setView({ kind: 'error', key: 'social.callback.error.missing' });
      if (!pending) return setView({ kind: 'error', key: 'social.callback.error.notStarted' });

      // The page's session start (current user, started by the runtime host too) settles first, so its answer
      // cannot overwrite what this sign-in puts in the store (the 2FA challenge).
      await startSession();
      const result = await completeSocialSignIn({
        provider: pending.provider,
        code: query.code,
        state: query.state,
        iss: query.iss,
      });
      if (!result.ok) return setView({ kind: 'error', key: verifyErrorKey(result.code) });
      switch (result.outcome) {
        case 'signed_in':
          return setView({ kind: 'signed_in' });
        case 'two_factor_required':
          return setView({ kind: 'two_factor' });
        case 'registration_required':
          return setView({ kind: 'registration', registration: result.registration });
        case 'link_required':
          return setView({ kind: 'link_required', email: result.email });
        case 'linked':
          return setView({ kind: 'linked', redirect: result.redirect });
      }
    })();
  }, []);

  // The code step's "back" and a used-up challenge clear the challenge: the password sign-in is on the login page.
  // (An accepted code clears it too, but signs in: the store is then on its way to the redirect target.)
  const challengeEnded = view.kind === 'two_factor' && session.twoFactor === null && session.status !== 'authenticated';
  useEffect(() => {
    if (challengeEnded) window.location.assign(loginHref);
  }, [challengeEnded, loginHref]);

  // A result replaces the status line: move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (view.kind !== 'working' && view.kind !== 'signed_in') heading.current?.focus();
  }, [view.kind]);

  // Every view that names the provider follows a sign-in this tab started, so its name is known.
  const provider = providerName;

  if (view.kind === 'working' || view.kind === 'signed_in') {
    return (
      <div className="social-callback">
        <p className="social-callback__status" role="status" aria-live="polite">
          <span className="social-callback__spinner" aria-hidden="true" />
          {view.kind === 'signed_in' ? t('social.callback.signedIn') : t('social.callback.working')}
        </p>
        <noscript>
          <p className="ui-form__note" role="note">
            {t('social.callback.noScript')}
          </p>
        </noscript>
      </div>
    );
  }

  if (view.kind === 'two_factor') {
    return (
      <div className="social-callback">
        <h2 className="social-callback__title" tabIndex={-1} ref={heading}>
          {t('social.callback.twoFactorTitle')}
        </h2>
        <p className="social-callback__text">{t('social.callback.twoFactorText', { provider })}</p>
        <Suspense
          fallback={
            <p className="social-callback__status" role="status">
              {t('social.callback.working')}
            </p>
          }
        >
          <TwoFactorStep id="social-two-factor" />
        </Suspense>
      </div>
    );
  }

  if (view.kind === 'registration') {
    return (
      <div className="social-callback">
        <h2 className="social-callback__title" tabIndex={-1} ref={heading}>
          {t('social.registration.title')}
        </h2>
        <p className="social-callback__text">{t('social.registration.lead', { provider })}</p>
        <SocialRegistrationForm
          registration={view.registration}
          provider={provider}
          loginHref={loginHref}
          onExpired={() => setView({ kind: 'error', key: 'social.registration.error.expired' })}
        />
      </div>
    );
  }

  if (view.kind === 'link_required') {
    return (
      <div className="social-callback" role="alert">
        <h2 className="social-callback__title" tabIndex={-1} ref={heading}>
          {t('social.callback.linkRequiredTitle')}
        </h2>
        <p className="social-callback__text">
          {t('social.callback.linkRequiredText', { provider })}{' '}
          <bdi dir="ltr" className="social-callback__email">
            {view.email}
          </bdi>
        </p>
        <p className="social-callback__text">{t('social.callback.linkRequiredNext')}</p>
        <a className={primaryLink} href={loginHref}>
          {t('social.callback.backToLogin')}
        </a>
        <p className="social-callback__more">
          <a href={forgotPasswordHref}>{t('social.callback.forgotPassword')}</a>
        </p>
      </div>
    );
  }

  if (view.kind === 'linked') {
    return (
      <div className="social-callback">
        <h2 className="social-callback__title" tabIndex={-1} ref={heading}>
          {t('social.callback.linkedTitle')}
        </h2>
        <p className="social-callback__text" role="status">
          {t('social.callback.linkedText', { provider })}
        </p>
        <a className={primaryLink} href={view.redirect}>
          {t('social.callback.continue')}
        </a>
      </div>
    );
  }

  return (
    <div className="social-callback" role="alert">
      <h2 className="social-callback__title" tabIndex={-1} ref={heading}>
        {t('social.callback.errorTitle')}
      </h2>
      <p className="social-callback__text">{t(view.key)}</p>
      <a className={primaryLink} href={loginHref}>
        {t('social.callback.backToLogin')}
      </a>
    </div>
  );
}

export default withI18n(SocialCallback);
