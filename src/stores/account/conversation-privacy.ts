/** Who may add the person to a group or broadcast without asking (their messaging setting; others invite them). */
import type { MessagingSettings } from '../../../contract/messaging/entities.ts';
import { mutateCache } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { messagingApi } from '../messaging/clients.ts';
import { createLoadedStore } from './loaded.ts';

const KEY = 'account/messaging-settings';

export const $messagingSettings = createLoadedStore<MessagingSettings>([KEY], 'getMessagingSettings', () =>
  messagingApi.getMessagingSettings(),
);

export async function saveMessagingSettings(settings: MessagingSettings): Promise<Outcome<MessagingSettings>> {
  const outcome = await attempt('updateMessagingSettings', () => messagingApi.updateMessagingSettings({ body: settings }), {
    domain: 'messaging',
  });
  if (outcome.ok) mutateCache(KEY, outcome.value);
  return outcome;
}
