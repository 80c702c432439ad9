/** Deleting the account: the password confirms it; then the session store signs out and leaves the page. */
import { attempt, type Outcome } from '../attempt.ts';
import { logout } from '../auth/session-actions.ts';
import { accountApi } from './clients.ts';

export async function deleteAccount(password: string): Promise<Outcome<void>> {
  const outcome = await attempt(
    'deleteAccount',
    async () => {
      await accountApi.deleteAccount({ body: { password } });
    },
    { codeFields: { PASSWORD_CONFIRMATION_FAILED: 'password' } },
  );
  return outcome;
}

/** After the success message: every session ended with the account, so sign out here too. */
export function leaveDeletedAccount(): Promise<void> {
  return logout();
}
