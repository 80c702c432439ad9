/**
 * Two-factor section: set up (password -> QR code and secret -> confirm a code -> backup codes once), disable
 * with a code, and make new backup codes. Whether 2FA is on comes from the current user in the session store.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $session } from '../../stores/index.ts';
import { BackupCodes } from './BackupCodes.tsx';
import { confirmTwoFactor, disableTwoFactor, regenerateBackupCodes, startTwoFactorSetup, type TwoFactorSetup } from './two-factor-api.ts';
import { NO_FAILURE, reportFailure, type FormFailure } from './ui/failure.ts';
import { CopyButton } from './ui/CopyButton.tsx';
import { Button, ErrorList, Placeload, TextField } from './ui/primitives.tsx';

type Step = { name: 'idle' } | { name: 'password' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

const CODE_FIELDS = { INVALID_TWO_FACTOR_CODE: 'code', INVALID_CODE: 'code', PASSWORD_CONFIRMATION_FAILED: 'password' };

export default function TwoFactor() {
  const { user } = useStore($session);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  if (!user) return <Placeload lines={2} label="Loading two-factor status" />;

  async function run(operation: string, work: () => Promise<void>) {
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      await work();
      setCode('');
      setPassword('');
    } catch (error) {
      setFailure(reportFailure(error, { operation, domain: 'auth', codeFields: CODE_FIELDS }));
    } finally {
      setBusy(false);
    }
  }

  const begin = (event: FormEvent) => {
    event.preventDefault();
    void run('setupTwoFactor', async () => setStep({ name: 'scan', setup: await startTwoFactorSetup(password) }));
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run('confirmTwoFactor', async () => setStep({ name: 'codes', codes: await confirmTwoFactor(code.trim()) }));
  };
  // The code field serves two actions, so neither is the form's default: pressing Enter must not turn 2FA off.
  const disable = () => void run('disableTwoFactor', () => disableTwoFactor(code.trim()));
  const regenerate = () =>
    void run('regenerateBackupCodes', async () => setStep({ name: 'codes', codes: await regenerateBackupCodes(code.trim()) }));

  if (step.name === 'codes') return <div className="ui-stack"><BackupCodes codes={step.codes} email={user.email} onDone={() => setStep({ name: 'idle' })} /></div>;

  if (step.name === 'scan') {
    return (
      <form className="ui-stack" onSubmit={confirm} noValidate aria-label="Confirm two-factor setup">
        <p style={{ margin: 0 }}>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
        <img src={step.setup.qr_code} alt="QR code for your authenticator app" width={192} height={192} style={{ background: '#fff', padding: 8, borderRadius: 8 }} />
        <div className="ui-secret">
          <span className="ui-muted">Can't scan? Enter this secret manually:</span>
          <code data-testid="totp-secret" dir="ltr">{step.setup.secret}</code>
          <div className="ui-row"><CopyButton text={step.setup.secret} label="Copy secret" /></div>
        </div>
        <ErrorList messages={failure.general} />
        <TextField label="Authentication code" name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onValue={setCode} error={failure.fields.code} maxLength={32} />
        <div className="ui-row">
          <Button type="submit" disabled={busy}>Turn on two-factor</Button>
          <Button variant="secondary" onClick={() => setStep({ name: 'idle' })}>Cancel</Button>
        </div>
      </form>
    );
  }

  if (!user.two_factor_enabled) {
    if (step.name === 'idle') {
      return (
        <div className="ui-stack">
          <p className="ui-muted">Two-factor authentication is <strong>off</strong>.</p>
          <div className="ui-row"><Button onClick={() => setStep({ name: 'password' })}>Set up two-factor</Button></div>
        </div>
      );
    }
    return (
      <form className="ui-stack" onSubmit={begin} noValidate aria-label="Start two-factor setup">
        <ErrorList messages={failure.general} />
        <TextField label="Your password" name="password" type="password" autoComplete="current-password" value={password} onValue={setPassword} error={failure.fields.password} hint="Confirms it is you before a new secret is made." />
        <div className="ui-row">
          <Button type="submit" disabled={busy}>Continue</Button>
          <Button variant="secondary" onClick={() => setStep({ name: 'idle' })}>Cancel</Button>
        </div>
      </form>
    );
  }

  return (
    <form className="ui-stack" onSubmit={(event) => event.preventDefault()} noValidate aria-label="Manage two-factor">
      <p className="ui-muted">Two-factor authentication is <strong>on</strong>. Enter a current code (or a backup code) to turn it off or to replace your backup codes.</p>
      <ErrorList messages={failure.general} />
      <TextField label="Authentication code" name="code" autoComplete="one-time-code" value={code} onValue={setCode} error={failure.fields.code} maxLength={32} />
      <div className="ui-row">
        <Button variant="danger" disabled={busy} onClick={disable}>Turn off two-factor</Button>
        <Button variant="secondary" disabled={busy} onClick={regenerate}>New backup codes</Button>
      </div>
    </form>
  );
}
