/** Password section: current, new and confirmation (spec §5 rules), PATCH /api/users/update-password/me. */
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES as M } from '../../../contract/auth.ts';
import { api, writeCsrfToken } from '../../lib/api/index.ts';
import { notify } from '../../lib/toast/index.ts';
import { reportFailure } from './ui/failure.ts';
import { Button, ErrorList, TextField } from './ui/primitives.tsx';

export const UPDATE_PASSWORD_PATH = '/api/users/update-password/me';

interface PasswordChanged { password_changed: true; other_sessions_revoked: number; csrf_token: string; expires_at: string }

function checkLocally(current: string, password: string, confirmation: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (current === '') errors.current_password = 'Enter your current password';
  if (password === '') errors.password = M.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = M.passwordTooShort;
  if (confirmation === '') errors.password_confirmation = M.confirmationRequired;
  else if (confirmation !== password) errors.password_confirmation = M.confirmationMismatch;
  return errors;
}

export default function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = checkLocally(current, password, confirmation);
    setErrors(local);
    setGeneral([]);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const result = await api.patch<PasswordChanged>(UPDATE_PASSWORD_PATH, {
        current_password: current, password, password_confirmation: confirmation,
      });
      // The server rotates this session on a password change; later writes need the new CSRF token.
      writeCsrfToken(result.csrf_token);
      setCurrent('');
      setPassword('');
      setConfirmation('');
      const others = result.other_sessions_revoked;
      notify.success(others > 0 ? `Password changed. ${others} other session${others === 1 ? '' : 's'} signed out.` : 'Password changed.');
    } catch (error) {
      const failure = reportFailure(error, { operation: 'updatePassword', codeFields: { INVALID_CURRENT_PASSWORD: 'current_password' } });
      setErrors(failure.fields);
      setGeneral(failure.general);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label="Change password">
      <ErrorList messages={general} />
      <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" value={current} onValue={setCurrent} error={errors.current_password} />
      <div className="ui-grid-2">
        <TextField label="New password" name="password" type="password" autoComplete="new-password" value={password} onValue={setPassword} error={errors.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />
        <TextField label="Confirm new password" name="password_confirmation" type="password" autoComplete="new-password" value={confirmation} onValue={setConfirmation} error={errors.password_confirmation} />
      </div>
      <div className="ui-row"><Button type="submit" disabled={saving}>{saving ? 'Changing…' : 'Change password'}</Button></div>
    </form>
  );
}
