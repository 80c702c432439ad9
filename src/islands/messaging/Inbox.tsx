/**
 * The inbox (/inbox): invitations to conversations to accept or decline (when there are any), notifications by filter
 * (all, unread, unseen, archived, each with its count) and the conversations, with bulk actions on both. A
 * conversation opens in the chat.
 */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useEffect, useState } from 'react';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '../../../contract/messaging/constants.ts';
import type { Notification } from '../../../contract/messaging/entities.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { $conversations, $viewer, bulkConversations, loadConversations } from '../../stores/messaging/chat.ts';
import { $invitations, answerInvitation, loadInvitations } from '../../stores/messaging/invitations.ts';
import {
  $notificationCounts,
  $notificationFilter,
  $notifications,
  loadNotifications,
  markNotifications,
} from '../../stores/messaging/notifications.ts';
import { Button, Placeload } from '../ui/controls.tsx';
import { formatDateTime, formatListTime } from '../ui/format.ts';
import { TabList, tabPanelProps } from '../ui/tabs.tsx';

export const INBOX_MESSAGES = ['messaging.inbox.', 'messaging.chat.untitled'] as const;

function Inbox({
  chatPath,
  settingsPath,
  reviewPath,
  workbenchPath,
}: {
  chatPath: string;
  settingsPath: string;
  reviewPath: string;
  workbenchPath: string;
}) {
  const t = useT();
  const locale = useLocale();
  const user = useIslandStore($viewer);
  const notifications = useIslandStore($notifications);
  const counts = useIslandStore($notificationCounts);
  const filter = useIslandStore($notificationFilter);
  const conversations = useIslandStore($conversations);
  const invitations = useIslandStore($invitations);
  const [answering, setAnswering] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!user) return;
    void Promise.all([loadNotifications('all'), loadConversations(), loadInvitations()]).then(() => setLoaded(true));
  }, [user]);

  if (!user || !loaded) return <Placeload lines={4} label={t('messaging.inbox.loading')} />;

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const describe = (notification: Notification) =>
    t(`messaging.inbox.kind.${notification.kind.replace('.', '_')}`, {
      name: notification.actor?.name ?? '',
      expert: typeof notification.data.expert_name === 'string' ? notification.data.expert_name : '',
    });
  // An invitation is answered here, not in the chat (the conversation is not the person's until they accept).
  const linkOf = (notification: Notification) =>
    notification.kind === 'conversation.invited'
      ? '#invitations'
      : notification.kind === 'review_item.created'
        ? reviewPath
        : notification.kind === 'protocol_version.worse'
          ? `${workbenchPath}?id=${String(notification.data.expert_id ?? '')}`
          : notification.link
            ? `${chatPath}?conversation=${notification.conversation_id ?? ''}`
            : chatPath;
  const answer = async (id: string, accept: boolean) => {
    const invitation = invitations.find((one) => one.id === id);
    if (!invitation) return;
    setAnswering(id);
    await answerInvitation(invitation, accept);
    setAnswering(null);
  };

  return (
    <div className="ws ws--rooms" data-workspace="inbox">
      <section className="ws-pane" aria-labelledby="inbox-notifications-title">
        <div className="ws-pane__head">
          <h2 className="ws-pane__title" id="inbox-notifications-title">
            {t('messaging.inbox.notifications')}
          </h2>
          <Button size="sm" variant="secondary" onClick={() => void markNotifications('read')} disabled={!counts?.unread}>
            {t('messaging.inbox.markAllRead')}
          </Button>
        </div>
        {invitations.length > 0 && (
          <section id="invitations" className="ws-pane__foot" aria-labelledby="inbox-invitations-title">
            <h3 className="ws-pane__title" id="inbox-invitations-title">
              {t('messaging.inbox.invitations')}
            </h3>
            <ul className="ws-nav">
              {invitations.map((invitation) => (
                <li key={invitation.id} data-invitation-id={invitation.id}>
                  <span>
                    {t('messaging.inbox.invitedTo', {
                      name: invitation.invited_by?.name ?? t('messaging.inbox.someone'),
                      title: invitation.conversation.title ?? t('messaging.chat.untitled'),
                    })}
                  </span>{' '}
                  <time className="muted" dateTime={invitation.created_at}>
                    {formatDateTime(invitation.created_at, locale)}
                  </time>
                  <div className="ws-actions">
                    <Button size="sm" disabled={answering === invitation.id} onClick={() => void answer(invitation.id, true)}>
                      {t('messaging.inbox.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={answering === invitation.id}
                      onClick={() => void answer(invitation.id, false)}
                    >
                      {t('messaging.inbox.decline')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <p className="ws-note">
              {t('messaging.inbox.invitationsNote')} <a href={settingsPath}>{t('messaging.inbox.invitationsSetting')}</a>
            </p>
          </section>
        )}
        <TabList
          idBase="inbox-filter"
          label={t('messaging.inbox.filters')}
          tabs={NOTIFICATION_FILTERS.map((name: NotificationFilter) => ({
            id: name,
            label: t(`messaging.inbox.filter.${name}`),
            count: counts?.[name] ?? 0,
          }))}
          selected={filter}
          onSelect={(name) => void loadNotifications(name)}
        />
        <div className="ws-pane__body" {...tabPanelProps('inbox-filter', filter)}>
          <ul className="ws-nav" aria-label={t('messaging.inbox.notifications')}>
            {notifications.length === 0 && <li className="ws-note">{t('messaging.inbox.noNotifications')}</li>}
            {notifications.map((notification) => (
              <li key={notification.id} data-notification-id={notification.id} data-read={notification.read_at ? 'true' : 'false'}>
                <a href={linkOf(notification)} onClick={() => void markNotifications('read', [notification.id])}>
                  {notification.read_at ? describe(notification) : <strong>{describe(notification)}</strong>}
                </a>{' '}
                <time className="muted" dateTime={notification.created_at}>
                  {formatDateTime(notification.created_at, locale)}
                </time>{' '}
                {filter !== 'archived' && (
                  <Button size="sm" variant="ghost" onClick={() => void markNotifications('archive', [notification.id])}>
                    {t('messaging.inbox.archive')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="ws-pane" aria-labelledby="inbox-conversations-title">
        <div className="ws-pane__head">
          <h2 className="ws-pane__title" id="inbox-conversations-title">
            {t('messaging.inbox.conversations')}
          </h2>
          <div className="ws-actions">
            <Button
              size="sm"
              variant="secondary"
              disabled={selected.size === 0}
              onClick={() => void bulkConversations([...selected], 'read').then(() => setSelected(new Set()))}
            >
              {t('messaging.inbox.bulkRead')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={selected.size === 0}
              onClick={() => void bulkConversations([...selected], 'archive').then(() => setSelected(new Set()))}
            >
              {t('messaging.inbox.bulkArchive')}
            </Button>
          </div>
        </div>
        <ul className="ws-pane__body ws-nav">
          {conversations.length === 0 && <li className="ws-note">{t('messaging.inbox.noConversations')}</li>}
          {conversations.map((conversation) => (
            <li key={conversation.id} data-conversation-id={conversation.id}>
              <input
                type="checkbox"
                id={`pick-${conversation.id}`}
                checked={selected.has(conversation.id)}
                onChange={() => toggle(conversation.id)}
              />
              <label className="visually-hidden" htmlFor={`pick-${conversation.id}`}>
                {t('messaging.inbox.select')}
              </label>{' '}
              <a href={`${chatPath}?conversation=${conversation.id}`}>
                {conversation.title ?? conversation.members.map((member) => member.name).join(', ') ?? t('messaging.chat.untitled')}
              </a>{' '}
              {conversation.unread_count > 0 && (
                <span className="ui-tag">{t('messaging.inbox.unread', { count: conversation.unread_count })}</span>
              )}{' '}
              <span className="muted">{t(`messaging.inbox.status.${conversation.status}`)}</span>
              {conversation.last_message && (
                <span className="ws-room__line ws-inbox__preview">
                  <span className="ws-room__excerpt" dir="auto">
                    {conversation.last_message.deleted
                      ? t('messaging.inbox.deletedMessage')
                      : `${conversation.last_message.author_name}: ${conversation.last_message.excerpt}`}
                  </span>
                  <time className="ws-room__time" dateTime={conversation.last_message.created_at}>
                    {formatListTime(conversation.last_message.created_at, locale)}
                  </time>
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default withI18n(Inbox);
