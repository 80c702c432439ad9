/** What an island shows instead of data or beside it: a placeload while it loads, errors, a note. */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/react.tsx';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';

/** The placeload skeleton: announced once as loading, its shapes hidden from assistive technology. */
export function Placeload({ lines = 3, label }: { lines?: number; label?: string }) {
  const t = useT();
  const widths = Array.from({ length: lines }, (_, i) => (i === lines - 1 && lines > 1 ? 60 : [100, 92, 96, 88][i % 4]));
  return (
    <div className="ui-stack" role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? t('form.loading')}</span>
      <div className="ui-placeload__lines" aria-hidden="true">
        {widths.map((width, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholder bars that never reorders.
          <div key={i} className="ui-placeload__shape ui-placeload__line" style={{ inlineSize: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}

/** A read that has no data yet: why it failed, or a placeholder while it loads. */
export function LoadState({ error, lines = 3, label }: { error: unknown; lines?: number; label?: string }) {
  return error ? <ErrorList messages={[loadFailureMessage(error)]} /> : <Placeload lines={lines} label={label} />;
}

export function ErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="ui-alert ui-alert--error" role="alert">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="ui-alert" role="note">
      {children}
    </div>
  );
}
