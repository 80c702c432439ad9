/**
 * One wizard field drawn from its spec (src/stores/protocols/wizard/steps.ts): label `wizard.field.<name>.label`, hint
 * `wizard.field.<name>.hint`, the error as a message key. Groups of choices are fieldsets
 * with a legend, so a screen reader hears the question before the options.
 */
import { LANGUAGE_NATIVE_NAMES, type Locale } from '../../../../contract/locales.ts';
import { useT } from '../../../i18n/react.tsx';
import type { AnswerValue, FieldSpec } from '../../../stores/protocols/wizard/steps.ts';
import { CheckboxField, describedBy, FieldError, SelectField, TextAreaField, TextField } from '../../ui/controls.tsx';

export interface Choice {
  value: string;
  label: string;
  lang?: string;
}

interface Props {
  spec: FieldSpec;
  value: AnswerValue;
  error?: string;
  onValue: (value: AnswerValue) => void;
  /** Choices that come from the API (the categories), instead of `spec.options`. */
  choices?: Choice[];
}

function optionChoices(t: ReturnType<typeof useT>, spec: FieldSpec): Choice[] {
  return (spec.options ?? []).map((value) =>
    spec.group === 'language'
      ? { value, label: LANGUAGE_NATIVE_NAMES[value as Locale], lang: value }
      : { value, label: t(`wizard.options.${spec.group}.${value}`) },
  );
}

export function WizardField({ spec, value, error, onValue, choices }: Props) {
  const t = useT();
  const id = `wz-${spec.name}`;
  const label = t(`wizard.field.${spec.name}.label`);
  // Every field has a hint in the locale files (the lengths and limits the checks hold it to).
  const hint = t(`wizard.field.${spec.name}.hint`, { min: spec.min ?? 0, max: spec.max ?? 0 });
  const message = error ? t(error, { min: spec.min ?? 0, max: spec.max ?? 0 }) : undefined;
  const text = typeof value === 'string' ? value : '';
  // What a select or a text area of this field takes.
  const framed = { id, name: spec.name, label, hint, error: message, required: spec.required, value: text, onValue };

  if (spec.kind === 'checkbox') {
    return (
      <div>
        <CheckboxField id={id} name={spec.name} label={label} hint={hint} checked={value === true} onChecked={onValue} />
        {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
      </div>
    );
  }
  if (spec.kind === 'radio' || spec.kind === 'checkboxes') {
    const list = choices ?? optionChoices(t, spec);
    const selected = Array.isArray(value) ? value : [text];
    const toggle = (option: string, on: boolean) => {
      if (spec.kind === 'radio') onValue(option);
      else onValue(on ? [...selected.filter((v) => v !== option), option] : selected.filter((v) => v !== option));
    };
    return (
      <fieldset className="wz-group" aria-describedby={describedBy(id, hint, message)} aria-invalid={message ? 'true' : undefined}>
        <legend className="wz-legend">{label}</legend>
        {hint && (
          <p className="wz-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <div className="wz-options wz-options--grid">
          {list.map((choice) => (
            <label className="wz-option" key={choice.value}>
              <input
                type={spec.kind === 'radio' ? 'radio' : 'checkbox'}
                name={spec.name}
                value={choice.value}
                checked={selected.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              <span lang={choice.lang}>{choice.label}</span>
            </label>
          ))}
        </div>
        {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
      </fieldset>
    );
  }
  if (spec.kind === 'select') {
    return (
      <SelectField {...framed}>
        <option value="">{t('wizard.field.choose')}</option>
        {(choices ?? optionChoices(t, spec)).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    );
  }
  if (spec.kind === 'textarea' || spec.kind === 'lines') {
    const rows = spec.kind === 'lines' ? 4 : 5;
    return <TextAreaField {...framed} rows={rows} />;
  }
  return (
    <TextField
      id={id}
      name={spec.name}
      label={label}
      hint={hint}
      error={message}
      required={spec.required}
      value={text}
      onValue={onValue}
      type={spec.kind === 'money' ? 'number' : 'text'}
      inputMode={spec.kind === 'money' ? 'decimal' : undefined}
      step={spec.kind === 'money' ? '0.01' : undefined}
      autoComplete="off"
    />
  );
}
