/**
 * E-mail verification: the 6-digit code from the e-mail, and a resend action that waits out the server's
 * cool-down before offering itself again. A correct code continues to the page's `?redirect=` target.
 */
import { verificationEndpoints } from '../../../contract/verification/endpoints.ts';
import { useEffect, useState } from 'react';
import { ONE_TIME_CODE_LENGTH } from './constants.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { resendVerificationEmail, verifyEmail } from '../../stores/auth/flows.ts';
import { text } from '../../lib/errors/messages.ts';
import { FormFrame, OneTimeCodeField, SubmitButton } from '../ui/controls.tsx';
import { oneTimeCodeRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['code'] as const;

export const VERIFY_EMAIL_MESSAGES = ['auth.verify.', 'auth.validation.', 'form.'] as const;

function ResendCode({ id }: { id: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [waitSeconds, setWaitSeconds] = useState(0);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  async function resend() {
    if (busy || waitSeconds > 0) return;
    setBusy(true);
    const result = await resendVerificationEmail();
    setBusy(false);
    setStatus(result.ok ? text('session.verifyEmail.codeSent') : result.message);
    if (result.ok && result.retryAfterSeconds) setWaitSeconds(result.retryAfterSeconds);
  }

  return (
    <form
      className="ui-resend"
      id={`${id}-resend`}
      method="get"
      data-endpoint={verificationEndpoints.resendVerifyEmail.path}
      aria-label={t('auth.verify.resendForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void resend();
      }}
    >
      <p className="ui-resend__text muted">{t('auth.verify.resendText')}</p>
      <SubmitButton busy={busy} variant="ghost" size="sm">
        {waitSeconds > 0 ? t('auth.verify.resendWait', { seconds: waitSeconds }) : t('auth.verify.resend')}
      </SubmitButton>
      <p className="ui-resend__status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

function VerifyEmailForm({ id = 'verify-email' }: { id?: string }) {
  const t = useT();
  const form = useAuthForm({ formId: id, fields: FIELDS, rules: oneTimeCodeRules, initial: { code: '' } });

  const submit = () => form.send(() => verifyEmail(form.values.code.trim()), 'code');

  return (
    <>
      <FormFrame
        id={id}
        endpoint={verificationEndpoints.verifyCode}
        label={t('auth.verify.form')}
        status={form.status}
        onSubmit={() => void submit()}
      >
        <OneTimeCodeField
          {...form.bind('code')}
          length={ONE_TIME_CODE_LENGTH}
          label={t('auth.verify.code')}
          hint={t('auth.verify.codeHint', { length: ONE_TIME_CODE_LENGTH })}
        />
        <SubmitButton busy={form.busy}>{t('auth.verify.submit')}</SubmitButton>
      </FormFrame>
      <ResendCode id={id} />
    </>
  );
}

export default withI18n(VerifyEmailForm);
