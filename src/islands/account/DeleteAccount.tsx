/** Delete account section: asks for the password, deletes, then signs out and goes to the login page. */
import { useState, type FormEvent } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { type FormFailure, NO_FAILURE } from '../../lib/errors/form-failure.ts';
import { notify } from '../../lib/toast/index.ts';
import { deleteAccount, leaveDeletedAccount } from '../../stores/account/delete-account.ts';
import { Button, CheckboxField, CurrentPasswordField, ErrorList } from '../ui/controls.tsx';

export const DELETE_ACCOUNT_MESSAGES = ['account.delete.', 'form.'] as const;

function DeleteAccount() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setFailure({ fields: { password: t('account.delete.passwordRequired') }, general: [] });
      return;
    }
    setBusy(true);
    setFailure(NO_FAILURE);
    const outcome = await deleteAccount(password);
    if (!outcome.ok) {
      setFailure(outcome.failure);
      setBusy(false);
      return;
    }
    notify.success(t('account.delete.deleted'));
    await leaveDeletedAccount();
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={t('account.delete.form')}>
      <ErrorList messages={failure.general} />
      <CurrentPasswordField label={t('account.delete.password')} value={password} onValue={setPassword} error={failure.fields.password} />
      <CheckboxField label={t('account.delete.understand')} checked={understood} onChecked={setUnderstood} />
      <div className="ui-row">
        <Button type="submit" variant="danger" disabled={busy || !understood}>
          {t('account.delete.submit')}
        </Button>
      </div>
    </form>
  );
}

export default withI18n(DeleteAccount);
