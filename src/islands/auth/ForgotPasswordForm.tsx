/**
 * Step one of password recovery: the e-mail to send a reset link to. The answer reads the same whether or not
 * the address has an account (the server's wording, translated), so the form cannot be used to probe registered
 * e-mails.
 */
import { passwordEndpoints } from '../../../contract/password/endpoints.ts';
import { useState } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { requestPasswordReset } from '../../stores/auth/flows.ts';
import { EmailField, FormFrame, SubmitButton } from '../ui/controls.tsx';
import { emailRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email'] as const;

export const FORGOT_PASSWORD_MESSAGES = ['auth.forgot.', 'auth.fields.', 'auth.validation.', 'form.'] as const;

function ForgotPasswordForm({ id = 'forgot-password' }: { id?: string }) {
  const t = useT();
  const form = useAuthForm({ formId: id, fields: FIELDS, rules: emailRules, initial: { email: '' } });
  // The neutral "if an account exists…" answer reads as information, not as an error.
  const [sent, setSent] = useState(false);

  async function submit() {
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await requestPasswordReset(form.values.email.trim());
    form.setBusy(false);
    setSent(result.ok);
    if (result.ok) form.setStatus(result.message ?? '');
    else form.fail(result, 'email');
  }

  return (
    <FormFrame
      id={id}
      endpoint={passwordEndpoints.requestReset}
      label={t('auth.forgot.form')}
      status={form.status}
      statusKind={sent ? 'info' : 'error'}
      onSubmit={() => void submit()}
    >
      <EmailField {...form.bind('email')} label={t('auth.fields.email')} dir="ltr" />
      <SubmitButton busy={form.busy}>{t('auth.forgot.submit')}</SubmitButton>
    </FormFrame>
  );
}

export default withI18n(ForgotPasswordForm);
