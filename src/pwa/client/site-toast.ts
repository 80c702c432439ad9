/** Spec §9: toasts last 2000 ms (the same figure as src/lib/toast/policy.ts, pinned by pwa/client/site-toast.test.ts). */
export const SITE_TOAST_DURATION_MS = 2000;

/**
 * A toast from the plain page script (no React): a line in the page's toast stack ([data-site-toasts], bottom
 * end, role="status"), gone after the spec's 2000 ms. Toasts in the stack sit one above the other, never on top
 * of each other. The one-time flash message and the service worker's "ready to work offline" note use it.
 */
export function showSiteToast(
  kind: string,
  message: string,
  region = document.querySelector<HTMLElement>('[data-site-toasts]'),
): HTMLElement | null {
  if (!region || !message) return null;
  const toast = document.createElement('p');
  toast.className = 'site-toast';
  toast.dataset.kind = kind;
  toast.textContent = message;
  region.append(toast);
  setTimeout(() => toast.remove(), SITE_TOAST_DURATION_MS);
  return toast;
}
