/** The "edited" mark of a message opens its earlier versions, newest first (the server keeps every edit). */
import { useId, useState } from 'react';
import type { MessageRevision } from '../../../contract/messaging/entities.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { loadRevisions } from '../../stores/messaging/message-actions.ts';
import { formatDateTime } from '../ui/format.ts';

export function EditHistory({ messageId }: { messageId: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [revisions, setRevisions] = useState<MessageRevision[] | null>(null);
  const [open, setOpen] = useState(false);

  async function toggle() {
    if (!open && revisions === null) {
      const outcome = await loadRevisions(messageId);
      if (!outcome.ok) return;
      setRevisions(outcome.value);
    }
    setOpen(!open);
  }

  return (
    <>
      {' · '}
      <button type="button" className="ws-edited" aria-expanded={open} aria-controls={id} onClick={() => void toggle()}>
        {t('messaging.chat.edited')}
      </button>
      {open && revisions && (
        <ol id={id} className="ws-revisions" aria-label={t('messaging.groups.history')}>
          {revisions
            .filter((revision) => revision.action === 'edit')
            .map((revision) => (
              <li key={revision.id}>
                <time dateTime={revision.created_at}>
                  {t('messaging.groups.before', { when: formatDateTime(revision.created_at, locale) })}
                </time>{' '}
                <span dir="auto">{revision.previous_body}</span>
              </li>
            ))}
        </ol>
      )}
    </>
  );
}
