/**
 * E-mail verification: the 6-digit code from the e-mail, and a resend action that waits out the server's
 * cool-down before offering itself again. A correct code continues to the page's `?redirect=` target.
 */
import { useEffect, useState } from 'react';
import { ONE_TIME_CODE_LENGTH } from '../../components/auth/messages.ts';
import { AUTH_FLOW_MESSAGES, resendVerificationEmail, verifyEmail } from '../../stores/auth-flows.ts';
import { oneTimeCodeRules } from './rules.ts';
import { AuthFormFrame, SubmitButton, TextInput } from './controls.tsx';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['code'] as const;

function ResendCode({ id }: { id: string }) {
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
    setStatus(result.ok ? AUTH_FLOW_MESSAGES.codeSent : result.message);
    if (result.ok && result.retryAfterSeconds) setWaitSeconds(result.retryAfterSeconds);
  }

  return (
    <form className="resend" id={`${id}-resend`} method="get" data-endpoint="/api/resend-verify-email" aria-label="Resend the code"
      onSubmit={(event) => { event.preventDefault(); void resend(); }}>
      <p className="resend__text muted">Didn't get the e-mail? Check your spam folder, or</p>
      <SubmitButton busy={busy} variant="ghost" size="sm">
        {waitSeconds > 0 ? `Send a new code (${waitSeconds} s)` : 'Send a new code'}
      </SubmitButton>
      <p className="resend__status" role="status" aria-live="polite">{status}</p>
    </form>
  );
}

export default function VerifyEmailForm({ id = 'verify-email' }: { id?: string }) {
  const form = useAuthForm({ formId: id, fields: FIELDS, rules: oneTimeCodeRules, initial: { code: '' } });

  async function submit() {
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await verifyEmail(form.values.code.trim());
    if (result.ok) return;
    form.setBusy(false);
    form.fail(result, 'code');
  }

  return (
    <div className="auth-island">
      <AuthFormFrame id={id} endpoint="/api/verify-code" label="Verify your email" status={form.status} onSubmit={() => void submit()}>
        <TextInput
          id={form.id('code')} name="code" label="Verification code" type="text" inputMode="numeric" autoComplete="one-time-code"
          pattern={`[0-9]{${ONE_TIME_CODE_LENGTH}}`} maxLength={ONE_TIME_CODE_LENGTH} required spellCheck={false}
          frameClass="code-field" value={form.values.code} onValue={(v) => form.setValue('code', v)} onBlur={() => form.blur('code')}
          error={form.errors.code}
          hint="Enter the 6 digits from the e-mail we sent you. The code expires after a while; you can ask for a new one below."
        />
        <SubmitButton busy={form.busy}>Verify email</SubmitButton>
      </AuthFormFrame>
      <ResendCode id={id} />
    </div>
  );
}
