import { showSiteToast } from './site-toast.ts';

/**
 * Shows the one-time message another page left in sessionStorage (the login's 'Welcome back!', already
 * translated) as a toast, then forgets it. Pages that mount the React runtime (<html data-runtime-host>, the app
 * and auth layouts) show it in their own toast queue, so this leaves it to them. The storage key
 * (contract/session.ts FLASH_STORAGE_KEY) comes from the toast region's `data-flash-key`: importing the contract
 * here would make the bundler split it into a chunk shared with the islands, a second request on landing pages.
 */
export function showFlash(): void {
  if (document.documentElement.hasAttribute('data-runtime-host')) return;
  const region = document.querySelector<HTMLElement>('[data-site-toasts]');
  const key = region?.dataset.flashKey;
  let flash: { kind?: unknown; message?: unknown } | null;
  try {
    const raw = key && sessionStorage.getItem(key);
    if (!raw || !region || !key) return;
    sessionStorage.removeItem(key);
    flash = JSON.parse(raw) as typeof flash;
  } catch {
    return;
  }
  if (typeof flash?.message !== 'string' || !flash.message) return;
  showSiteToast(typeof flash.kind === 'string' ? flash.kind : 'info', flash.message, region);
}
