/** How each kind of notification reaches the person: in the app (the bell, the inbox) and by e-mail. */
import type { NotificationPreference } from '../../../contract/messaging/entities.ts';
import { mutateCache } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { messagingApi } from '../messaging/clients.ts';
import { createLoadedStore } from './loaded.ts';

const KEY = 'account/notification-preferences';

export const $notificationPreferences = createLoadedStore<NotificationPreference[]>([KEY], 'getNotificationPreferences', () =>
  messagingApi.getNotificationPreferences(),
);

export async function saveNotificationPreferences(preferences: NotificationPreference[]): Promise<Outcome<NotificationPreference[]>> {
  const outcome = await attempt(
    'updateNotificationPreferences',
    () => messagingApi.updateNotificationPreferences({ body: { preferences } }),
    {
      domain: 'messaging',
    },
  );
  if (outcome.ok) mutateCache(KEY, outcome.value);
  return outcome;
}
