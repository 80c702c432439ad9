/**
 * Notifications section: for each kind of notification, whether it shows in the app (the bell and the inbox) and
 * whether it is also sent by e-mail. A table of checkboxes, one row per kind, saved together.
 */
import { type FormEvent, useEffect, useState } from 'react';
import type { NotificationPreference } from '../../../contract/messaging/entities.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { notify } from '../../lib/toast/index.ts';
import { $notificationPreferences, saveNotificationPreferences } from '../../stores/account/notification-preferences.ts';
import { Button, ErrorList, Placeload } from '../ui/controls.tsx';
import { ScrollArea } from '../ui/scroll-area.tsx';
import { useIslandStore } from '../ui/use-island-store.ts';

export const NOTIFICATION_SETTINGS_MESSAGES = ['account.notifications.', 'form.'] as const;

const kindKey = (kind: string) => `account.notifications.kind.${kind.replace('.', '_')}`;

function NotificationSettings() {
  const t = useT();
  const stored = useIslandStore($notificationPreferences);
  const [rows, setRows] = useState<NotificationPreference[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (stored.data) setRows(stored.data);
  }, [stored.data]);

  if (!stored.data)
    return stored.error ? (
      <ErrorList messages={[loadFailureMessage(stored.error)]} />
    ) : (
      <Placeload lines={4} label={t('account.notifications.loading')} />
    );

  const change = (kind: string, channel: 'in_app' | 'email', on: boolean) =>
    setRows(rows.map((row) => (row.kind === kind ? { ...row, [channel]: on } : row)));

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const outcome = await saveNotificationPreferences(rows);
    setSaving(false);
    if (outcome.ok) {
      setErrors([]);
      notify.success(t('account.notifications.saved'));
    } else setErrors(outcome.failure.general);
  }

  return (
    <form className="ui-stack" onSubmit={save} noValidate aria-label={t('account.notifications.form')}>
      <ErrorList messages={errors} />
      <ScrollArea labelledby="notifications-heading" className="ui-table-wrap">
        <table className="ui-table">
          <caption className="visually-hidden">{t('account.notifications.form')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.notifications.column')}</th>
              <th scope="col">{t('account.notifications.inApp')}</th>
              <th scope="col">{t('account.notifications.email')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind} data-kind={row.kind}>
                <th scope="row">{t(kindKey(row.kind))}</th>
                {(['in_app', 'email'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      className="ui-check__input"
                      checked={row[channel]}
                      onChange={(event) => change(row.kind, channel, event.target.checked)}
                      aria-label={t(`account.notifications.${channel === 'in_app' ? 'inAppFor' : 'emailFor'}`, {
                        kind: t(kindKey(row.kind)),
                      })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <div className="ui-row">
        <Button type="submit" disabled={saving}>
          {t('account.notifications.save')}
        </Button>
      </div>
    </form>
  );
}

export default withI18n(NotificationSettings);
