/**
 * The first error handler (spec §8, "API handler"): normalises, resolves the message and shows one error toast.
 * Resolution: a known code's message (the domain catalogue first, then the API's own codes, translated), else
 * the server's message, else the status fallback, else the normalised message.
 * Toast rule: 401, 403, 404 and 422 show their fixed status messages; any status ≥ 500 the server-error message;
 * NETWORK_ERROR its own message; anything else the resolved message. A call may pass its own message or
 * `silent: true`. Requests the page itself aborted are never toasted.
 */
import { domainMessage } from './catalogue.ts';
import { text, textForErrorCode, type MessageKey } from './messages.ts';
import { ERROR_CODES, hasServerMessage, normalizeApiError, type ErrorContext, type NormalizedApiError } from './normalize.ts';
import { showToast } from '../toast/toast.ts';

export const STATUS_FALLBACK_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 502, 503] as const;
export const FIXED_TOAST_STATUSES = [401, 403, 404, 422] as const;

/** The API handler's wording for a status, or undefined for statuses it has none for. */
export function statusFallbackMessage(status: number | undefined): string | undefined {
  return (STATUS_FALLBACK_STATUSES as readonly number[]).includes(status ?? -1) ? text(`errors.status.${status}` as MessageKey) : undefined;
}

export function resolveErrorMessage(normalized: NormalizedApiError, original?: unknown): string {
  return (
    domainMessage(normalized.code) ??
    textForErrorCode(normalized.code) ??
    (original !== undefined && hasServerMessage(original) ? normalized.message : undefined) ??
    statusFallbackMessage(normalized.status) ??
    normalized.message
  );
}

/** The text of the toast for a normalised error (the toast rule). */
export function toastMessageFor(normalized: NormalizedApiError, resolved: string): string {
  const status = normalized.status;
  if (status !== undefined && (FIXED_TOAST_STATUSES as readonly number[]).includes(status)) return statusFallbackMessage(status)!;
  if (status !== undefined && status >= 500) return text('errors.status.500');
  if (normalized.code === ERROR_CODES.network) return text('errors.toast.network');
  return resolved;
}

export interface HandleApiErrorOptions extends ErrorContext {
  /** Show this text instead of the rule's. */
  message?: string;
  /** Show no toast (the caller renders the error itself). */
  silent?: boolean;
}

export interface HandledApiError extends NormalizedApiError {
  /** The resolved, translated message (what a form or page should display). */
  resolvedMessage: string;
  /** The toast's text, or undefined when no toast was shown. */
  toastMessage?: string;
}

export function handleApiError(error: unknown, options: HandleApiErrorOptions = {}): HandledApiError {
  const normalized = normalizeApiError(error, { domain: options.domain, operation: options.operation });
  const resolvedMessage = resolveErrorMessage(normalized, error);
  const handled: HandledApiError = { ...normalized, resolvedMessage };
  if (options.silent || normalized.code === ERROR_CODES.aborted) return handled;
  handled.toastMessage = options.message ?? toastMessageFor(normalized, resolvedMessage);
  showToast('error', handled.toastMessage);
  return handled;
}

/** The message a section shows in place of data that could not load (no toast: the read's own handler showed it). */
export function loadFailureMessage(error: unknown): string {
  return handleApiError(error, { silent: true }).resolvedMessage;
}
