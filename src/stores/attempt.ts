/**
 * How a feature store's action reports back to the island that called it: the value, or a failure already
 * shown as the common handler's toast and mapped onto the form's fields (src/lib/errors/form-failure.ts).
 * Islands render the outcome; they never catch API errors themselves.
 */
import { isApiRequestError } from '../lib/api/index.ts';
import { type FormFailure, reportFailure } from '../lib/errors/form-failure.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: FormFailure };

export interface AttemptOptions {
  /** The spec's error domain (shown with the toast); `users` unless said. */
  domain?: string;
  /** Error codes that belong to one field: INVALID_CURRENT_PASSWORD → current_password … */
  codeFields?: Record<string, string>;
}

export async function attempt<T>(operation: string, work: () => Promise<T>, options: AttemptOptions = {}): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, failure: reportFailure(error, { operation, ...options }) };
  }
}

/** A read failed because the thing is not there (404): the island says "not found" instead of an error. */
export function isNotFound(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 404;
}
