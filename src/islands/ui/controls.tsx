/**
 * The form controls of every React island, drawing the markup of src/components/ui (Field, Input, Checkbox,
 * Button): label tied by for/id, hint and error tied by aria-describedby, aria-invalid on a failed field, and the
 * error prefixed with a hidden "Error:" so it is not carried by colour alone. Texts come from the island's
 * messages (`form.*`); styles from ./ui.css.
 */
import type { Endpoint } from '../../../contract/lib/endpoint.ts';
import { useEffect, useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { LANGUAGE_NATIVE_NAMES, LOCALES } from '../../../contract/locales.ts';
import { useT } from '../../i18n/react.tsx';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import './ui.css';

/**
 * False in the prerendered HTML and until the island has hydrated. Forms that hydrate at once keep their controls
 * disabled until then: typing into a form that cannot send yet would be lost, and a submit would reload the page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const parts = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A field's message: the hidden "Error:" prefix, then the message; an alert icon, not the colour alone, marks it. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  const t = useT();
  return (
    <p className="ui-field__error" id={id}>
      <Icon>
        <path d="M12 3.5l9.5 16.5h-19z" />
        <path d="M12 10v4.5M12 17v.5" />
      </Icon>
      <span>
        <span className="visually-hidden">{t('form.errorPrefix')} </span>
        {children}
      </span>
    </p>
  );
}

interface FrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function FieldFrame({ id, label, hint, error, required, className, children }: FrameProps) {
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  /** A class for the field's frame (`ui-field--code` for one-time codes). */
  frameClass?: string;
};

/** The id a field gets: the one given (auth forms build `<form>-<name>`), else a stable generated one. */
function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

export function TextField({ id, label, hint, error, value, onValue, required, frameClass, ...rest }: TextFieldProps) {
  const controlId = useFieldId(id);
  return (
    <FieldFrame id={controlId} label={label} hint={hint} error={error} required={required} className={frameClass}>
      <input
        className="ui-control"
        id={controlId}
        required={required}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(controlId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide button; aria-pressed says whether the password is visible. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const { id, label, hint, error, value, onValue, required, frameClass, ...rest } = props;
  const controlId = useFieldId(id);
  return (
    <FieldFrame id={controlId} label={label} hint={hint} error={error} required={required} className={frameClass}>
      <div className="ui-password">
        <input
          className="ui-control"
          id={controlId}
          type={visible ? 'text' : 'password'}
          required={required}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(controlId, hint, error)}
          autoCapitalize="off"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          className="ui-password__toggle"
          aria-pressed={visible}
          aria-controls={controlId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon>
            <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 20L20 4" />}
          </Icon>
          <span className="visually-hidden">{t('form.showPassword')}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  onChecked,
}: {
  id?: string;
  name?: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  const controlId = useFieldId(id);
  return (
    <div className="ui-check">
      <input
        className="ui-check__input"
        type="checkbox"
        id={controlId}
        name={name}
        value="true"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-describedby={hint ? `${controlId}-hint` : undefined}
      />
      <div className="ui-check__text">
        <label htmlFor={controlId}>{label}</label>
        {hint && (
          <p className="ui-check__hint" id={`${controlId}-hint`}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The interface language: each language by its own name (not translated), tagged with lang for screen readers. */
export function LanguageField({
  id,
  label,
  hint,
  value,
  onValue,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <select
        className="ui-control"
        id={id}
        name="language"
        autoComplete="language"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  busy?: boolean;
} = {}): string {
  return [
    'ui-btn',
    variant !== 'primary' && `ui-btn--${variant}`,
    size !== 'md' && `ui-btn--${size}`,
    block && 'ui-btn--block',
    busy && 'is-busy',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  busy?: boolean;
};

/** A button; `busy` marks it (aria-busy) and draws the placeload bar along its bottom edge. */
export function Button({ variant, size, block, busy = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block, busy }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
      {busy && <span className="ui-btn__placeload" aria-hidden="true" />}
    </button>
  );
}

/** The submit button of a form that hydrates at once: disabled until then, and while its request runs. */
export function SubmitButton({
  busy,
  children,
  variant = 'primary',
  size = 'lg',
}: {
  busy: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant={variant} size={size} block={size !== 'sm'} busy={busy} disabled={!hydrated}>
      {children}
    </Button>
  );
}

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
          <div key={i} className="ui-placeload__line" style={{ inlineSize: `${width}%` }} />
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
