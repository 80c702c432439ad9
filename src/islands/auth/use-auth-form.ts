/**
 * State shared by the auth islands: values, per-field errors (client rules first, then the server's 422 details),
 * the form's status line, the busy flag, and focus on the first invalid field after a failed submit. Fields are
 * checked on submit, then again on blur once the person has tried to submit; typing only clears errors. The
 * rules answer with message keys, shown here in the page's language; the server's messages are shown as sent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionResult } from '../../stores/auth/session-actions.ts';
import { text } from '../../lib/errors/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { clearResolved, fieldId, firstInvalidField, revalidateField, serverFieldErrors, type FieldErrors } from './form-state.ts';
import { RULE_VALUES, type Rules } from './rules.ts';

export interface AuthFormOptions<V> {
  formId: string;
  /** Field names in reading order: where focus goes first. */
  fields: readonly (keyof V & string)[];
  rules: Rules<V>;
  initial: V;
}

export function useAuthForm<V extends Record<string, unknown>>({ formId, fields, rules: keyedRules, initial }: AuthFormOptions<V>) {
  const t = useT();
  const rules = useCallback(
    (current: V): FieldErrors =>
      Object.fromEntries(Object.entries(keyedRules(current)).map(([field, key]) => [field, t(key, RULE_VALUES)])),
    [keyedRules, t],
  );
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const submitted = useRef(false);
  const latestErrors = useRef(errors);
  latestErrors.current = errors;

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = firstInvalidField(fields, latestErrors.current);
    if (first) document.getElementById(fieldId(formId, first))?.focus();
  }, [focusRequest, fields, formId]);

  const latestValues = useRef(values);
  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...latestValues.current, [name]: value };
      latestValues.current = next;
      setValues(next);
      if (submitted.current) setErrors((current) => clearResolved(current, rules(next)));
    },
    [rules],
  );

  const blur = useCallback(
    (name: keyof V & string) => {
      if (!submitted.current) return;
      setErrors((current) => revalidateField(current, rules(values), name));
    },
    [rules, values],
  );

  const showErrors = useCallback((next: FieldErrors, message: string) => {
    setErrors(next);
    setStatus(message);
    setFocusRequest((count) => count + 1);
  }, []);

  /** Runs the client rules; true when the form may be sent. */
  const check = useCallback((): boolean => {
    submitted.current = true;
    const found = rules(values);
    if (Object.keys(found).length === 0) {
      setErrors({});
      setStatus('');
      return true;
    }
    showErrors(found, text('errors.app.VALIDATION_ERROR_422'));
    return false;
  }, [rules, values, showErrors]);

  /** A failed action: the server's field errors on their fields, anything else in the status line. */
  const fail = useCallback(
    (result: Extract<ActionResult, { ok: false }>, messageField?: keyof V & string) => {
      const server = serverFieldErrors(result.fieldErrors, fields);
      const fieldErrors = { ...server.fields };
      if (messageField && Object.keys(fieldErrors).length === 0) fieldErrors[messageField] = result.message;
      const general = [...result.generalErrors, ...server.rest];
      const hasFields = Object.keys(fieldErrors).length > 0;
      showErrors(fieldErrors, general[0] ?? (hasFields ? text('errors.app.VALIDATION_ERROR_422') : result.message));
    },
    [fields, showErrors],
  );

  /**
   * Checks the rules, then runs `action` with the form busy. Success leaves the form busy (the page moves on, and a
   * second click must not send it again); a failure lands on its fields, or on `messageField`.
   */
  const send = useCallback(
    async (action: () => Promise<ActionResult>, messageField?: keyof V & string): Promise<void> => {
      if (busy || !check()) return;
      setBusy(true);
      const result = await action();
      if (result.ok) return;
      setBusy(false);
      fail(result, messageField);
    },
    [busy, check, fail],
  );

  return {
    values,
    setValue,
    send,
    errors,
    status,
    setStatus,
    busy,
    setBusy,
    blur,
    check,
    fail,
    id: (name: keyof V & string) => fieldId(formId, name),
    /** What a required text field of this form takes: its id, name, value, error and the handlers that keep them. */
    bind: (name: keyof V & string) => ({
      id: fieldId(formId, name),
      name,
      required: true,
      value: String(values[name] ?? ''),
      onValue: (value: string) => setValue(name, value as V[typeof name]),
      onBlur: () => blur(name),
      error: errors[name],
    }),
  };
}
