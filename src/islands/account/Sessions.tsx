/** Sessions section: every signed-in device, the current one marked; end one, or all but this one. */
import { useState } from 'react';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { api } from '../../lib/api/index.ts';
import { handleApiError } from '../../lib/errors/index.ts';
import { notify } from '../../lib/toast/index.ts';
import { logout } from '../../stores/index.ts';
import { Button, ErrorList, Placeload } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';
import { useLoaded } from '../ui/use-loaded.ts';

export const SESSIONS_MESSAGES = ['account.sessions.', 'form.'] as const;

interface AccountSession { id: string; device: string | null; ip: string | null; created_at: string; last_seen_at: string; current: boolean }

function Sessions() {
  const t = useT();
  const locale = useLocale();
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
      notify.success(t('account.sessions.ended'));
      await sessions.reload();
    });

  const revokeOthers = () =>
    act('revokeOtherSessions', async () => {
      const { revoked } = await api.post<{ revoked: number }>('/api/auth/sessions/revoke-others');
      notify.success(t('account.sessions.othersEnded', { count: revoked }));
      await sessions.reload();
    });

  if (sessions.data === undefined) {
    return sessions.error ? <div className="ui-stack"><ErrorList messages={[sessions.error]} /></div> : <Placeload lines={3} label={t('account.sessions.loading')} />;
  }
  const others = sessions.data.filter((s) => !s.current).length;

  return (
    <div className="ui-stack">
      <div className="ui-table-wrap">
        <table className="ui-table" aria-label={t('account.sessions.table')}>
          <thead>
            <tr>
              <th scope="col">{t('account.sessions.device')}</th><th scope="col">{t('account.sessions.ip')}</th>
              <th scope="col">{t('account.sessions.signedIn')}</th><th scope="col">{t('account.sessions.lastSeen')}</th>
              <th scope="col"><span className="visually-hidden">{t('account.sessions.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id} data-session-id={session.id} data-current={session.current ? 'true' : undefined}>
                <td>{session.device ?? t('account.sessions.unknownDevice')} {session.current && <span className="ui-tag">{t('account.sessions.thisDevice')}</span>}</td>
                <td dir="ltr">{session.ip ?? '—'}</td>
                <td>{formatDateTime(session.created_at, locale)}</td>
                <td>{formatDateTime(session.last_seen_at, locale)}</td>
                <td>
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => void revoke(session)}
                    aria-label={session.current ? t('account.sessions.signOutThis')
                      : session.device ? t('account.sessions.endOn', { device: session.device }) : t('account.sessions.endOnUnknown')}>
                    {t(session.current ? 'account.sessions.signOut' : 'account.sessions.end')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ui-row">
        <Button variant="danger" disabled={busy || others === 0} onClick={() => void revokeOthers()}>{t('account.sessions.signOutOthers')}</Button>
        <Button variant="secondary" disabled={sessions.loading} onClick={() => void sessions.reload()}>{t('account.sessions.refresh')}</Button>
      </div>
    </div>
  );
}

export default withI18n(Sessions);
