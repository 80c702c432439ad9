/**
 * One way for every account form to report a failed call: the common handler's toast (spec §8), plus the
 * message placed on the field it concerns, from a 422's details or from a domain code that names one field
 * (USERNAME_TAKEN on username, INVALID_CURRENT_PASSWORD on the current password …).
 */
import { formErrorsFrom } from './form-errors.ts';
import { handleApiError } from './api-handler.ts';

export interface FormFailure {
  fields: Record<string, string>;
  general: string[];
}

export function reportFailure(
  error: unknown,
  options: { operation: string; codeFields?: Record<string, string>; domain?: string },
): FormFailure {
  const handled = handleApiError(error, { domain: options.domain ?? 'users', operation: options.operation });
  const form = formErrorsFrom(error, handled.resolvedMessage);
  const fields = { ...(form?.fields ?? {}) };
  const general = [...(form?.general ?? [])];
  const codeField = handled.code ? options.codeFields?.[handled.code] : undefined;
  if (codeField) {
    fields[codeField] = handled.resolvedMessage;
    return { fields, general: [] };
  }
  if (Object.keys(fields).length === 0 && general.length === 0) general.push(handled.resolvedMessage);
  return { fields, general };
}

export const NO_FAILURE: FormFailure = { fields: {}, general: [] };
