/**
 * The fields of every React island, drawing the markup of src/components/ui (Field, Input, Select, Textarea,
 * Checkbox): label tied by for/id, hint and error tied by aria-describedby, aria-invalid on a failed field, and the
 * error prefixed with a hidden "Error:" so it is not carried by colour alone. Texts come from the island's
 * messages (`form.*`); styles from src/styles/ui.css, the kit's one stylesheet.
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from 'react';
import { LANGUAGE_NATIVE_NAMES, LOCALES } from '../../../contract/locales.ts';
import { useT } from '../../i18n/react.tsx';
import { Icon } from './icon.tsx';
import '../../styles/ui.css';

/** The ids of a field's error and hint, for aria-describedby (error first: it matters more). */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const parts = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
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

/** What every text-like control of a field carries: its id, value and change handler, and its error and hint. */
function controlOf(
  id: string,
  field: { value: string; onValue: (value: string) => void; required?: boolean; hint?: string; error?: string },
) {
  return {
    className: 'ui-control',
    id,
    required: field.required,
    value: field.value,
    onChange: (event: { target: { value: string } }) => field.onValue(event.target.value),
    'aria-invalid': field.error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, field.hint, field.error),
  };
}

export function TextField({ id, label, hint, error, value, onValue, required, frameClass, ...rest }: TextFieldProps) {
  const controlId = useFieldId(id);
  return (
    <FieldFrame id={controlId} label={label} hint={hint} error={error} required={required} className={frameClass}>
      <input {...controlOf(controlId, { value, onValue, required, hint, error })} {...rest} />
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

interface Framed {
  /** The control's id (a form that builds its ids), else a generated one. */
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** A class for the field's frame (a filter bar's layout). */
  frameClass?: string;
}

/** A field's own props and the element's, with the value as a string and a setter for it. */
type FieldOf<Attributes> = Framed & Omit<Attributes, 'value' | 'onChange'> & { value: string; onValue: (value: string) => void };

export function SelectField(props: FieldOf<SelectHTMLAttributes<HTMLSelectElement>>) {
  const { id, frameClass, label, hint, error, required, value, onValue, children, ...rest } = props;
  const controlId = useFieldId(id);
  return (
    <FieldFrame id={controlId} label={label} hint={hint} error={error} required={required} className={frameClass}>
      <select {...controlOf(controlId, { value, onValue, required, hint, error })} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldOf<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { id, frameClass, label, hint, error, required, value, onValue, className, ...rest } = props;
  const controlId = useFieldId(id);
  return (
    <FieldFrame id={controlId} label={label} hint={hint} error={error} required={required} className={frameClass}>
      <textarea
        {...controlOf(controlId, { value, onValue, required, hint, error })}
        className={['ui-control', 'ui-control--multiline', className].filter(Boolean).join(' ')}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A group of checkboxes under one legend (languages, tenants), with the group's error below it. */
export function CheckboxGroup<V extends string>({
  legend,
  hint,
  error,
  options,
  chosen,
  onChosen,
}: {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly { value: V; label: string }[];
  chosen: readonly V[];
  onChosen: (values: V[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="ui-fieldset ui-checks" aria-describedby={describedBy(id, hint, error)}>
      <legend className="ui-field__label">{legend}</legend>
      {hint && (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="ui-checks__grid">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            name={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChecked={(on) => onChosen(on ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))}
          />
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
