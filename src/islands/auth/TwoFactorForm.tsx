/**
 * The second sign-in step: a 6-digit code from the authenticator app, or a backup code (in a disclosure, for
 * someone without their phone). Shown in place by the login island once sign-in answered a challenge; the
 * /auth/two-factor page shows it too while a challenge is held, and otherwise sends the person back to log in.
 */
import { twoFactorEndpoints } from '../../../contract/two-factor/endpoints.ts';
import { useIslandStore } from '../ui/use-island-store.ts';
import { ONE_TIME_CODE_LENGTH } from './constants.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $session } from '../../stores/auth/session.ts';
import { cancelTwoFactorLogin, completeTwoFactorLogin } from '../../stores/auth/session-actions.ts';
import { Button, FormFrame, OneTimeCodeField, SubmitButton, TextField } from '../ui/controls.tsx';
import { rich } from '../ui/rich.tsx';
import { backupCodeRules, oneTimeCodeRules } from './rules.ts';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['code'] as const;

export const TWO_FACTOR_MESSAGES = ['auth.twoFactor.', 'auth.validation.', 'form.'] as const;

function CodeForm({ id, backup }: { id: string; backup: boolean }) {
  const t = useT();
  const form = useAuthForm({
    formId: id,
    fields: FIELDS,
    rules: backup ? backupCodeRules : oneTimeCodeRules,
    initial: { code: '' },
  });

  const submit = () => form.send(() => completeTwoFactorLogin(form.values.code.trim()), 'code');

  return (
    <FormFrame
      id={id}
      endpoint={twoFactorEndpoints.challenge}
      label={t(backup ? 'auth.twoFactor.backupForm' : 'auth.twoFactor.codeForm')}
      status={form.status}
      onSubmit={() => void submit()}
    >
      {backup ? (
        <TextField
          {...form.bind('code')}
          spellCheck={false}
          autoCapitalize="off"
          dir="ltr"
          label={t('auth.twoFactor.backupCode')}
          type="text"
          autoComplete="off"
          minLength={8}
          maxLength={24}
          hint={t('auth.twoFactor.backupHint')}
        />
      ) : (
        <OneTimeCodeField
          {...form.bind('code')}
          length={ONE_TIME_CODE_LENGTH}
          label={t('auth.twoFactor.code')}
          autoFocus
          hint={t('auth.twoFactor.codeHint', { length: ONE_TIME_CODE_LENGTH })}
        />
      )}
      <SubmitButton busy={form.busy} variant={backup ? 'secondary' : 'primary'} size={backup ? 'md' : 'lg'}>
        {t(backup ? 'auth.twoFactor.useBackup' : 'auth.twoFactor.submit')}
      </SubmitButton>
    </FormFrame>
  );
}

export function TwoFactorStep({ id = 'two-factor' }: { id?: string }) {
  const t = useT();
  return (
    <>
      <h2 className="visually-hidden">{t('auth.twoFactor.heading')}</h2>
      <CodeForm id={id} backup={false} />
      <details className="ui-backup">
        <summary>{t('auth.twoFactor.backupToggle')}</summary>
        <CodeForm id={`${id}-backup`} backup />
      </details>
      <p className="ui-form__row">
        <Button variant="ghost" size="sm" className="ui-step-back" onClick={cancelTwoFactorLogin}>
          {t('auth.twoFactor.back')}
        </Button>
      </p>
    </>
  );
}

function TwoFactorForm({ id = 'two-factor', loginHref }: { id?: string; loginHref: string }) {
  const t = useT();
  const challenge = useIslandStore($session).twoFactor;
  return challenge ? (
    <TwoFactorStep id={id} />
  ) : (
    <p className="ui-form__status is-info" role="status">
      {rich(t('auth.twoFactor.noChallenge'), { link: (label) => <a href={loginHref}>{label}</a> })}
    </p>
  );
}

export default withI18n(TwoFactorForm);
