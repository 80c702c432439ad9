/**
 * Showing toasts from anywhere (stores, handlers, islands) without React in the caller: react-hot-toast keeps
 * its queue outside React, and <ToastHost /> renders it. The same message of the same kind shown twice in a
 * row replaces the first (one id per kind and text), so a burst of identical failures reads as one toast.
 *
 * react-hot-toast is not part of a page's first script: toasts answer something a person did, so the library loads
 * once the page is idle (ToastHost asks for it) or with the first toast, whichever comes first. A toast shown
 * before it arrives waits in the queue for those few milliseconds; callers never notice (ids are known up front).
 */
import { isToastKind, TOAST_DURATION_MS, TOAST_POSITION, toastRole, toastStyle, type ToastKind } from './policy.ts';

type HotToastModule = typeof import('react-hot-toast');
let library: Promise<HotToastModule> | undefined;

/** Loads react-hot-toast once; ToastHost renders its Toaster from the same module. */
export function loadToastLibrary(): Promise<HotToastModule> {
  library ??= import('react-hot-toast');
  return library;
}

function withLibrary(run: (toast: HotToastModule['default']) => void): void {
  void loadToastLibrary().then((module) => run(module.default));
}

export interface ShownToast {
  id: string;
  kind: ToastKind;
  message: string;
}

type ToastListener = (toast: ShownToast) => void;
const listeners = new Set<ToastListener>();

/** Observe every toast shown (an island's live log, tests). Returns the unsubscribe function. */
export function subscribeToasts(listener: ToastListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ShowToastOptions {
  /** Carry the toast to the next page if it is still on screen when the page is left (default true). */
  carry?: boolean;
}

export function showToast(kind: ToastKind, message: string, { carry = true }: ShowToastOptions = {}): string {
  const id = `${kind}:${message}`;
  const options = {
    id,
    duration: TOAST_DURATION_MS,
    position: TOAST_POSITION,
    ariaProps: toastRole(kind),
    className: `toast toast--${kind}`,
    style: toastStyle(kind),
  };
  withLibrary((hotToast) => {
    if (kind === 'success') hotToast.success(message, options);
    else if (kind === 'error') hotToast.error(message, options);
    else hotToast(message, options);
  });
  const shown = { id, kind, message };
  for (const listener of listeners) listener(shown);
  if (carry) rememberForNextPage(kind, message);
  return id;
}

/**
 * A toast raised just before a full page load ('Welcome back!', then the redirect) would die with the page.
 * Toasts still on screen when the page is left travel in sessionStorage and are shown again by the next page's
 * ToastHost (restoreCarriedToasts), so the person sees them.
 */
export const CARRIED_TOASTS_KEY = 'ae:carried-toasts';
let onScreen: { kind: ToastKind; message: string; at: number }[] = [];
let carryInstalled = false;

function stillShown(now: number) {
  return onScreen.filter((toast) => now - toast.at < TOAST_DURATION_MS);
}

function rememberForNextPage(kind: ToastKind, message: string): void {
  if (typeof window === 'undefined') return;
  const now = Date.now();
  onScreen = [...stillShown(now), { kind, message, at: now }];
  if (carryInstalled) return;
  carryInstalled = true;
  window.addEventListener('pagehide', () => {
    const live = stillShown(Date.now()).map(({ kind: k, message: m }) => ({ kind: k, message: m }));
    try {
      if (live.length > 0) sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify(live));
    } catch {
      // Storage off (private mode, quota): the toast is lost with the page, as it would be anyway.
    }
  });
}

/** Shows the toasts the previous page left on screen; called once by the page's ToastHost. */
export function restoreCarriedToasts(): void {
  let carried: unknown;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? '[]');
    sessionStorage.removeItem(CARRIED_TOASTS_KEY);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const toast of carried as { kind?: unknown; message?: unknown }[]) {
    if (isToastKind(toast.kind) && typeof toast.message === 'string') showToast(toast.kind, toast.message);
  }
}

/** One function per kind: `notify.success('Saved')`. */
export const notify = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
  primary: (message: string) => showToast('primary', message),
  purple: (message: string) => showToast('purple', message),
  blue: (message: string) => showToast('blue', message),
  green: (message: string) => showToast('green', message),
  orange: (message: string) => showToast('orange', message),
} satisfies Record<ToastKind, (message: string) => string>;

export function dismissToast(id?: string): void {
  withLibrary((hotToast) => hotToast.dismiss(id));
}
