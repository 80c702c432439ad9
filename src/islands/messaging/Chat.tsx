/**
 * The chat (/messaging-v1, /messaging-v2): the conversation list, the open conversation with its messages, typing
 * line, read receipts and composer, and (v2) a side pane with who takes part (or the open thread) and the steps of
 * the viewer's run in this conversation (RunStepsPanel). Keyboard: the list is a set of buttons
 * (Tab / Enter), Enter sends, Shift+Enter starts a new line. New messages from others are announced politely to
 * screen readers. Works offline on what was loaded before; sends typed offline wait in the outbox.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIslandStore } from '../ui/use-island-store.ts';
import type { MyConversation } from '../../../contract/messaging/entities.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import {
  $activeConversationId,
  $viewer,
  $announcement,
  $conversations,
  $conversationsState,
  $messages,
  $typing,
  type ChatMessage,
  findPeople,
  loadConversations,
  openConversation,
  startDirectConversation,
} from '../../stores/messaging/chat.ts';
import { $eventsStatus } from '../../stores/messaging/events.ts';
import { $openThread, closeThread } from '../../stores/messaging/message-actions.ts';
import { Button, Placeload } from '../ui/controls.tsx';
import { formatListTime } from '../ui/format.ts';
import { ChatSearch } from './ChatSearch.tsx';
import { Composer } from './Composer.tsx';
import { MessageItem } from './MessageItem.tsx';
import { NewGroup } from './NewGroup.tsx';
import { ConversationDetails } from './ConversationDetails.tsx';
import { RunStepsPanel } from './RunStepsPanel.tsx';
import { ThreadPanel } from './ThreadPanel.tsx';

/** Below this width the chat shows one pane at a time (workspace.css). */
const ONE_PANE_MEDIA = '(max-width: 63.99rem)';

// form.copy.*: the copy button's feedback (Copied, or copy by hand).
export const CHAT_MESSAGES = ['messaging.chat.', 'messaging.groups.', 'form.'] as const;

function conversationTitle(conversation: MyConversation, me: string | undefined, fallback: string): string {
  if (conversation.title) return conversation.title;
  const others = conversation.members.filter((member) => member.user_id !== me).map((member) => member.name);
  return others.join(', ') || fallback;
}

function Chat({ variant = 'v1' }: { variant?: 'v1' | 'v2' }) {
  const t = useT();
  const locale = useLocale();
  const user = useIslandStore($viewer);
  const openThread = useIslandStore($openThread);
  const conversations = useIslandStore($conversations);
  const state = useIslandStore($conversationsState);
  const activeId = useIslandStore($activeConversationId);
  const messages = useIslandStore($messages);
  const typing = useIslandStore($typing);
  const status = useIslandStore($eventsStatus);
  const announcement = useIslandStore($announcement);
  const [filter, setFilter] = useState('');
  const [person, setPerson] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  // On a phone one pane shows at a time (ONE_PANE_MEDIA): the list until a conversation is chosen, or the one the
  // address names. Wider screens show both and ignore it.
  const [view, setView] = useState<'list' | 'thread'>('list');
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('conversation')) setView('thread');
  }, []);

  useEffect(() => {
    if (!user) return;
    void loadConversations().then(() => {
      const wanted = new URLSearchParams(window.location.search).get('conversation');
      // A phone shows the list first: opening the newest conversation behind it would mark it read unseen.
      const onePane = window.matchMedia(ONE_PANE_MEDIA).matches;
      const first = wanted ?? (onePane ? undefined : $conversations.get()[0]?.id);
      if (first && !$activeConversationId.get()) void openConversation(first);
    });
  }, [user]);

  const active = conversations.find((conversation) => conversation.id === activeId) ?? null;
  const thread = activeId ? (messages[activeId] ?? []) : [];
  const messageCount = thread.length;
  // A thread belongs to its conversation: switching conversations closes it.
  useEffect(() => {
    if (openThread && openThread.root.conversation_id !== activeId) closeThread();
  }, [activeId, openThread]);
  // Keeps the newest message in view whenever one is added.
  useEffect(() => {
    if (messageCount > 0) logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messageCount]);

  if (!user || state === 'idle' || (state === 'loading' && conversations.length === 0))
    return <Placeload lines={4} label={t('messaging.chat.loading')} />;

  const typingNames = activeId ? Object.values(typing[activeId] ?? {}).map((entry) => entry.name) : [];
  const shown = conversations.filter((conversation) =>
    conversationTitle(conversation, user.user_id, '').toLowerCase().includes(filter.toLowerCase()),
  );

  async function startWith(event: FormEvent) {
    event.preventDefault();
    const found = await findPeople(person.trim());
    const first = found.ok ? found.value[0] : undefined;
    if (!first) return;
    const opened = await startDirectConversation(first.user_id);
    if (opened.ok) {
      setPerson('');
      void openConversation(opened.value.id);
    }
  }

  const readBy = (message: ChatMessage) =>
    active?.members
      .filter(
        (member) => member.user_id !== user.user_id && member.user_id !== message.author.user_id && member.last_read_seq >= message.seq,
      )
      .map((member) => member.name) ?? [];
  const lastMine = [...thread].reverse().find((message) => message.author.user_id === user.user_id && !message.pending);

  return (
    <div
      className={variant === 'v1' ? 'ws ws--rooms' : 'ws ws--rooms-details'}
      data-workspace="messaging"
      data-variant={variant}
      data-events={status}
      data-thread={openThread ? 'open' : undefined}
      data-view={view}
    >
      <nav className="ws-pane ws-rooms-pane" aria-labelledby="chat-rooms-title">
        <div className="ws-pane__head">
          <h2 className="ws-pane__title" id="chat-rooms-title">
            {t('messaging.chat.rooms')}
          </h2>
          <span className="ui-tag" data-status={status}>
            {t(`messaging.chat.status.${status}`)}
          </span>
        </div>
        <div className="ws-search">
          <label className="visually-hidden" htmlFor="chat-filter">
            {t('messaging.chat.filter')}
          </label>
          <input
            id="chat-filter"
            className="ui-control"
            type="search"
            value={filter}
            placeholder={t('messaging.chat.filter')}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        <form className="ws-search" onSubmit={(event) => void startWith(event)}>
          <label className="visually-hidden" htmlFor="chat-person">
            {t('messaging.chat.startLabel')}
          </label>
          <input
            id="chat-person"
            className="ui-control"
            value={person}
            placeholder={t('messaging.chat.startPlaceholder')}
            onChange={(event) => setPerson(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary">
            {t('messaging.chat.start')}
          </Button>
        </form>
        <NewGroup onOpened={() => setView('thread')} />
        <div className="ws-pane__body">
          {shown.length === 0 ? (
            <p className="ws-note">{t('messaging.chat.noRooms')}</p>
          ) : (
            <ul className="ws-nav" aria-label={t('messaging.chat.rooms')}>
              {shown.map((conversation) => (
                <li key={conversation.id}>
                  <button
                    type="button"
                    className="ws-room"
                    aria-current={conversation.id === activeId ? 'true' : undefined}
                    data-conversation-id={conversation.id}
                    onClick={() => {
                      setView('thread');
                      void openConversation(conversation.id);
                    }}
                  >
                    <span className="ws-room__line">
                      <span className="ws-room__title" dir="auto">
                        {conversationTitle(conversation, user.user_id, t('messaging.chat.untitled'))}
                      </span>
                      {conversation.last_message && (
                        <time className="ws-room__time" dateTime={conversation.last_message.created_at}>
                          {formatListTime(conversation.last_message.created_at, locale)}
                        </time>
                      )}
                    </span>
                    {conversation.last_message && (
                      <span className="ws-room__excerpt" dir="auto">
                        {conversation.last_message.deleted
                          ? t('messaging.chat.deleted')
                          : `${conversation.last_message.author_name}: ${conversation.last_message.excerpt}`}
                      </span>
                    )}
                    {conversation.unread_count > 0 && (
                      <span className="ui-tag" data-unread={conversation.unread_count}>
                        {t('messaging.chat.unread', { count: conversation.unread_count })}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </nav>

      <section className="ws-pane ws-thread-pane" aria-labelledby="chat-thread-title">
        <div className="ws-pane__head">
          <Button type="button" size="sm" variant="secondary" className="ws-back" onClick={() => setView('list')}>
            {t('messaging.chat.backToList')}
          </Button>
          <h2 className="ws-pane__title" id="chat-thread-title">
            {active ? conversationTitle(active, user.user_id, t('messaging.chat.untitled')) : t('messaging.chat.pick')}
          </h2>
        </div>
        <ChatSearch conversationId={activeId} />
        {/* The log is a box around the list, so the messages stay list items of a list (axe listitem). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take keyboard focus to scroll (axe scrollable-region-focusable) */}
        <div className="ws-pane__body" role="log" aria-labelledby="chat-thread-title" tabIndex={0}>
          <ol className="ws-thread" ref={logRef}>
            {thread.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                viewerId={user.user_id}
                readBy={message.id === lastMine?.id ? readBy(message) : []}
              />
            ))}
          </ol>
        </div>
        <p className="muted ws-typing" aria-live="polite" data-typing>
          {typingNames.length > 0 ? t('messaging.chat.typing', { names: typingNames.join(', '), count: typingNames.length }) : ''}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {announcement ? t('messaging.chat.announce', { author: announcement.author, text: announcement.excerpt }) : ''}
        </p>
        {active &&
          (active.can_post ? (
            <Composer key={active.id} conversationId={active.id} />
          ) : (
            <p className="ws-pane__foot ws-note">{t('messaging.chat.readOnly')}</p>
          ))}
      </section>

      {variant === 'v1' && openThread && <ThreadPanel viewerId={user.user_id} canPost={active?.can_post ?? false} />}
      {variant === 'v2' && (
        // The side pane: the thread when one is open, else who takes part; the run's steps below either.
        <aside className="ws-pane ws-side" aria-label={t('messaging.chat.details')}>
          {openThread ? (
            <ThreadPanel viewerId={user.user_id} canPost={active?.can_post ?? false} />
          ) : (
            <ConversationDetails active={active} viewerId={user.user_id} />
          )}
          <RunStepsPanel conversationId={activeId} />
        </aside>
      )}
    </div>
  );
}

export default withI18n(Chat);
