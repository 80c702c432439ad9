/** Changing the password from the settings: the server ends the other sessions and rotates this one. */
import { writeCsrfToken } from '../../lib/api/csrf.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { passwordApi } from '../auth/clients.ts';

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** The value is how many other sessions ended. */
export async function changePassword(change: PasswordChange): Promise<Outcome<number>> {
  const outcome = await attempt('updatePassword', () => passwordApi.updatePassword({ body: change }), {
    codeFields: { INVALID_CURRENT_PASSWORD: 'current_password' },
  });
  if (!outcome.ok) return outcome;
  // The rotated session has a new CSRF token: later writes must send it.
  writeCsrfToken(outcome.value.csrf_token);
  return { ok: true, value: outcome.value.other_sessions_revoked };
}
