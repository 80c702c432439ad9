/**
 * Search within conversations: the open one, or all of the person's conversations. Results show who wrote what and
 * when; choosing one opens its conversation (and its thread when it is a reply).
 */
import { type FormEvent, useState } from 'react';
import type { Message } from '../../../contract/messaging/entities.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { openConversation } from '../../stores/messaging/chat.ts';
import { searchMessages } from '../../stores/messaging/message-actions.ts';
import { Button } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';

export function ChatSearch({ conversationId }: { conversationId: string | null }) {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [everywhere, setEverywhere] = useState(false);
  const [results, setResults] = useState<Message[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    const found = await searchMessages(query.trim(), everywhere ? undefined : (conversationId ?? undefined));
    setResults(found.ok ? found.value : []);
  }

  return (
    <div className="ws-chat-search">
      <search>
        <form className="ws-search" onSubmit={(event) => void submit(event)}>
          <label className="visually-hidden" htmlFor="chat-search">
            {t('messaging.chat.search')}
          </label>
          <input
            id="chat-search"
            className="ui-control"
            type="search"
            value={query}
            placeholder={t('messaging.chat.search')}
            onChange={(event) => {
              setQuery(event.target.value);
              if (!event.target.value) setResults(null);
            }}
          />
          <label className="ws-choice">
            <input type="checkbox" checked={everywhere} onChange={(event) => setEverywhere(event.target.checked)} />
            {t('messaging.chat.searchEverywhere')}
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={!query.trim()}>
            {t('messaging.chat.searchGo')}
          </Button>
        </form>
      </search>
      {results && (
        <div aria-live="polite">
          <p className="ws-note">{t('messaging.chat.searchResults', { count: results.length })}</p>
          <ul className="ws-results">
            {results.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className="ws-room"
                  data-result-id={message.id}
                  onClick={() => {
                    setResults(null);
                    void openConversation(message.conversation_id);
                  }}
                >
                  <span className="ws-room__title">
                    {message.author.name} · <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
                  </span>
                  <span className="ws-room__excerpt">{message.body}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
