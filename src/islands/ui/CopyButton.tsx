/** Copies a secret with the spec's feedback (§9): 'Copied' for 1500 ms, via the shared copier in src/lib. */
import { useMemo, useState } from 'react';
import { createCopier, type CopyState } from '../../lib/copy-feedback.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from './controls.tsx';

const STATE_KEYS: Record<Exclude<CopyState, 'idle'>, string> = {
  copied: 'form.copy.copied',
  failed: 'form.copy.failed',
};

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const copy = useMemo(() => createCopier({ writeText: (value) => navigator.clipboard.writeText(value), onState: setState }), []);
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy(text)} aria-live="polite">
      {state === 'idle' ? (label ?? t('form.copy.idle')) : t(STATE_KEYS[state])}
    </Button>
  );
}
