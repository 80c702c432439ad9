/**
 * E-mail and password sign-in (login, login-2, login-3). The session store does the work: sign-in, profile,
 * 'Welcome back!', then the page's same-origin `?redirect=` target or the home page in the page's language. When
 * the account has two-factor authentication on, the code step replaces this form in place: the challenge lives in
 * the session store, which a page change would lose.
 */
import { authEndpoints } from '../../../contract/auth/endpoints.ts';
import { useIslandStore } from '../ui/use-island-store.ts';
import { lazy, Suspense } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../../contract/auth-constants.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $session } from '../../stores/auth/session.ts';
import { login } from '../../stores/auth/session-actions.ts';
import { EmailField, FormFrame, PasswordField, SubmitButton } from '../ui/controls.tsx';
import { signInRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email', 'password'] as const;
// Most accounts never see the code step: its script loads only when a sign-in asks for it.
const TwoFactorStep = lazy(() => import('./TwoFactorForm.tsx').then((module) => ({ default: module.TwoFactorStep })));

/** The message prefixes the login island uses (its host passes them; the 2FA step's are included). */
export const LOGIN_MESSAGES = ['auth.login.', 'auth.fields.', 'auth.validation.', 'auth.twoFactor.', 'form.'] as const;

export interface LoginFormProps {
  id?: string;
  forgotPasswordHref: string;
}

function LoginForm({ id = 'login', forgotPasswordHref }: LoginFormProps) {
  const t = useT();
  const twoFactor = useIslandStore($session).twoFactor;
  const form = useAuthForm({ formId: id, fields: FIELDS, rules: signInRules, initial: { email: '', password: '' } });
  const { values } = form;

  async function submit() {
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await login({ email: values.email.trim(), password: values.password });
    // Success navigates away; stay busy so a second click cannot send the form again meanwhile.
    if (result.ok) {
      if (result.twoFactorRequired) form.setBusy(false);
      return;
    }
    form.setBusy(false);
    form.fail(result);
  }

  if (twoFactor) {
    return (
      <Suspense
        fallback={
          <p className="ui-form__status is-info" role="status">
            {t('auth.login.loadingCodeStep')}
          </p>
        }
      >
        <TwoFactorStep id={`${id}-two-factor`} />
      </Suspense>
    );
  }

  return (
    <FormFrame id={id} endpoint={authEndpoints.signIn} label={t('auth.login.form')} status={form.status} onSubmit={() => void submit()}>
      <EmailField {...form.bind('email')} label={t('auth.fields.email')} autoComplete="username" />
      <PasswordField
        {...form.bind('password')}
        label={t('auth.fields.password')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <div className="ui-form__row">
        <a className="ui-form__small" href={forgotPasswordHref}>
          {t('auth.login.forgot')}
        </a>
      </div>
      <SubmitButton busy={form.busy}>{t('auth.login.submit')}</SubmitButton>
    </FormFrame>
  );
}

export default withI18n(LoginForm);
