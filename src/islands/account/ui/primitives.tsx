/**
 * Small React twins of the design-system components (Field, Button, Placeload, Alert) for the account and
 * billing islands, styled by ./ui.css with the same tokens so an island looks like the static pages around it.
 */
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger';

export function Button({ variant = 'primary', small = false, className, type = 'button', ...rest }:
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; small?: boolean }) {
  const classes = ['ui-btn', variant !== 'primary' && `ui-btn--${variant}`, small && 'ui-btn--sm', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input whose hint and error are tied to it with aria-describedby, as the Field component does. */
export function TextField({ label, value, onValue, error, hint, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={controlId}>{label}</label>
      <input
        {...rest}
        id={controlId}
        className="ui-control"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint && <p className="ui-field__hint" id={hintId}>{hint}</p>}
      {error && <p className="ui-field__error" id={errorId}><span className="visually-hidden">Error: </span>{error}</p>}
    </div>
  );
}

export function Checkbox({ label, checked, onChecked }: { label: string; checked: boolean; onChecked: (checked: boolean) => void }) {
  return (
    <label className="ui-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The placeload skeleton: announced once as loading, shapes hidden from assistive technology. */
export function Placeload({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  const widths = Array.from({ length: lines }, (_, i) => (i === lines - 1 && lines > 1 ? 60 : [100, 92, 96, 88][i % 4]));
  return (
    <div className="ui-stack" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="ui-placeload__lines" aria-hidden="true">
        {widths.map((width, i) => <div key={i} className="ui-placeload__line" style={{ inlineSize: `${width}%` }} />)}
      </div>
    </div>
  );
}

export function ErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return <div className="ui-alert ui-alert--error" role="alert">{messages.map((m) => <p key={m} style={{ margin: 0 }}>{m}</p>)}</div>;
}

export function Notice({ children }: { children: ReactNode }) {
  return <div className="ui-alert" role="note">{children}</div>;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
