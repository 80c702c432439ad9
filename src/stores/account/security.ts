/** Security settings (login alerts, idle timeout) and the account's audit log, a page at a time. */
import { atom } from 'nanostores';
import type { SecurityEvent, SecuritySettings } from '../../../contract/security/index.ts';
import type { ListResult } from '../../lib/api/list.ts';
import { DEFAULT_PER_PAGE } from '../../lib/pagination.ts';
import { mutateCache } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { securityApi } from './clients.ts';
import { createLoadedStore } from './loaded.ts';

const SETTINGS_KEY = 'account/security-settings';

export const $securitySettings = createLoadedStore<SecuritySettings>([SETTINGS_KEY], 'getSecuritySettings', () =>
  securityApi.getSettings(),
);

/** The audit log page on screen; changing it loads that page. */
export const $securityEventsPage = atom(1);

export const $securityEvents = createLoadedStore<ListResult<SecurityEvent>>(
  ['account/security-events/', $securityEventsPage],
  'listSecurityEvents',
  (_key, page) => securityApi.listEvents({ query: { page: Number(page), limit: DEFAULT_PER_PAGE } }),
);

export function showSecurityEventsPage(page: number): void {
  $securityEventsPage.set(page);
}

/** Saves the two settings the form edits; the stored settings come back and replace the cached ones. */
export async function saveSecuritySettings(fields: {
  login_alerts: boolean;
  session_idle_minutes: number | null;
  revoke_credentials_on_password_change: boolean;
}): Promise<Outcome<SecuritySettings>> {
  const outcome = await attempt('updateSecuritySettings', () => securityApi.updateSettings({ body: fields }), { domain: 'auth' });
  if (outcome.ok) mutateCache(SETTINGS_KEY, outcome.value);
  return outcome;
}
