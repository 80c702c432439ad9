/** The bell and the inbox's notifications: counts per filter kept live by the events stream, lists, bulk marking. */
import { atom } from 'nanostores';
import type { NotificationFilter } from '../../../contract/messaging/constants.ts';
import type { Notification, NotificationCounts } from '../../../contract/messaging/entities.ts';
import { attempt } from '../attempt.ts';
import { $session } from '../auth/session.ts';
import { messagingApi } from './clients.ts';
import { onEvent } from './events.ts';

export const $notificationCounts = atom<NotificationCounts | null>(null);
export const $notifications = atom<Notification[]>([]);
export const $notificationFilter = atom<NotificationFilter>('all');

let wired = false;
export function startNotifications(): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  onEvent((event) => {
    if (event.type === 'notification.created') {
      $notificationCounts.set(event.data.counts);
      if ($notificationFilter.get() !== 'archived') $notifications.set([event.data.notification, ...$notifications.get()]);
    } else if (event.type === 'notification.updated') {
      $notificationCounts.set(event.data.counts);
      if (wiredList) void loadNotifications();
    } else if (event.type === 'reset') void loadCounts();
  });
  void loadCounts();
}

export async function loadCounts(): Promise<void> {
  // A late island or a stream reset after signing out would only ask with a dead session.
  if ($session.get().status !== 'authenticated') return;
  try {
    $notificationCounts.set(await messagingApi.getNotificationCounts());
  } catch {
    // Offline or signed out: the bell shows no number.
  }
}

let wiredList = false;
export async function loadNotifications(filter: NotificationFilter = $notificationFilter.get()): Promise<void> {
  wiredList = true;
  startNotifications();
  $notificationFilter.set(filter);
  try {
    $notifications.set((await messagingApi.listNotifications({ query: { filter, limit: 50 } })).items);
  } catch {
    // Keeps what is shown.
  }
}

export function markNotifications(action: 'read' | 'unread' | 'seen' | 'archive' | 'unarchive', ids?: string[]) {
  return attempt('markNotifications', async () => {
    const result = await messagingApi.markNotifications({ body: ids ? { action, ids } : { action, all: true } });
    $notificationCounts.set(result.counts);
    if (wiredList) await loadNotifications();
    return result.updated;
  });
}
