/**
 * E-mail and password sign-in (login, login-2, login-3). The session store does the work: sign-in, profile,
 * 'Welcome back!', then the page's same-origin `?redirect=` target or home. When the account has two-factor
 * authentication on, the code step replaces this form in place: the challenge lives in the session store, which a
 * page change would lose.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../../contract/auth-constants.ts';
import { $session } from '../../stores/session.ts';
import { login } from '../../stores/session-actions.ts';
import { AuthFormFrame, PasswordInput, SubmitButton, TextInput } from './controls.tsx';
import { signInRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email', 'password'] as const;
// Most accounts never see the code step: its script loads only when a sign-in asks for it.
const TwoFactorStep = lazy(() => import('./TwoFactorForm.tsx').then((module) => ({ default: module.TwoFactorStep })));

export interface LoginFormProps {
  id?: string;
  forgotPasswordHref: string;
}

export default function LoginForm({ id = 'login', forgotPasswordHref }: LoginFormProps) {
  const twoFactor = useStore($session).twoFactor;
  const form = useAuthForm({ formId: id, fields: FIELDS, rules: signInRules, initial: { email: '', password: '' } });
  const { values, errors } = form;

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
      <div className="auth-island">
        <Suspense fallback={<p className="auth-form__status is-success" role="status">Loading the code step…</p>}>
          <TwoFactorStep id={`${id}-two-factor`} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="auth-island">
      <AuthFormFrame id={id} endpoint="/api/public/auth/sign-in" label="Log in" status={form.status} onSubmit={() => void submit()}>
        <TextInput
          id={form.id('email')} name="email" label="Email" type="email" autoComplete="username" inputMode="email" required
          maxLength={254} value={values.email} onValue={(v) => form.setValue('email', v)} onBlur={() => form.blur('email')}
          error={errors.email}
        />
        <PasswordInput
          id={form.id('password')} name="password" label="Password" autoComplete="current-password" required
          maxLength={PASSWORD_MAX_LENGTH} value={values.password} onValue={(v) => form.setValue('password', v)}
          onBlur={() => form.blur('password')} error={errors.password}
        />
        <div className="auth-form__row">
          <a className="auth-form__small" href={forgotPasswordHref}>Forgot password?</a>
        </div>
        <SubmitButton busy={form.busy}>Log in</SubmitButton>
      </AuthFormFrame>
    </div>
  );
}
