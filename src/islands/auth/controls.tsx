/**
 * The auth forms' controls in React, drawing the same markup as src/components/ui (Field, Input, Checkbox,
 * Button): label tied by for/id, hint and error tied by aria-describedby, aria-invalid on a failed field, and
 * the error prefixed with a hidden "Error:" so it is not carried by colour alone. Styles: ./auth-controls.css.
 */
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { SCRIPT_REQUIRED_NOTE } from '../../components/auth/messages.ts';
import { LANGUAGE_OPTIONS } from '../../components/auth/messages.ts';
import './auth-controls.css';

/**
 * False in the prerendered HTML and until the island has hydrated. The forms keep their controls disabled until
 * then: typing into a form that cannot send yet would be lost, and a submit would reload the page instead.
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

function AlertIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3.5l9.5 16.5h-19z" /><path d="M12 10v4.5M12 17v.5" />
    </svg>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" /><circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 20L20 4" />}
    </svg>
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
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required" aria-hidden="true">*</span>}
      </label>
      {children}
      {hint && <p className="field__hint" id={`${id}-hint`}>{hint}</p>}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <AlertIcon />
          <span><span className="visually-hidden">Error: </span>{error}</span>
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  frameClass?: string;
};

export function TextInput({ id, label, hint, error, value, onValue, required, frameClass, ...rest }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={frameClass}>
      <input
        className="control" id={id} required={required} value={value} onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy(id, hint, error)} {...rest}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide button; aria-pressed says whether the password is visible. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { id, label, hint, error, value, onValue, required, frameClass, ...rest } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={frameClass}>
      <div className="auth-password">
        <input
          className="control" id={id} type={visible ? 'text' : 'password'} required={required} value={value}
          onChange={(event) => onValue(event.target.value)} aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(id, hint, error)} autoCapitalize="off" spellCheck={false} {...rest}
        />
        <button type="button" className="auth-password__toggle" aria-pressed={visible} aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}>
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">Show password</span>
        </button>
      </div>
    </FieldFrame>
  );
}

export function CheckboxInput({ id, name, label, hint, checked, onChecked }: {
  id: string; name: string; label: string; hint?: string; checked: boolean; onChecked: (checked: boolean) => void;
}) {
  return (
    <div className="check">
      <input className="check__input" type="checkbox" id={id} name={name} value="true" checked={checked}
        onChange={(event) => onChecked(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <div className="check__text">
        <label htmlFor={id}>{label}</label>
        {hint && <p className="check__hint" id={`${id}-hint`}>{hint}</p>}
      </div>
    </div>
  );
}

const LANGUAGE_HINT = 'The language of the interface and of the e-mails we send you.';

/** The sign-up language choice: each language by its own name, tagged with lang for screen readers. */
export function LanguageInput({ form, value, onValue }: { form: string; value: string; onValue: (value: string) => void }) {
  const id = `${form}-language`;
  return (
    <FieldFrame id={id} label="Language" hint={LANGUAGE_HINT}>
      <select className="control" id={id} name="language" autoComplete="language" value={value}
        onChange={(event) => onValue(event.target.value)} aria-describedby={`${id}-hint`}>
        {LANGUAGE_OPTIONS.map((option) => <option key={option.code} value={option.code} lang={option.code}>{option.label}</option>)}
      </select>
    </FieldFrame>
  );
}

/** The submit button: disabled and marked busy while the request runs, with a shimmer bar as the placeload. */
export function SubmitButton({ busy, children, variant = 'primary', size = 'lg' }: {
  busy: boolean; children: ReactNode; variant?: 'primary' | 'secondary' | 'ghost'; size?: 'sm' | 'md' | 'lg';
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`btn btn--${variant} btn--${size} ${size === 'sm' ? '' : 'btn--block'} ${busy ? 'is-busy' : ''}`}
      disabled={busy || !hydrated} aria-busy={busy || undefined}>
      {children}
      {busy && <span className="btn__placeload" aria-hidden="true" />}
    </button>
  );
}

/** The <form> frame of src/components/auth/AuthForm.astro: no-JS note, a polite status line, the fields. */
export function AuthFormFrame({ id, endpoint, label, status, onSubmit, children }: {
  id: string; endpoint: string; label: string; status?: string; onSubmit: () => void; children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form className="auth-form" id={id} method="post" data-endpoint={endpoint} aria-label={label} noValidate
      onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
      <noscript><p className="auth-form__note" role="note">{SCRIPT_REQUIRED_NOTE}</p></noscript>
      <p className="auth-form__status" id={`${id}-status`} role="status" aria-live="polite">{status}</p>
      <fieldset className="auth-form__fields" disabled={!hydrated}>{children}</fieldset>
    </form>
  );
}
