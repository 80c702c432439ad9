/**
 * The studio's form pieces beyond the shared controls: a select, a multi-line text field, a set of checkboxes,
 * and a listing's status as a tag. They draw the same frame as src/islands/ui/controls.tsx (label tied by id,
 * hint and error by aria-describedby, aria-invalid on a failed field).
 */
import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { CheckboxField, FieldError, FieldFrame } from '../../ui/controls.tsx';
import './studio.css';

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const parts = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface Framed {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  value,
  onValue,
  children,
  ...rest
}: Framed & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & { value: string; onValue: (value: string) => void }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <select
        className="ui-control"
        id={id}
        value={value}
        required={required}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  value,
  onValue,
  ...rest
}: Framed & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & { value: string; onValue: (value: string) => void }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        className="ui-control studio-textarea"
        id={id}
        value={value}
        required={required}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
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
    <fieldset className="ui-fieldset studio-checks" aria-describedby={describedBy(id, hint, error)}>
      <legend className="ui-field__label">{legend}</legend>
      {hint && (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="studio-checks__grid">
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
