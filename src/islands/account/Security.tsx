/** Security section: login alerts and the session idle timeout, then the account's security events, paged. */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api/index.ts';
import { notify } from '../../lib/toast/index.ts';
import { DEFAULT_PER_PAGE } from '../../lib/pagination.ts';
import { reportFailure, NO_FAILURE, type FormFailure } from './ui/failure.ts';
import { Paginator } from './ui/Paginator.tsx';
import { Button, Checkbox, ErrorList, Placeload, TextField, formatDateTime } from './ui/primitives.tsx';
import { useLoaded } from './ui/use-loaded.ts';

interface SecuritySettings {
  login_alerts: boolean; require_two_factor: boolean; session_idle_minutes: number | null;
  updated_at: string | null; two_factor_enabled: boolean; backup_codes_remaining: number;
}
interface SecurityEvent { id: string; type: string; ip: string | null; user_agent: string | null; created_at: string }

const SECURITY_PATH = '/api/auth/security';

/** 'sign_in_failed' -> 'Sign in failed': the event codes are readable once spaced and capitalised. */
function describeEvent(type: string): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function SettingsForm() {
  const settings = useLoaded(() => api.get<SecuritySettings>(SECURITY_PATH), 'getSecuritySettings');
  const [alerts, setAlerts] = useState(false);
  const [idle, setIdle] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setAlerts(settings.data.login_alerts);
    setIdle(settings.data.session_idle_minutes === null ? '' : String(settings.data.session_idle_minutes));
  }, [settings.data]);

  if (!settings.data) return settings.error ? <ErrorList messages={[settings.error]} /> : <Placeload lines={2} label="Loading security settings" />;

  async function save(event: FormEvent) {
    event.preventDefault();
    const minutes = idle.trim() === '' ? null : Number(idle);
    if (minutes !== null && !Number.isInteger(minutes)) {
      setFailure({ fields: { session_idle_minutes: 'Enter whole minutes, or leave empty for never' }, general: [] });
      return;
    }
    setSaving(true);
    setFailure(NO_FAILURE);
    try {
      await api.patch<SecuritySettings>(SECURITY_PATH, { login_alerts: alerts, session_idle_minutes: minutes });
      notify.success('Security settings saved');
      await settings.reload();
    } catch (error) {
      setFailure(reportFailure(error, { operation: 'updateSecuritySettings', domain: 'auth' }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="ui-stack" onSubmit={save} noValidate aria-label="Security settings">
      <ErrorList messages={failure.general} />
      <Checkbox label="Email me when a new device signs in" checked={alerts} onChecked={setAlerts} />
      <TextField
        label="End idle sessions after (minutes)" name="session_idle_minutes" type="number" inputMode="numeric" min={5} max={43200}
        value={idle} onValue={setIdle} error={failure.fields.session_idle_minutes} hint="From 5 minutes to 30 days (43200). Leave empty to keep sessions until they expire."
      />
      <p className="ui-muted">Backup codes left: {settings.data.backup_codes_remaining}</p>
      <div className="ui-row"><Button type="submit" disabled={saving}>Save security settings</Button></div>
    </form>
  );
}

function EventList() {
  const [page, setPage] = useState(1);
  const events = useLoaded(() => api.list<SecurityEvent>(`${SECURITY_PATH}/events`, { page, limit: DEFAULT_PER_PAGE }), 'listSecurityEvents', [page]);

  if (!events.data) return events.error ? <ErrorList messages={[events.error]} /> : <Placeload lines={4} label="Loading security events" />;
  const { items, total, current_page: current, per_page: perPage } = events.data;
  return (
    <div className="ui-stack" aria-busy={events.loading}>
      <h3 style={{ fontSize: '1rem', margin: 0 }}>Recent security events</h3>
      {items.length === 0 ? <p className="ui-muted">No events yet.</p> : (
        <div className="ui-table-wrap">
          <table className="ui-table" aria-label="Security events">
            <thead><tr><th scope="col">Event</th><th scope="col">When</th><th scope="col">IP address</th><th scope="col">Device</th></tr></thead>
            <tbody>
              {items.map((event) => (
                <tr key={event.id}>
                  <td>{describeEvent(event.type)}</td>
                  <td>{formatDateTime(event.created_at)}</td>
                  <td dir="ltr">{event.ip ?? '—'}</td>
                  <td>{event.user_agent ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 0 && <Paginator current={current} total={total} perPage={perPage} onPage={setPage} label="Security events pages" />}
    </div>
  );
}

export default function Security() {
  return (
    <div className="ui-stack">
      <SettingsForm />
      <EventList />
    </div>
  );
}
