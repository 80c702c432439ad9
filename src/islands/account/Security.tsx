/**
 * Security section: login alerts, the session idle timeout and whether a password change also revokes API keys and
 * tokens, then the account's security events, paged.
 */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import type { Translate } from '../../i18n/translate.ts';
import { type FormFailure, NO_FAILURE } from '../../lib/errors/form-failure.ts';
import { notify } from '../../lib/toast/index.ts';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { $securityEvents, $securitySettings, saveSecuritySettings, showSecurityEventsPage } from '../../stores/account/security.ts';
import { Button, CheckboxField, ErrorList, Placeload, TextField } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Paginator } from '../ui/Paginator.tsx';

export const SECURITY_MESSAGES = ['account.security.', 'form.'] as const;

/**
 * An event's name in the page's language (`account.security.events.<type>`, one per contract/security
 * SECURITY_EVENT_TYPES); a type newer than this page reads as its code, spaced and capitalised.
 */
export function describeEvent(t: Translate, type: string): string {
  const key = `account.security.events.${type}`;
  const name = t(key);
  if (name !== key) return name;
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function SettingsForm() {
  const t = useT();
  const settings = useIslandStore($securitySettings);
  const [alerts, setAlerts] = useState(false);
  const [idle, setIdle] = useState('');
  const [revokeCredentials, setRevokeCredentials] = useState(true);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setAlerts(settings.data.login_alerts);
    setIdle(settings.data.session_idle_minutes === null ? '' : String(settings.data.session_idle_minutes));
    setRevokeCredentials(settings.data.revoke_credentials_on_password_change);
  }, [settings.data]);

  if (!settings.data)
    return settings.error ? (
      <ErrorList messages={[loadFailureMessage(settings.error)]} />
    ) : (
      <Placeload lines={2} label={t('account.security.loadingSettings')} />
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    const minutes = idle.trim() === '' ? null : Number(idle);
    if (minutes !== null && !Number.isInteger(minutes)) {
      setFailure({ fields: { session_idle_minutes: t('account.security.idleInvalid') }, general: [] });
      return;
    }
    setSaving(true);
    setFailure(NO_FAILURE);
    const outcome = await saveSecuritySettings({
      login_alerts: alerts,
      session_idle_minutes: minutes,
      revoke_credentials_on_password_change: revokeCredentials,
    });
    setSaving(false);
    if (outcome.ok) notify.success(t('account.security.saved'));
    else setFailure(outcome.failure);
  }

  return (
    <form className="ui-stack" onSubmit={save} noValidate aria-label={t('account.security.form')}>
      <ErrorList messages={failure.general} />
      <CheckboxField label={t('account.security.alerts')} checked={alerts} onChecked={setAlerts} />
      <TextField
        label={t('account.security.idle')}
        name="session_idle_minutes"
        type="number"
        inputMode="numeric"
        min={5}
        max={43200}
        value={idle}
        onValue={setIdle}
        error={failure.fields.session_idle_minutes}
        hint={t('account.security.idleHint')}
      />
      <CheckboxField
        label={t('account.security.revokeCredentials')}
        hint={t('account.security.revokeCredentialsHint')}
        checked={revokeCredentials}
        onChecked={setRevokeCredentials}
      />
      <p className="ui-muted">{t('account.security.backupLeft', { remaining: settings.data.backup_codes_remaining })}</p>
      <div className="ui-row">
        <Button type="submit" disabled={saving}>
          {t('account.security.save')}
        </Button>
      </div>
    </form>
  );
}

function EventList() {
  const t = useT();
  const locale = useLocale();
  const events = useIslandStore($securityEvents);

  if (!events.data)
    return events.error ? (
      <ErrorList messages={[loadFailureMessage(events.error)]} />
    ) : (
      <Placeload lines={4} label={t('account.security.loadingEvents')} />
    );
  const { items, total, current_page: current, per_page: perPage } = events.data;
  return (
    <div className="ui-stack" aria-busy={events.loading}>
      <h3 className="ui-heading">{t('account.security.eventsHeading')}</h3>
      {items.length === 0 ? (
        <p className="ui-muted">{t('account.security.noEvents')}</p>
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table" aria-label={t('account.security.eventsTable')}>
            <thead>
              <tr>
                <th scope="col">{t('account.security.event')}</th>
                <th scope="col">{t('account.security.when')}</th>
                <th scope="col">{t('account.security.ip')}</th>
                <th scope="col">{t('account.security.device')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((event) => (
                <tr key={event.id}>
                  <td>{describeEvent(t, event.type)}</td>
                  <td>{formatDateTime(event.created_at, locale)}</td>
                  <td dir="ltr">{event.ip ?? '—'}</td>
                  <td dir="ltr">{event.user_agent ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 0 && (
        <Paginator
          current={current}
          total={total}
          perPage={perPage}
          onPage={showSecurityEventsPage}
          label={t('account.security.eventsPages')}
        />
      )}
    </div>
  );
}

function Security() {
  return (
    <div className="ui-stack">
      <SettingsForm />
      <EventList />
    </div>
  );
}

export default withI18n(Security);
