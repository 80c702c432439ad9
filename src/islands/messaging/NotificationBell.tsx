/** The bell in the shell: the live count of unread notifications, a link to the inbox. */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useEffect } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $isLoggedIn } from '../../stores/auth/session.ts';
import { $notificationCounts, startNotifications } from '../../stores/messaging/notifications.ts';

export const BELL_MESSAGES = ['messaging.bell.'] as const;

function NotificationBell({ href }: { href: string }) {
  const t = useT();
  const signedIn = useIslandStore($isLoggedIn, false);
  const counts = useIslandStore($notificationCounts);
  useEffect(() => {
    if (signedIn) startNotifications();
  }, [signedIn]);
  const unread = counts?.unread ?? 0;
  return (
    <a
      className="notification-bell"
      href={href}
      data-notification-bell
      data-unread={unread}
      aria-label={t('messaging.bell.label', { count: unread })}
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && <span className="notification-bell__count">{unread > 99 ? '99+' : unread}</span>}
    </a>
  );
}

export default withI18n(NotificationBell);
