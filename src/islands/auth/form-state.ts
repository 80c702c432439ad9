/**
 * How every auth form handles its errors, kept free of React so it is tested without a DOM: one message per
 * field (the first, the one spec §5 means: "required" before "too short"), a blur refreshes only its field,
 * server field errors are merged in, and focus goes to the first invalid field in the form's reading order.
 */
export type FieldErrors = Record<string, string>;

/**
 * After a field loses focus (only once the person has tried to submit, so nobody is scolded while typing the
 * first time): that field's message is refreshed and the others stay as they were. A server message the person
 * has not touched since stays too.
 */
export function revalidateField(current: FieldErrors, fresh: FieldErrors, field: string): FieldErrors {
  const next = { ...current };
  if (fresh[field] === undefined) delete next[field];
  else next[field] = fresh[field];
  return next;
}

/**
 * While the person types (after a first submit), errors only go away, as soon as the value is right: nothing
 * new is shown mid-word, and the layout does not jump when they then click the submit button.
 */
export function clearResolved(current: FieldErrors, fresh: FieldErrors): FieldErrors {
  const kept = Object.entries(current).filter(([field]) => fresh[field] !== undefined);
  return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
}

/** Server field names (`password_confirmation`, `body.email` already stripped) kept only if the form shows them. */
export function serverFieldErrors(fieldErrors: Record<string, string>, fields: readonly string[]): { fields: FieldErrors; rest: string[] } {
  const shown: FieldErrors = {};
  const rest: string[] = [];
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (fields.includes(name)) shown[name] = message;
    else rest.push(message);
  }
  return { fields: shown, rest };
}

/** The first field of `order` that has an error, where focus should go. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** The id a field gets from its form id and name, as src/components/auth/TextField.astro builds it. */
export function fieldId(form: string, name: string): string {
  return `${form}-${name.replaceAll('_', '-')}`;
}
