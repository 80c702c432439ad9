/** Delete account section: asks for the password, deletes, then signs out and goes to the login page. */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api/index.ts';
import { notify } from '../../lib/toast/index.ts';
import { logout } from '../../stores/index.ts';
import { NO_FAILURE, reportFailure, type FormFailure } from './ui/failure.ts';
import { Button, Checkbox, ErrorList, TextField } from './ui/primitives.tsx';

export default function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setFailure({ fields: { password: 'Enter your password to confirm' }, general: [] });
      return;
    }
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      await api.post('/api/users/delete/me', { password });
    } catch (error) {
      setFailure(reportFailure(error, { operation: 'deleteAccount', codeFields: { PASSWORD_CONFIRMATION_FAILED: 'password' } }));
      setBusy(false);
      return;
    }
    notify.success('Your account has been deleted');
    await logout();
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label="Delete account">
      <ErrorList messages={failure.general} />
      <TextField label="Your password" name="password" type="password" autoComplete="current-password" value={password} onValue={setPassword} error={failure.fields.password} />
      <Checkbox label="I understand this permanently deletes my account and cannot be undone" checked={understood} onChecked={setUnderstood} />
      <div className="ui-row"><Button type="submit" variant="danger" disabled={busy || !understood}>Delete my account</Button></div>
    </form>
  );
}
