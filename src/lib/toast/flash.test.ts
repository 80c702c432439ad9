// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FLASH_STORAGE_KEY } from '../../../contract/session.ts';
import { flashForNextPage, showPendingFlash, takeFlash } from './flash.ts';
import { subscribeToasts, type ShownToast } from './toast.ts';

afterEach(() => sessionStorage.clear());

describe('the one-time message left for the next page (spec §4 "Welcome back!")', () => {
  it('is stored as { kind, message } under the contract key', () => {
    flashForNextPage('success', 'Bon retour parmi nous\u202f!');
    expect(JSON.parse(sessionStorage.getItem(FLASH_STORAGE_KEY)!)).toEqual({
      kind: 'success',
      message: 'Bon retour parmi nous\u202f!',
    });
  });

  it('the next page shows it once and removes it', () => {
    flashForNextPage('success', 'Welcome back!');
    const shown: ShownToast[] = [];
    const stop = subscribeToasts((toast) => shown.push(toast));
    showPendingFlash();
    showPendingFlash();
    stop();
    expect(shown.map((toast) => [toast.kind, toast.message])).toEqual([['success', 'Welcome back!']]);
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
  });

  it('ignores and removes anything that is not a valid message', () => {
    for (const raw of ['not json', '{"kind":"shout","message":"x"}', '{"kind":"success","message":""}', '[]']) {
      sessionStorage.setItem(FLASH_STORAGE_KEY, raw);
      expect(takeFlash(), raw).toBeUndefined();
      expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
    }
  });
});
