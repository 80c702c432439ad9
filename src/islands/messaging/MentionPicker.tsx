/**
 * @mention suggestions under the composer (issue 24; Slack's and GitHub's pattern): typing "@" offers the site's
 * experts and the people one shares a conversation with; Up and Down move, Enter or Tab picks, Escape closes, a
 * click picks. The textarea keeps focus throughout and points at the active option (aria-activedescendant), and a
 * polite status says how many suggestions there are.
 */
import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { insertMention, type MentionSuggestion, mentionAt, mentionSuggestions } from '../../stores/messaging/mention-suggestions.ts';

const LIST_ID = 'chat-mentions';
const DEBOUNCE_MS = 120;

export interface MentionState {
  /** For the textarea: the active option, and what the list is. */
  inputProps: { 'aria-activedescendant'?: string; 'aria-describedby'?: string };
  /** Called first by the composer's keydown; true when the key was the picker's (do not send). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** Called after each change of the text or the caret. */
  onCaret: () => void;
  list: React.ReactNode;
}

export function useMentionPicker(
  draft: string,
  setDraft: (text: string) => void,
  input: RefObject<HTMLTextAreaElement | null>,
): MentionState {
  const t = useT();
  const [at, setAt] = useState<{ start: number; query: string } | null>(null);
  const [options, setOptions] = useState<MentionSuggestion[]>([]);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!at) {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void mentionSuggestions(at.query).then((found) => {
        if (!current) return;
        setOptions(found);
        setActive(0);
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [at?.query, at]);

  const open = at !== null && options.length > 0;

  function pick(option: MentionSuggestion) {
    if (!at) return;
    const next = insertMention(draft, at, option.handle);
    setDraft(next.text);
    setAt(null);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  function onCaret() {
    const field = input.current;
    if (!field) return;
    const found = mentionAt(field.value, field.selectionStart ?? field.value.length);
    setAt((previous) => (found?.start === previous?.start && found?.query === previous?.query ? previous : found));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const option = options[active];
      if (!option) return false;
      event.preventDefault();
      pick(option);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setAt(null);
      return true;
    }
    return false;
  }

  const optionId = (index: number) => `${LIST_ID}-${index}`;
  const list = open ? (
    <>
      <div className="ws-mentions" id={LIST_ID} role="listbox" aria-label={t('messaging.chat.mentions')}>
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks from the textarea (Up, Down, Enter), which keeps focus
          <div
            key={`${option.kind}:${option.handle}`}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="ws-mentions__option"
            data-kind={option.kind}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            <span className="ws-mentions__name">{option.name}</span> <span className="ws-mentions__handle">@{option.handle}</span>
            <span className="ws-mentions__kind">{t(`messaging.chat.mentionKind.${option.kind}`)}</span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status" id={`${LIST_ID}-status`}>
        {t('messaging.chat.mentionsCount', { count: options.length })}
      </p>
    </>
  ) : null;

  return {
    inputProps: open ? { 'aria-activedescendant': optionId(active), 'aria-describedby': `${LIST_ID}-status` } : {},
    onKeyDown,
    onCaret,
    list,
  };
}
