/** Copies a secret with the spec's feedback (§9): 'Copied' for 1500 ms, via the shared copier in src/lib. */
import { useMemo, useState } from 'react';
import { createCopier, type CopyState } from '../../../lib/copy-feedback.ts';
import { Button } from './primitives.tsx';

const LABELS: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useMemo(
    () => createCopier({ writeText: (value) => navigator.clipboard.writeText(value), onState: setState }),
    [],
  );
  return (
    <Button variant="secondary" small onClick={() => void copy(text)} aria-live="polite">
      {state === 'idle' ? label : LABELS[state]}
    </Button>
  );
}
