/**
 * Showing toasts from anywhere (stores, handlers, islands) without React in the caller: react-hot-toast keeps
 * its queue outside React, and <ToastHost /> renders it. The same message of the same kind shown twice in a
 * row replaces the first (one id per kind and text), so a burst of identical failures reads as one toast.
 */
import hotToast from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_POSITION, toastRole, toastStyle, type ToastKind } from './policy.ts';

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

export function showToast(kind: ToastKind, message: string): string {
  const options = {
    id: `${kind}:${message}`,
    duration: TOAST_DURATION_MS,
    position: TOAST_POSITION,
    ariaProps: toastRole(kind),
    className: `toast toast--${kind}`,
    style: toastStyle(kind),
  };
  const id = kind === 'success' ? hotToast.success(message, options) : kind === 'error' ? hotToast.error(message, options) : hotToast(message, options);
  const shown = { id, kind, message };
  for (const listener of listeners) listener(shown);
  return id;
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
  hotToast.dismiss(id);
}
