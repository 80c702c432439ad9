/**
 * Copies a secret with the spec's feedback (§9): the label turns to 'Copied' for 1500 ms, said through a polite
 * live region. The islands' face of src/components/ui/CopyButton.astro: the same markup and classes (ui-copy, in
 * src/styles/ui.css), the same icons (src/lib/icons.ts) and the same copier (src/lib/copy-feedback.ts).
 */
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { createCopier, type CopyState } from '../../lib/copy-feedback.ts';
import { Icon } from './icon.tsx';

const STATE_KEYS: Record<CopyState, string> = { idle: 'form.copy.idle', copied: 'form.copy.copied', failed: 'form.copy.failed' };

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const copy = useMemo(() => createCopier({ writeText: (value) => navigator.clipboard.writeText(value), onState: setState }), []);
  const words = state === 'idle' ? (label ?? t(STATE_KEYS.idle)) : t(STATE_KEYS[state]);
  return (
    <span className="ui-copy" data-state={state}>
      <button className="ui-copy__button" type="button" onClick={() => void copy(text)}>
        <span className="ui-copy__icon ui-copy__icon--idle">
          <Icon name="copy" />
        </span>
        <span className="ui-copy__icon ui-copy__icon--done">
          <Icon name="check" />
        </span>
        <span className="ui-copy__label">{words}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'idle' ? '' : words}
      </span>
    </span>
  );
}
