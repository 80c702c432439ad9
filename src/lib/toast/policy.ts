/**
 * Toast policy (spec §9): every toast lasts 2000 ms and sits bottom-right; nine kinds. success and error use
 * react-hot-toast's own types (icons, aria roles); the seven others are styled variants of a plain toast.
 * Colours reuse the design tokens of src/styles/global.css so both themes keep their contrast.
 */
import type { CSSProperties } from 'react';

export const TOAST_DURATION_MS = 2000;
export const TOAST_POSITION = 'bottom-right' as const;
export const TOAST_KINDS = ['success', 'error', 'info', 'warning', 'primary', 'purple', 'blue', 'green', 'orange'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** The accent colour of each kind: the stripe on the toast's leading edge. */
export const TOAST_ACCENTS: Record<ToastKind, string> = {
  success: 'var(--success)',
  error: 'var(--danger)',
  info: 'var(--info)',
  warning: 'var(--warning)',
  primary: 'var(--accent-strong, #3730a3)',
  purple: 'var(--accent-purple)',
  blue: 'var(--accent-blue)',
  green: 'var(--accent-green)',
  orange: 'var(--accent-orange)',
};

/** Errors and warnings interrupt a screen reader; the rest wait their turn. */
export function toastRole(kind: ToastKind): { role: 'status' | 'alert'; 'aria-live': 'polite' | 'assertive' } {
  return kind === 'error' || kind === 'warning' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' };
}

export function toastStyle(kind: ToastKind): CSSProperties {
  return {
    background: 'var(--surface-raised, #fff)',
    color: 'var(--text, #171a21)',
    border: '1px solid var(--border, #dfe3ec)',
    borderInlineStart: `4px solid ${TOAST_ACCENTS[kind]}`,
    boxShadow: 'var(--shadow)',
  };
}

export function isToastKind(value: unknown): value is ToastKind {
  return typeof value === 'string' && (TOAST_KINDS as readonly string[]).includes(value);
}
