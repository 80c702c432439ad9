/**
 * One message in a thread: the author's avatar, name, time and state, its body (server-sanitized HTML), attachments,
 * the reactions it has, reply count, and the actions a person has on it: react, reply in a thread, copy the text, and
 * edit or delete their own. The actions are a toolbar that shows on hover or keyboard focus (Slack's pattern), and
 * behind a "⋯" button on touch screens, so a thread reads as messages, not as rows of buttons. Editing happens in
 * place; Escape cancels, Enter saves.
 */
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useLocale, useT } from '../../i18n/react.tsx';
import type { ChatMessage } from '../../stores/messaging/chat.ts';
import { deleteMessage, editMessage, openThread, QUICK_REACTIONS, toggleReaction } from '../../stores/messaging/message-actions.ts';
import { retryAnswer, runOfAnswer, stopAnswer } from '../../stores/runs/answer-actions.ts';
import { Button } from '../ui/controls.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { getInitials } from '../../lib/initials.ts';
import { formatDateTime } from '../ui/format.ts';
import { EditHistory } from './EditHistory.tsx';
import { PaymentRequiredNotice } from './PaymentRequiredNotice.tsx';

interface Props {
  message: ChatMessage;
  viewerId: string;
  /** Names of the members who have read up to this message (shown under the viewer's last one). */
  readBy?: string[];
  /** Inside the thread panel: no "reply" or "replies" (threads are one level deep). */
  inThread?: boolean;
}

export function MessageItem({ message, viewerId, readBy = [], inThread = false }: Props) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(message.body);
  const mine = message.author.user_id === viewerId;
  const live = !message.pending && !message.failed && !message.deleted_at && message.state === 'complete';
  // An agent's answer whose run waits: for the asker's input (the text is its question) or for the creator's review.
  const awaiting = message.author.kind === 'agent' && message.state === 'complete' ? message.meta.awaiting : undefined;
  // An agent's answer that its run's cancellation stopped: the text is what it had written by then.
  const stopped = message.author.kind === 'agent' && message.state === 'complete' && message.meta.stopped === 'cancelled';
  // An answer being written can be stopped, a failed one retried (issue 24): both steer the run it answers for.
  const runId = message.author.kind === 'agent' ? runOfAnswer(message.meta) : null;
  const writing = message.author.kind === 'agent' && message.state === 'streaming';
  const [steering, setSteering] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const authorName = message.author.kind === 'system' ? t('messaging.chat.system') : message.author.name;

  async function steer(action: typeof stopAnswer) {
    if (!runId) return;
    setSteering(true);
    await action(runId);
    setSteering(false);
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim()) return;
    const outcome = await editMessage(message.id, text);
    if (outcome.ok) setEditing(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') setEditing(false);
    else if (event.key === 'Enter' && !event.shiftKey) void save(event);
  }

  return (
    <li
      className="ws-message"
      data-message-id={message.id}
      data-pending={message.pending ? 'true' : undefined}
      data-author-kind={message.author.kind}
      data-tools={toolsOpen ? 'open' : undefined}
    >
      <span className="ws-avatar" data-kind={message.author.kind} aria-hidden="true">
        {getInitials(authorName)}
      </span>
      <div className="ws-message__main">
        <p className="ws-message__meta">
          <strong>{authorName}</strong> <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
          {message.edited_at && !message.deleted_at && <EditHistory messageId={message.id} />}
          {message.pending && <span className="muted"> · {t('messaging.chat.pending')}</span>}
          {message.failed && <span className="muted"> · {t('messaging.chat.failed')}</span>}
          {message.state === 'streaming' && !writing && <span className="muted"> · {t('messaging.chat.streaming')}</span>}
          {(awaiting === 'input' || awaiting === 'review') && (
            <span className="muted" data-awaiting={awaiting}>
              {' '}
              · {t(awaiting === 'input' ? 'messaging.chat.awaitingInput' : 'messaging.chat.awaitingReview')}
            </span>
          )}
          {stopped && (
            <span className="muted" data-stopped="cancelled">
              {' '}
              · {t('messaging.chat.stopped')}
            </span>
          )}
          {message.author.kind === 'agent' && typeof message.meta.provider === 'string' && (
            // Who answers: the embedded runner is a guided protocol, never presented as an AI model.
            <span className="ui-tag" data-provider={message.meta.provider}>
              {message.meta.provider === 'protocol-runner' ? t('messaging.chat.guidedProtocol') : t('messaging.chat.aiModel')}
            </span>
          )}
        </p>
        {message.deleted_at ? (
          <p className="muted">{t('messaging.chat.deleted')}</p>
        ) : editing ? (
          <form className="ws-message__edit" onSubmit={(event) => void save(event)}>
            <label className="visually-hidden" htmlFor={`edit-${message.id}`}>
              {t('messaging.chat.editLabel')}
            </label>
            <textarea
              id={`edit-${message.id}`}
              className="ui-control ui-control--multiline"
              rows={2}
              value={text}
              maxLength={10_000}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <div className="ws-actions">
              <Button type="submit" size="sm" disabled={!text.trim()}>
                {t('messaging.chat.save')}
              </Button>
              <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
                {t('messaging.chat.cancel')}
              </Button>
            </div>
          </form>
        ) : message.meta.event === 'agent_invited' ? (
          <p className="muted">{t('messaging.chat.agentInvited', { name: String(message.meta.name ?? '') })}</p>
        ) : message.meta.event === 'agent_unavailable' && message.meta.code === 'PAYMENT_REQUIRED' ? (
          <PaymentRequiredNotice slug={typeof message.meta.expert_slug === 'string' ? message.meta.expert_slug : null} />
        ) : message.meta.event === 'agent_unavailable' ? (
          <p className="muted">{t('messaging.chat.agentUnavailable', { name: String(message.meta.name ?? '') })}</p>
        ) : awaiting === 'review' && !message.body ? (
          <p className="muted">{t('messaging.chat.awaitingReviewNote')}</p>
        ) : message.body_html && message.state === 'complete' ? (
          // Rendered and sanitized on the server (markdown-it without raw HTML + sanitize-html).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized message HTML
          <div className="ws-message__body" dir="auto" dangerouslySetInnerHTML={{ __html: message.body_html }} />
        ) : (
          <p className="ws-message__body" dir="auto">
            {message.body}
          </p>
        )}
        {writing && (
          <div className="ws-message__writing" role="status" data-writing>
            <span className="ws-message__dots" aria-hidden="true" />
            <span>{t('messaging.chat.writing', { name: message.author.name })}</span>
            {runId && (
              <Button type="button" size="sm" variant="secondary" busy={steering} onClick={() => void steer(stopAnswer)}>
                {t('messaging.chat.stopAnswer')}
              </Button>
            )}
          </div>
        )}
        {message.author.kind === 'agent' && message.state === 'failed' && runId && (
          <div className="ws-message__writing" data-answer-failed>
            <span>{t('messaging.chat.answerFailed')}</span>
            <Button type="button" size="sm" variant="secondary" busy={steering} onClick={() => void steer(retryAnswer)}>
              {t('messaging.chat.retryAnswer')}
            </Button>
          </div>
        )}
        {message.attachments.length > 0 && !message.deleted_at && (
          <ul className="ws-message__files" aria-label={t('messaging.chat.attachments')}>
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} download={file.file_name}>
                  {file.file_name}
                </a>{' '}
                <span className="muted">({Math.max(1, Math.round(file.size_bytes / 1024))} KB)</span>
              </li>
            ))}
          </ul>
        )}
        {live && message.reactions.some((reaction) => reaction.count > 0) && (
          <div className="ws-message__reactions">
            {message.reactions
              .filter((reaction) => reaction.count > 0)
              .map((reaction) => (
                <ReactionButton key={reaction.emoji} message={message} emoji={reaction.emoji} viewerId={viewerId} />
              ))}
          </div>
        )}
        {live && (
          <>
            <button
              type="button"
              className="ws-message__more"
              aria-expanded={toolsOpen}
              aria-label={t('messaging.chat.actions')}
              onClick={() => setToolsOpen((open) => !open)}
            >
              ⋯
            </button>
            <div className="ws-message__actions" id={`actions-${message.id}`}>
              {QUICK_REACTIONS.filter((emoji) => !message.reactions.some((reaction) => reaction.emoji === emoji && reaction.count > 0)).map(
                (emoji) => (
                  <ReactionButton key={emoji} message={message} emoji={emoji} viewerId={viewerId} />
                ),
              )}
              {!inThread && (
                <Button type="button" size="sm" variant="secondary" onClick={() => void openThread(message)}>
                  {t('messaging.chat.reply')}
                </Button>
              )}
              {message.body && <CopyButton text={message.body} label={t('messaging.chat.copy')} />}
              {mine && message.author.kind === 'user' && (
                <>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setText(message.body);
                      setEditing(true);
                    }}
                  >
                    {t('messaging.chat.edit')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      if (window.confirm(t('messaging.chat.deleteConfirm'))) void deleteMessage(message.id);
                    }}
                  >
                    {t('messaging.chat.delete')}
                  </Button>
                </>
              )}
            </div>
          </>
        )}
        {!inThread && message.reply_count > 0 && (
          <button type="button" className="ws-link" data-replies={message.reply_count} onClick={() => void openThread(message)}>
            {t('messaging.chat.replies', { count: message.reply_count })}
          </button>
        )}
        {readBy.length > 0 && (
          <p className="muted ws-message__receipt" data-read-receipt>
            {t('messaging.chat.readBy', { names: readBy.join(', ') })}
          </p>
        )}
      </div>
    </li>
  );
}

/** A reaction's toggle: the emoji and how many chose it; pressed when the viewer is one of them. */
function ReactionButton({ message, emoji, viewerId }: { message: ChatMessage; emoji: string; viewerId: string }) {
  const t = useT();
  const reaction = message.reactions.find((entry) => entry.emoji === emoji);
  const pressed = reaction?.user_ids.includes(viewerId) ?? false;
  return (
    <button
      type="button"
      className="ws-reaction"
      aria-pressed={pressed}
      aria-label={t('messaging.chat.react', { emoji, n: reaction?.count ?? 0 })}
      onClick={() => void toggleReaction(message, emoji, viewerId)}
    >
      {emoji}
      {reaction && reaction.count > 0 ? ` ${reaction.count}` : ''}
    </button>
  );
}
