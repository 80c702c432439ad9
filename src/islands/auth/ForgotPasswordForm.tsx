/**
 * Step one of password recovery: the e-mail to send a reset link to. The answer reads the same whether or not
 * the address has an account (the server's wording), so the form cannot be used to probe registered e-mails.
 */
import { requestPasswordReset } from '../../stores/auth-flows.ts';
import { AuthFormFrame, SubmitButton, TextInput } from './controls.tsx';
import { emailRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email'] as const;

export default function ForgotPasswordForm({ id = 'forgot-password' }: { id?: string }) {
  const form = useAuthForm({ formId: id, fields: FIELDS, rules: emailRules, initial: { email: '' } });

  async function submit() {
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await requestPasswordReset(form.values.email.trim());
    form.setBusy(false);
    if (result.ok) form.setStatus(result.message ?? '');
    else form.fail(result, 'email');
  }

  return (
    <div className="auth-island">
      <AuthFormFrame id={id} endpoint="/api/public/auth/reset" label="Forgot password" status={form.status} onSubmit={() => void submit()}>
        <TextInput
          id={form.id('email')} name="email" label="Email" type="email" autoComplete="email" inputMode="email" required
          maxLength={254} value={form.values.email} onValue={(v) => form.setValue('email', v)} onBlur={() => form.blur('email')}
          error={form.errors.email}
        />
        <SubmitButton busy={form.busy}>Send reset link</SubmitButton>
      </AuthFormFrame>
    </div>
  );
}
