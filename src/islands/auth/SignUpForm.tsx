/**
 * Account creation (signup-1..3, register) with spec §5's fields and exact messages: name, email, password,
 * confirmation, optional promotional opt-in and the interface language. Checked on submit, then per field on
 * blur; the server's 422 details land on their fields and EMAIL_TAKEN on the email field. Success: the store's
 * 'Registration successful! Please verify your email.' and the login page.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/auth-constants.ts';
import type { Locale } from '../../../contract/locales.ts';
import { register } from '../../stores/session-actions.ts';
import { AuthFormFrame, CheckboxInput, LanguageInput, PasswordInput, SubmitButton, TextInput } from './controls.tsx';
import { signUpRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'language', 'promotional_opt_in'] as const;

export interface SignUpFormProps {
  locale: Locale;
  id?: string;
  submitLabel?: string;
  /** Name and email, then the two passwords, side by side on wide cards (sign-up 3). */
  columns?: boolean;
}

export default function SignUpForm({ locale, id = 'signup', submitLabel = 'Create account', columns = false }: SignUpFormProps) {
  const form = useAuthForm({
    formId: id,
    fields: FIELDS,
    rules: signUpRules,
    initial: { name: '', email: '', password: '', password_confirmation: '', language: locale as string, promotional_opt_in: false },
  });
  const { values, errors } = form;

  async function submit() {
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await register({ ...values, name: values.name.trim(), email: values.email.trim(), language: values.language as Locale });
    if (result.ok) return;
    form.setBusy(false);
    form.fail(result, result.code === 'EMAIL_TAKEN' ? 'email' : undefined);
  }

  const text = (name: 'name' | 'email') => ({
    id: form.id(name), name, value: values[name], required: true,
    onValue: (v: string) => form.setValue(name, v), onBlur: () => form.blur(name), error: errors[name],
  });
  const secret = (name: 'password' | 'password_confirmation') => ({
    id: form.id(name), name, value: values[name], required: true, autoComplete: 'new-password',
    minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH,
    onValue: (v: string) => form.setValue(name, v), onBlur: () => form.blur(name), error: errors[name],
  });

  return (
    <div className="auth-island">
      <AuthFormFrame id={id} endpoint="/api/auth/register" label="Sign up" status={form.status} onSubmit={() => void submit()}>
        <div className={columns ? 'signup__grid signup__grid--columns' : 'signup__grid'}>
          <TextInput {...text('name')} label="First name" type="text" autoComplete="given-name" maxLength={100} />
          <TextInput {...text('email')} label="Email" type="email" autoComplete="email" inputMode="email" maxLength={254} />
          <PasswordInput {...secret('password')} label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />
          <PasswordInput {...secret('password_confirmation')} label="Confirm password" />
        </div>
        <LanguageInput form={id} value={values.language} onValue={(v) => form.setValue('language', v)} />
        <CheckboxInput
          id={`${id}-promotional-opt-in`} name="promotional_opt_in" label="Send me promotional offers"
          hint="Optional. You can unsubscribe at any time." checked={values.promotional_opt_in}
          onChecked={(checked) => form.setValue('promotional_opt_in', checked)}
        />
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </AuthFormFrame>
    </div>
  );
}
