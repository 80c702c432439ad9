/**
 * Server validation details -> form errors (spec §3 "Validation detail item", §5). A 422's detail list becomes
 * one item per issue: `field` is the whole location joined by dots (`body.email`), `name` the same without the
 * request part (`email`, what a form field is called), `message` and `code` (the issue type). A detail that is a
 * plain string becomes a general error of the form.
 */
import { isApiRequestError } from '../api/request-error.ts';

export interface ValidationDetailItem {
  field: string;
  name: string;
  message: string;
  code: string;
}

export interface FormErrors {
  /** First message per form field name. */
  fields: Record<string, string>;
  /** Errors that belong to no single field. */
  general: string[];
  items: ValidationDetailItem[];
}

const REQUEST_PARTS = new Set(['body', 'query', 'path', 'header', 'cookie']);

function isIssue(value: unknown): value is { loc: unknown[]; msg: unknown; type?: unknown } {
  return value !== null && typeof value === 'object' && Array.isArray((value as { loc?: unknown }).loc);
}

export function toValidationItems(detail: unknown): ValidationDetailItem[] {
  if (!Array.isArray(detail)) return [];
  return detail.filter(isIssue).map((issue) => {
    const loc = issue.loc.map(String);
    const local = loc.length > 1 && REQUEST_PARTS.has(loc[0]!) ? loc.slice(1) : loc;
    return {
      field: loc.join('.'),
      name: local.join('.'),
      message: String(issue.msg ?? ''),
      code: String(issue.type ?? ''),
    };
  });
}

export function toFormErrors(detail: unknown): FormErrors {
  const errors: FormErrors = { fields: {}, general: [], items: [] };
  if (typeof detail === 'string') {
    if (detail.trim() !== '') errors.general.push(detail);
    return errors;
  }
  errors.items = toValidationItems(detail);
  for (const item of errors.items) {
    if (item.name === '' || REQUEST_PARTS.has(item.name)) errors.general.push(item.message);
    else errors.fields[item.name] ??= item.message;
  }
  return errors;
}

/**
 * Form errors from a failed request's body, or undefined when the server sent no detail. A string detail is the
 * error's own message, which the API words in English: pass `message`, the page's translation of it, to show that.
 */
export function formErrorsFrom(error: unknown, message?: string): FormErrors | undefined {
  if (!isApiRequestError(error) || error.payload?.detail === undefined) return undefined;
  const detail = error.payload.detail;
  return toFormErrors(typeof detail === 'string' && message ? message : detail);
}
