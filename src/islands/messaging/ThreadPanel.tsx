/**
 * The replies to one message, beside the conversation: the root, its replies (live, from the events stream) and a
 * composer that answers in the thread. Escape or "Close" returns to the conversation.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { sendMessage } from '../../stores/messaging/chat.ts';
import { $openThread, closeThread } from '../../stores/messaging/message-actions.ts';
import { Button } from '../ui/controls.tsx';
import { MessageItem } from './MessageItem.tsx';

export function ThreadPanel({ viewerId, canPost }: { viewerId: string; canPost: boolean }) {
  const t = useT();
  const thread = useStore($openThread);
  const [draft, setDraft] = useState('');
  if (!thread) return null;
  const { root, replies } = thread;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) return;
    sendMessage(root.conversation_id, body, { threadRootId: root.id });
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') closeThread();
    else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section className="ws-pane ws-thread-panel" aria-labelledby="chat-thread-panel-title" data-thread-root={root.id}>
      <div className="ws-pane__head">
        <h2 className="ws-pane__title" id="chat-thread-panel-title">
          {t('messaging.chat.thread')}
        </h2>
        <Button type="button" size="sm" variant="secondary" onClick={closeThread}>
          {t('messaging.chat.closeThread')}
        </Button>
      </div>
      {/* A box around the list, so the messages stay list items of a list (axe listitem). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take keyboard focus to scroll (axe scrollable-region-focusable) */}
      <div className="ws-pane__body" role="log" aria-labelledby="chat-thread-panel-title" tabIndex={0}>
        <ol className="ws-thread">
          <MessageItem message={root} viewerId={viewerId} inThread />
          {replies.map((reply) => (
            <MessageItem key={reply.id} message={reply} viewerId={viewerId} inThread />
          ))}
        </ol>
      </div>
      {canPost && (
        <form className="ws-pane__foot" onSubmit={submit} aria-label={t('messaging.chat.replyComposer')}>
          <label className="visually-hidden" htmlFor="chat-thread-draft">
            {t('messaging.chat.replyComposer')}
          </label>
          <textarea
            id="chat-thread-draft"
            className="ui-control ui-control--multiline"
            rows={2}
            value={draft}
            maxLength={10_000}
            placeholder={t('messaging.chat.replyPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className="ws-actions">
            <Button type="submit" size="sm" disabled={draft.trim() === ''}>
              {t('messaging.chat.reply')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
