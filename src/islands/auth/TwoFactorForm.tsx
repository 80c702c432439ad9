/**
 * The second sign-in step: a 6-digit code from the authenticator app, or a backup code (in a disclosure, for
 * someone without their phone). Shown in place by the login island once sign-in answered a challenge; the
 * /auth/two-factor page shows it too while a challenge is held, and otherwise sends the person back to log in.
 */
import { useStore } from '@nanostores/react';
import { ONE_TIME_CODE_LENGTH } from '../../components/auth/messages.ts';
import { $session } from '../../stores/session.ts';
import { cancelTwoFactorLogin, completeTwoFactorLogin } from '../../stores/session-actions.ts';
import { backupCodeRules, oneTimeCodeRules } from './rules.ts';
import { AuthFormFrame, SubmitButton, TextInput } from './controls.tsx';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['code'] as const;

function CodeForm({ id, backup }: { id: string; backup: boolean }) {
  const form = useAuthForm({ formId: id, fields: FIELDS, rules: backup ? backupCodeRules : oneTimeCodeRules, initial: { code: '' } });

  async function submit() {
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await completeTwoFactorLogin(form.values.code.trim());
    if (result.ok) return;
    form.setBusy(false);
    form.fail(result, 'code');
  }

  const common = {
    id: form.id('code'), name: 'code', required: true, spellCheck: false, autoCapitalize: 'off', value: form.values.code,
    onValue: (v: string) => form.setValue('code', v), onBlur: () => form.blur('code'), error: form.errors.code,
  };
  return (
    <AuthFormFrame id={id} endpoint="/api/auth/2fa/challenge" label={backup ? 'Backup code' : 'Authenticator code'}
      status={form.status} onSubmit={() => void submit()}>
      {backup ? (
        <TextInput {...common} label="Backup code" type="text" autoComplete="off" minLength={8} maxLength={24}
          hint="One of the codes you saved when you turned on two-factor authentication. Each code works once." />
      ) : (
        <TextInput {...common} label="Authentication code" type="text" inputMode="numeric" autoComplete="one-time-code"
          pattern={`[0-9]{${ONE_TIME_CODE_LENGTH}}`} maxLength={ONE_TIME_CODE_LENGTH} frameClass="code-field" autoFocus
          hint="Open your authenticator app and enter the 6-digit code it shows for this site." />
      )}
      <SubmitButton busy={form.busy} variant={backup ? 'secondary' : 'primary'} size={backup ? 'md' : 'lg'}>
        {backup ? 'Use backup code' : 'Verify and log in'}
      </SubmitButton>
    </AuthFormFrame>
  );
}

export function TwoFactorStep({ id = 'two-factor' }: { id?: string }) {
  return (
    <>
      <h2 className="visually-hidden">Two-factor verification</h2>
      <CodeForm id={id} backup={false} />
      <details className="backup">
        <summary>Use a backup code instead</summary>
        <CodeForm id={`${id}-backup`} backup />
      </details>
      <p className="auth-form__row">
        <button type="button" className="btn btn--ghost btn--sm auth-step-back" onClick={cancelTwoFactorLogin}>
          Back to e-mail and password
        </button>
      </p>
    </>
  );
}

export default function TwoFactorForm({ id = 'two-factor', loginHref }: { id?: string; loginHref: string }) {
  const challenge = useStore($session).twoFactor;
  return (
    <div className="auth-island">
      {challenge ? (
        <TwoFactorStep id={id} />
      ) : (
        <p className="auth-form__status is-success" role="status">
          This step follows a sign-in with your e-mail and password. <a href={loginHref}>Log in</a> first, then enter your code.
        </p>
      )}
    </div>
  );
}
