/** Password section: current, new and confirmation (spec §5 rules), PATCH /api/users/update-password/me. */
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth-constants.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { changePassword } from '../../stores/account/password.ts';
import { VALIDATION_KEYS as M } from '../auth/rules.ts';
import { Button, CurrentPasswordField, ErrorList, NewPasswordFields } from '../ui/controls.tsx';

export const PASSWORD_MESSAGES = ['account.password.', 'auth.validation.', 'form.'] as const;

/** Message keys per field, checked before anything is sent. */
function checkLocally(current: string, password: string, confirmation: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (current === '') errors.current_password = 'account.password.currentRequired';
  if (password === '') errors.password = M.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = M.passwordTooShort;
  if (confirmation === '') errors.password_confirmation = M.confirmationRequired;
  else if (confirmation !== password) errors.password_confirmation = M.confirmationMismatch;
  return errors;
}

function PasswordForm() {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = checkLocally(current, password, confirmation);
    setErrors(Object.fromEntries(Object.entries(local).map(([field, key]) => [field, t(key)])));
    setGeneral([]);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const outcome = await changePassword({ current_password: current, password, password_confirmation: confirmation });
    setSaving(false);
    if (!outcome.ok) {
      setErrors(outcome.failure.fields);
      setGeneral(outcome.failure.general);
      return;
    }
    setCurrent('');
    setPassword('');
    setConfirmation('');
    const others = outcome.value;
    notify.success(others > 0 ? t('account.password.changedOthers', { count: others }) : t('account.password.changed'));
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={t('account.password.form')}>
      <ErrorList messages={general} />
      <CurrentPasswordField
        label={t('account.password.current')}
        name="current_password"
        value={current}
        onValue={setCurrent}
        error={errors.current_password}
      />
      <div className="ui-grid-2">
        <NewPasswordFields
          reveal={false}
          password={{ name: 'password', value: password, onValue: setPassword, error: errors.password }}
          confirmation={{
            name: 'password_confirmation',
            value: confirmation,
            onValue: setConfirmation,
            error: errors.password_confirmation,
          }}
          labels={{ password: t('account.password.new'), confirmation: t('account.password.confirm') }}
        />
      </div>
      <div className="ui-row">
        <Button type="submit" disabled={saving}>
          {t(saving ? 'account.password.saving' : 'account.password.submit')}
        </Button>
      </div>
    </form>
  );
}

export default withI18n(PasswordForm);
