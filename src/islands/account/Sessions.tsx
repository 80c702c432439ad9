/** Sessions section: every signed-in device, the current one marked; end one, or all but this one. */
import { useState } from 'react';
import { api } from '../../lib/api/index.ts';
import { handleApiError } from '../../lib/errors/index.ts';
import { notify } from '../../lib/toast/index.ts';
import { logout } from '../../stores/index.ts';
import { Button, ErrorList, Placeload, formatDateTime } from './ui/primitives.tsx';
import { useLoaded } from './ui/use-loaded.ts';

interface AccountSession { id: string; device: string | null; ip: string | null; created_at: string; last_seen_at: string; current: boolean }

export default function Sessions() {
  const sessions = useLoaded(async () => (await api.list<AccountSession>('/api/users/get-sessions')).items, 'listSessions');
  const [busy, setBusy] = useState(false);

  async function act(operation: string, work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      handleApiError(error, { domain: 'users', operation });
    } finally {
      setBusy(false);
    }
  }

  const revoke = (session: AccountSession) =>
    act('revokeSession', async () => {
      await api.delete(`/api/auth/sessions/${encodeURIComponent(session.id)}`);
      // Ending this very session is signing out: the store's logout clears everything and leaves the page.
      if (session.current) return logout();
      notify.success('Session ended');
      await sessions.reload();
    });

  const revokeOthers = () =>
    act('revokeOtherSessions', async () => {
      const { revoked } = await api.post<{ revoked: number }>('/api/auth/sessions/revoke-others');
      notify.success(revoked === 1 ? '1 other session ended' : `${revoked} other sessions ended`);
      await sessions.reload();
    });

  if (sessions.data === undefined) {
    return sessions.error ? <div className="ui-stack"><ErrorList messages={[sessions.error]} /></div> : <Placeload lines={3} label="Loading sessions" />;
  }
  const others = sessions.data.filter((s) => !s.current).length;

  return (
    <div className="ui-stack">
      <div className="ui-table-wrap">
        <table className="ui-table" aria-label="Active sessions">
          <thead><tr><th scope="col">Device</th><th scope="col">IP address</th><th scope="col">Signed in</th><th scope="col">Last seen</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id} data-session-id={session.id} data-current={session.current ? 'true' : undefined}>
                <td>{session.device ?? 'Unknown device'} {session.current && <span className="ui-tag">This device</span>}</td>
                <td dir="ltr">{session.ip ?? '—'}</td>
                <td>{formatDateTime(session.created_at)}</td>
                <td>{formatDateTime(session.last_seen_at)}</td>
                <td>
                  <Button variant="secondary" small disabled={busy} onClick={() => void revoke(session)} aria-label={session.current ? 'Sign out this device' : `End session on ${session.device ?? 'unknown device'}`}>
                    {session.current ? 'Sign out' : 'End session'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ui-row">
        <Button variant="danger" disabled={busy || others === 0} onClick={() => void revokeOthers()}>Sign out all other sessions</Button>
        <Button variant="secondary" disabled={sessions.loading} onClick={() => void sessions.reload()}>Refresh</Button>
      </div>
    </div>
  );
}
