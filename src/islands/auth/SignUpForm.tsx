/**
 * Account creation (signup-1..3, register) with spec §5's fields and messages: name, email, password,
 * confirmation, optional promotional opt-in and the interface language (the page's language unless changed).
 * Checked on submit, then per field on blur; the server's 422 details land on their fields and EMAIL_TAKEN on
 * the email field. Success: the store's 'Registration successful! Please verify your email.', the chosen language
 * stored, and the login page in that language.
 */
import { authEndpoints } from '../../../contract/auth/endpoints.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/auth-constants.ts';
import type { Locale } from '../../../contract/locales.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { register } from '../../stores/auth/session-actions.ts';
import { CheckboxField, FormFrame, LanguageField, PasswordField, SubmitButton, TextField } from '../ui/controls.tsx';
import { signUpRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'language', 'promotional_opt_in'] as const;

export const SIGN_UP_MESSAGES = ['auth.signup.', 'auth.fields.', 'auth.validation.', 'form.'] as const;

export interface SignUpFormProps {
  id?: string;
  /** The submit button's words, translated by the page ("Create account", "Register"). */
  submitLabel?: string;
  /** Name and email, then the two passwords, side by side on wide cards (sign-up 3). */
  columns?: boolean;
}

function SignUpForm({ id = 'signup', submitLabel, columns = false }: SignUpFormProps) {
  const t = useT();
  const locale = useLocale();
  const form = useAuthForm({
    formId: id,
    fields: FIELDS,
    rules: signUpRules,
    initial: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      language: locale as string,
      promotional_opt_in: false,
    },
  });
  const { values, errors } = form;

  async function submit() {
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await register({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      language: values.language as Locale,
    });
    if (result.ok) return;
    form.setBusy(false);
    form.fail(result, result.code === 'EMAIL_TAKEN' ? 'email' : undefined);
  }

  const text = (name: 'name' | 'email') => ({
    id: form.id(name),
    name,
    value: values[name],
    required: true,
    onValue: (v: string) => form.setValue(name, v),
    onBlur: () => form.blur(name),
    error: errors[name],
  });
  const secret = (name: 'password' | 'password_confirmation') => ({
    id: form.id(name),
    name,
    value: values[name],
    required: true,
    autoComplete: 'new-password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    onValue: (v: string) => form.setValue(name, v),
    onBlur: () => form.blur(name),
    error: errors[name],
  });

  return (
    <FormFrame id={id} endpoint={authEndpoints.register} label={t('auth.signup.form')} status={form.status} onSubmit={() => void submit()}>
      <div className={columns ? 'ui-form__grid ui-form__grid--columns' : 'ui-form__grid'}>
        <TextField {...text('name')} label={t('auth.signup.name')} type="text" autoComplete="given-name" maxLength={100} />
        <TextField
          {...text('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          dir="ltr"
        />
        <PasswordField
          {...secret('password')}
          label={t('auth.fields.password')}
          hint={t('form.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField {...secret('password_confirmation')} label={t('auth.signup.confirmPassword')} />
      </div>
      <LanguageField
        id={`${id}-language`}
        label={t('auth.signup.language')}
        hint={t('auth.signup.languageHint')}
        value={values.language}
        onValue={(v) => form.setValue('language', v)}
      />
      <CheckboxField
        id={`${id}-promotional-opt-in`}
        name="promotional_opt_in"
        label={t('auth.signup.promo')}
        hint={t('auth.signup.promoHint')}
        checked={values.promotional_opt_in}
        onChecked={(checked) => form.setValue('promotional_opt_in', checked)}
      />
      <SubmitButton busy={form.busy}>{submitLabel ?? t('auth.signup.submit')}</SubmitButton>
    </FormFrame>
  );
}

export default withI18n(SignUpForm);
