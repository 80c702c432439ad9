// @vitest-environment happy-dom
// English stands in for the runtime strings a built page carries.
import './english.testing.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribeToasts, type ShownToast } from '../toast/toast.ts';
import { installGlobalErrorHandlers } from './global.ts';
import { $errorHistory, clearErrorHistory } from './history.ts';
import { setErrorLogger } from './normalize.ts';

let toasts: ShownToast[] = [];
let stop: () => void = () => {};
let uninstall: () => void = () => {};

beforeEach(() => {
  toasts = [];
  clearErrorHistory();
  setErrorLogger(() => {});
  stop = subscribeToasts((toast) => toasts.push(toast));
});
afterEach(() => {
  uninstall();
  stop();
});

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('global error handlers (spec §8)', () => {
  it("an unhandled rejection shows 'An unexpected error occurred.' and is kept", () => {
    uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(rejection(new Error('forgot to await')));
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'An unexpected error occurred.' })]);
    expect($errorHistory.get()[0]).toMatchObject({
      code: 'UNKNOWN_ERROR',
      message: 'forgot to await',
      userMessage: 'An unexpected error occurred.',
    });
  });

  it("a window error shows 'A client-side error occurred.'", () => {
    uninstall = installGlobalErrorHandlers(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is not a function'), message: 'x is not a function' }));
    expect(toasts.map((t) => t.message)).toEqual(['A client-side error occurred.']);
  });

  it('installs once per target and can be removed', () => {
    uninstall = installGlobalErrorHandlers(window);
    const second = installGlobalErrorHandlers(window);
    window.dispatchEvent(rejection('twice?'));
    expect(toasts).toHaveLength(1);
    second();
    uninstall();
    window.dispatchEvent(rejection('after removal'));
    expect(toasts).toHaveLength(1);
  });
});
