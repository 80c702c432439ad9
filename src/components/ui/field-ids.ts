/**
 * The id scheme that ties a form control to its hint and error text. Every form component builds its
 * aria-describedby with this, so a screen reader reads the error first, then the hint, after the label.
 */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export function fieldIds(id: string): FieldIds {
  return { control: id, hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = fieldIds(id);
  const parts = [error ? ids.error : null, hint ? ids.hint : null].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
