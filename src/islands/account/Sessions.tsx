/** Sessions section: every signed-in device, the current one marked; end one, or all but this one. */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useState } from 'react';
import type { AccountSession } from '../../../contract/sessions/index.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { $accountSessions, endOtherSessions, endSession, refreshAccountSessions } from '../../stores/account/sessions.ts';
import { Button, ErrorList, Placeload } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';

export const SESSIONS_MESSAGES = ['account.sessions.', 'form.'] as const;

function Sessions() {
  const t = useT();
  const locale = useLocale();
  const sessions = useIslandStore($accountSessions);
  const [busy, setBusy] = useState(false);

  async function revoke(session: AccountSession) {
    setBusy(true);
    const outcome = await endSession(session);
    setBusy(false);
    if (outcome.ok && outcome.value === 'ended') notify.success(t('account.sessions.ended'));
  }

  async function revokeOthers() {
    setBusy(true);
    const outcome = await endOtherSessions();
    setBusy(false);
    if (outcome.ok) notify.success(t('account.sessions.othersEnded', { count: outcome.value }));
  }

  if (sessions.data === undefined) {
    return sessions.error ? (
      <div className="ui-stack">
        <ErrorList messages={[loadFailureMessage(sessions.error)]} />
      </div>
    ) : (
      <Placeload lines={3} label={t('account.sessions.loading')} />
    );
  }
  const others = sessions.data.filter((s) => !s.current).length;

  return (
    <div className="ui-stack">
      <div className="ui-table-wrap">
        <table className="ui-table" aria-label={t('account.sessions.table')}>
          <thead>
            <tr>
              <th scope="col">{t('account.sessions.device')}</th>
              <th scope="col">{t('account.sessions.ip')}</th>
              <th scope="col">{t('account.sessions.signedIn')}</th>
              <th scope="col">{t('account.sessions.lastSeen')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('account.sessions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id} data-session-id={session.id} data-current={session.current ? 'true' : undefined}>
                <td>
                  {session.device ?? t('account.sessions.unknownDevice')}{' '}
                  {session.current && <span className="ui-tag">{t('account.sessions.thisDevice')}</span>}
                </td>
                <td dir="ltr">{session.ip ?? '—'}</td>
                <td>{formatDateTime(session.created_at, locale)}</td>
                <td>{formatDateTime(session.last_seen_at, locale)}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => void revoke(session)}
                    aria-label={
                      session.current
                        ? t('account.sessions.signOutThis')
                        : session.device
                          ? t('account.sessions.endOn', { device: session.device })
                          : t('account.sessions.endOnUnknown')
                    }
                  >
                    {t(session.current ? 'account.sessions.signOut' : 'account.sessions.end')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ui-row">
        <Button variant="danger" disabled={busy || others === 0} onClick={() => void revokeOthers()}>
          {t('account.sessions.signOutOthers')}
        </Button>
        <Button variant="secondary" disabled={sessions.loading} onClick={refreshAccountSessions}>
          {t('account.sessions.refresh')}
        </Button>
      </div>
    </div>
  );
}

export default withI18n(Sessions);
