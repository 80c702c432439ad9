/** The signed-in devices of the account settings: list them, end one, end all but this one. */
import type { AccountSession } from '../../../contract/sessions/index.ts';
import { invalidateKeys } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { logout } from '../auth/session-actions.ts';
import { sessionsApi } from './clients.ts';
import { createLoadedStore } from './loaded.ts';

const KEY = 'account/sessions';

export const $accountSessions = createLoadedStore<AccountSession[]>(
  [KEY],
  'listSessions',
  async () => (await sessionsApi.listSessions()).items,
);

export function refreshAccountSessions(): void {
  invalidateKeys(KEY);
}

/**
 * Ending this very session is signing out: the session store marks the page signed out first, then ends the
 * session on the server and leaves. Revoking it before that left a window in which the page still believed
 * itself signed in and its live parts (the bell, the events stream) asked with a dead session (401s).
 */
export async function endSession(session: AccountSession): Promise<Outcome<'ended' | 'signed_out'>> {
  if (session.current) {
    await logout();
    return { ok: true, value: 'signed_out' };
  }
  const outcome = await attempt('revokeSession', () => sessionsApi.revokeSession({ params: { id: session.id } }));
  if (!outcome.ok) return outcome;
  refreshAccountSessions();
  return { ok: true, value: 'ended' };
}

/** Ends every other session; the value is how many ended. */
export async function endOtherSessions(): Promise<Outcome<number>> {
  const outcome = await attempt('revokeOtherSessions', async () => (await sessionsApi.revokeOtherSessions()).revoked);
  if (outcome.ok) refreshAccountSessions();
  return outcome;
}
