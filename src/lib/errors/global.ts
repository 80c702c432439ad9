/**
 * Last-resort handlers (spec §8): an unhandled promise rejection shows 'An unexpected error occurred.' and a
 * window error 'A client-side error occurred.'; both are kept in the error history. Install once per page.
 */
import { showToast } from '../toast/toast.ts';
import { toAppError } from './app-handler.ts';
import { recordError } from './history.ts';
import { text } from './messages.ts';

let installedOn: EventTarget | undefined;

function report(reason: unknown, userMessage: string): void {
  recordError({ ...toAppError(reason), userMessage });
  showToast('error', userMessage);
}

/** Adds the two listeners (once per target) and returns a function that removes them. */
export function installGlobalErrorHandlers(target: EventTarget = window): () => void {
  if (installedOn === target) return () => {};
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason, text('errors.global.unhandledRejection'));
  const onError = (event: Event) => report((event as ErrorEvent).error ?? (event as ErrorEvent).message, text('errors.global.windowError'));
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  installedOn = target;
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
    installedOn = undefined;
  };
}
