/**
 * Account creation (signup-1..3, register) with spec §5's fields and messages: name, email, password,
 * confirmation, optional promotional opt-in and the interface language (the page's language unless changed).
 * Checked on submit, then per field on blur; the server's 422 details land on their fields and EMAIL_TAKEN on
 * the email field. Success: the store's 'Registration successful! Please verify your email.', the chosen language
 * stored, and the login page in that language.
 */
import { authEndpoints } from '../../../contract/auth/endpoints.ts';
import type { Locale } from '../../../contract/locales.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { register } from '../../stores/auth/session-actions.ts';
import { CheckboxField, EmailField, FormFrame, LanguageField, NewPasswordFields, SubmitButton, TextField } from '../ui/controls.tsx';
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
  const { values } = form;

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

  return (
    <FormFrame id={id} endpoint={authEndpoints.register} label={t('auth.signup.form')} status={form.status} onSubmit={() => void submit()}>
      <div className={columns ? 'ui-form__grid ui-form__grid--columns' : 'ui-form__grid'}>
        <TextField {...form.bind('name')} label={t('auth.signup.name')} type="text" autoComplete="given-name" maxLength={100} />
        <EmailField {...form.bind('email')} label={t('auth.fields.email')} />
        <NewPasswordFields
          password={form.bind('password')}
          confirmation={form.bind('password_confirmation')}
          labels={{ password: t('auth.fields.password'), confirmation: t('auth.signup.confirmPassword') }}
        />
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
