/**
 * The conversation's composer: Enter sends, Shift+Enter adds a line, typing is announced to the others, "@" offers
 * experts and people to mention (MentionPicker), and files can be attached (uploaded at once, sent with the next
 * message; the API checks type and size and says why not).
 */
import { useStore } from '@nanostores/react';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { noteTyping, sendMessage } from '../../stores/messaging/chat.ts';
import { $pendingAttachments, removePendingAttachment, takeAttachments, uploadAttachment } from '../../stores/messaging/message-actions.ts';
import { Button, buttonClass } from '../ui/controls.tsx';
import { useMentionPicker } from './MentionPicker.tsx';

export function Composer({ conversationId }: { conversationId: string }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [uploading, setUploading] = useState(false);
  const attachments = useStore($pendingAttachments)[conversationId] ?? [];
  const input = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionPicker(draft, setDraft, input);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (!body && attachments.length === 0) return;
    sendMessage(conversationId, body, { attachmentIds: takeAttachments(conversationId) });
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (mentions.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else noteTyping(conversationId);
  }

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setUploading(true);
    for (const file of files) await uploadAttachment(conversationId, file);
    setUploading(false);
  }

  return (
    <form className="ws-pane__foot" onSubmit={submit} aria-label={t('messaging.chat.composer')}>
      <label className="visually-hidden" htmlFor="chat-draft">
        {t('messaging.chat.composer')}
      </label>
      <div className="ws-composer">
        <textarea
          id="chat-draft"
          ref={input}
          className="ui-control ui-control--multiline"
          rows={2}
          value={draft}
          maxLength={10_000}
          placeholder={t('messaging.chat.placeholder')}
          {...mentions.inputProps}
          onChange={(event) => {
            setDraft(event.target.value);
            mentions.onCaret();
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') mentions.onCaret();
          }}
          onClick={mentions.onCaret}
        />
        {mentions.list}
      </div>
      {attachments.length > 0 && (
        <ul className="ws-message__files" aria-label={t('messaging.chat.attachments')}>
          {attachments.map((file) => (
            <li key={file.id}>
              {file.file_name}{' '}
              <button
                type="button"
                className="ws-link"
                aria-label={t('messaging.chat.removeFile', { name: file.file_name })}
                onClick={() => removePendingAttachment(conversationId, file.id)}
              >
                {t('messaging.chat.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ws-actions">
        <label className={`${buttonClass({ variant: 'secondary', size: 'sm', busy: uploading })} ws-attach`}>
          {uploading ? t('messaging.chat.uploading') : t('messaging.chat.attach')}
          <input
            type="file"
            className="visually-hidden"
            multiple
            accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,text/markdown,text/csv,application/json"
            onChange={(event) => void attach(event)}
          />
        </label>
        <Button type="submit" size="sm" disabled={draft.trim() === '' && attachments.length === 0}>
          {t('messaging.chat.send')}
        </Button>
      </div>
    </form>
  );
}
