/** The frame of a form an island posts itself (a no-script note, the status line, fields locked until hydrated). */
import type { ReactNode } from 'react';
import type { Endpoint } from '../../../contract/lib/endpoint.ts';
import { useT } from '../../i18n/react.tsx';
import { useHydrated } from './hydrated.ts';

/** The frame of a form posted by its island: a no-script note, a polite status line, the fields (locked until hydrated). */
export function FormFrame({
  id,
  endpoint,
  label,
  status,
  statusKind = 'error',
  onSubmit,
  children,
}: {
  id: string;
  /** The contract endpoint the form posts to (named on the form for tools and tests). */
  endpoint: Endpoint;
  label: string;
  status?: string;
  statusKind?: 'error' | 'info';
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <form
      className="ui-form"
      id={id}
      method="post"
      data-endpoint={endpoint.path}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <noscript>
        <p className="ui-form__note" role="note">
          {t('form.scriptRequired')}
        </p>
      </noscript>
      <p
        className={statusKind === 'info' ? 'ui-form__status is-info' : 'ui-form__status'}
        id={`${id}-status`}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      <fieldset className="ui-form__fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
