/**
 * Two-factor section: set up (password -> QR code and secret -> confirm a code -> backup codes once), disable
 * with a code, and make new backup codes. Whether 2FA is on comes from the current user in the session store.
 */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useState, type FormEvent } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import type { TwoFactorSetup } from '../../../contract/two-factor/index.ts';
import { type FormFailure, NO_FAILURE } from '../../lib/errors/form-failure.ts';
import type { Outcome } from '../../stores/attempt.ts';
import { confirmTwoFactor, disableTwoFactor, regenerateBackupCodes, startTwoFactorSetup } from '../../stores/account/two-factor.ts';
import { $session } from '../../stores/auth/index.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { Button, CurrentPasswordField, ErrorList, Placeload, TextField } from '../ui/controls.tsx';
import { rich } from '../ui/rich.tsx';
import { BackupCodes } from './BackupCodes.tsx';

export const TWO_FACTOR_SETTINGS_MESSAGES = ['account.twoFactor.', 'account.backupCodes.', 'form.'] as const;

type Step = { name: 'idle' } | { name: 'password' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

const bold = { strong: (words: string) => <strong>{words}</strong> };

function TwoFactor() {
  const t = useT();
  const { user } = useIslandStore($session);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  if (!user) return <Placeload lines={2} label={t('account.twoFactor.loading')} />;

  /** Runs an action; on success clears the typed secrets and moves to the step the value leads to. */
  async function run<T>(action: Promise<Outcome<T>>, next?: (value: T) => Step) {
    setBusy(true);
    setFailure(NO_FAILURE);
    const outcome = await action;
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    setCode('');
    setPassword('');
    if (next) setStep(next(outcome.value));
  }

  const begin = (event: FormEvent) => {
    event.preventDefault();
    void run(startTwoFactorSetup(password), (setup: TwoFactorSetup) => ({ name: 'scan', setup }));
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(confirmTwoFactor(code.trim()), (codes: string[]) => ({ name: 'codes', codes }));
  };
  // The code field serves two actions, so neither is the form's default: pressing Enter must not turn 2FA off.
  const disable = () => void run(disableTwoFactor(code.trim()));
  const regenerate = () => void run(regenerateBackupCodes(code.trim()), (codes: string[]) => ({ name: 'codes', codes }));
  const cancel = (
    <Button variant="secondary" onClick={() => setStep({ name: 'idle' })}>
      {t('account.twoFactor.cancel')}
    </Button>
  );

  if (step.name === 'codes')
    return (
      <div className="ui-stack">
        <BackupCodes codes={step.codes} email={user.email} onDone={() => setStep({ name: 'idle' })} />
      </div>
    );

  if (step.name === 'scan') {
    return (
      <form className="ui-stack" onSubmit={confirm} noValidate aria-label={t('account.twoFactor.confirmForm')}>
        <p className="ui-text">{t('account.twoFactor.scan')}</p>
        <img src={step.setup.qr_code} alt={t('account.twoFactor.qrAlt')} width={192} height={192} className="ui-qr" />
        <div className="ui-secret">
          <span className="ui-muted">{t('account.twoFactor.manual')}</span>
          <code data-testid="totp-secret" dir="ltr">
            {step.setup.secret}
          </code>
          <div className="ui-row">
            <CopyButton text={step.setup.secret} label={t('account.twoFactor.copySecret')} />
          </div>
        </div>
        <ErrorList messages={failure.general} />
        <TextField
          label={t('account.twoFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          value={code}
          onValue={setCode}
          error={failure.fields.code}
          maxLength={32}
        />
        <div className="ui-row">
          <Button type="submit" disabled={busy}>
            {t('account.twoFactor.turnOn')}
          </Button>
          {cancel}
        </div>
      </form>
    );
  }

  if (!user.two_factor_enabled) {
    if (step.name === 'idle') {
      return (
        <div className="ui-stack">
          <p className="ui-muted">{rich(t('account.twoFactor.off'), bold)}</p>
          <div className="ui-row">
            <Button onClick={() => setStep({ name: 'password' })}>{t('account.twoFactor.setUp')}</Button>
          </div>
        </div>
      );
    }
    return (
      <form className="ui-stack" onSubmit={begin} noValidate aria-label={t('account.twoFactor.startForm')}>
        <ErrorList messages={failure.general} />
        <CurrentPasswordField
          label={t('account.twoFactor.password')}
          value={password}
          onValue={setPassword}
          error={failure.fields.password}
          hint={t('account.twoFactor.passwordHint')}
        />
        <div className="ui-row">
          <Button type="submit" disabled={busy}>
            {t('account.twoFactor.continue')}
          </Button>
          {cancel}
        </div>
      </form>
    );
  }

  return (
    <form className="ui-stack" onSubmit={(event) => event.preventDefault()} noValidate aria-label={t('account.twoFactor.manageForm')}>
      <p className="ui-muted">{rich(t('account.twoFactor.on'), bold)}</p>
      <ErrorList messages={failure.general} />
      <TextField
        label={t('account.twoFactor.code')}
        name="code"
        autoComplete="one-time-code"
        dir="ltr"
        value={code}
        onValue={setCode}
        error={failure.fields.code}
        maxLength={32}
      />
      <div className="ui-row">
        <Button variant="danger" disabled={busy} onClick={disable}>
          {t('account.twoFactor.turnOff')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={regenerate}>
          {t('account.twoFactor.newCodes')}
        </Button>
      </div>
    </form>
  );
}

export default withI18n(TwoFactor);
