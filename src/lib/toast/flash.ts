/**
 * The one-time message a page leaves for the next one ('Welcome back!' after login, spec §4): written to
 * sessionStorage under FLASH_STORAGE_KEY (contract/session.ts) as `{ "kind": "success", "message": "…" }`, already
 * translated, just before the browser leaves. The next page shows it and removes it: RuntimeHost on island pages,
 * a small plain script on pages without React (landing pages).
 */
import { FLASH_STORAGE_KEY } from '../../../contract/session.ts';
import { isToastKind, type ToastKind } from './policy.ts';
import { showToast } from './toast.ts';

export interface Flash {
  kind: ToastKind;
  message: string;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Leaves a message for the next page (storage off: it is lost, as a toast on a page being left would be). */
export function flashForNextPage(kind: ToastKind, message: string): void {
  try {
    storage()?.setItem(FLASH_STORAGE_KEY, JSON.stringify({ kind, message } satisfies Flash));
  } catch {
    // Quota or privacy mode: nothing to carry.
  }
}

/** Reads and removes the pending message, if a valid one is there. */
export function takeFlash(): Flash | undefined {
  const store = storage();
  let raw: string | null | undefined;
  try {
    raw = store?.getItem(FLASH_STORAGE_KEY);
    store?.removeItem(FLASH_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const flash = JSON.parse(raw) as Partial<Flash>;
    return isToastKind(flash.kind) && typeof flash.message === 'string' && flash.message !== ''
      ? { kind: flash.kind, message: flash.message }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Shows the message the previous page left, once. */
export function showPendingFlash(): void {
  const flash = takeFlash();
  if (flash) showToast(flash.kind, flash.message);
}
