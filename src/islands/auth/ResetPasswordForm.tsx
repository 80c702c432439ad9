/**
 * Step two of password recovery: a new password, twice, with spec §5's rules and wording. The token comes from
 * the e-mailed link (`?token=…`) and travels in the hidden field; a link without one says so instead of failing
 * on submit.
 */
import { passwordEndpoints } from '../../../contract/password/endpoints.ts';
import { useEffect, useState } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { chooseNewPassword } from '../../stores/auth/flows.ts';
import { FormFrame, NewPasswordFields, SubmitButton } from '../ui/controls.tsx';
import { newPasswordRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['password', 'password_confirmation'] as const;

export const RESET_PASSWORD_MESSAGES = ['auth.reset.', 'auth.validation.', 'form.'] as const;

function ResetPasswordForm({ id = 'reset-password' }: { id?: string }) {
  const t = useT();
  const [token, setToken] = useState('');
  const form = useAuthForm({
    formId: id,
    fields: FIELDS,
    rules: newPasswordRules,
    initial: { password: '', password_confirmation: '' },
  });
  const { values } = form;

  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);

  async function submit() {
    if (form.busy) return;
    if (!token) {
      form.setStatus(t('auth.reset.missingToken'));
      return;
    }
    await form.send(() => chooseNewPassword({ token, ...values }));
  }

  return (
    <FormFrame
      id={id}
      endpoint={passwordEndpoints.newPassword}
      label={t('auth.reset.form')}
      status={form.status}
      onSubmit={() => void submit()}
    >
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        password={form.bind('password')}
        confirmation={form.bind('password_confirmation')}
        labels={{ password: t('auth.reset.password'), confirmation: t('auth.reset.confirm') }}
      />
      <SubmitButton busy={form.busy}>{t('auth.reset.submit')}</SubmitButton>
    </FormFrame>
  );
}

export default withI18n(ResetPasswordForm);
