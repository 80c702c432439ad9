/**
 * Registers the service worker (src/pwa/sw.ts, built to /sw.js by @vite-pwa/astro) and tells the visitor
 * (spec §2, §4): 'offline ready' when the first worker has cached the shell, as a toast that leaves after the
 * spec's 2000 ms like every toast (it asks nothing of the visitor, so it must not sit over the page until closed);
 * 'new version available' with Reload and Close when a new worker waits, which stays until answered. Both live in
 * the page's toast stack (PageFeedback.astro), under any error toast, never on top of one. Reload asks the waiting
 * worker to take over (SKIP_WAITING) and reloads once it controls the page. Plain code instead of workbox-window, to keep landing pages' script small.
 */
import { showSiteToast } from './site-toast.ts';

export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  const prompt = document.querySelector<HTMLElement>('[data-pwa-prompt]');
  if (!container || !prompt || !import.meta.env.PROD) return;
  const text = prompt.querySelector('p') as HTMLElement;
  const reload = prompt.querySelector('[data-pwa-reload]') as HTMLButtonElement;
  let waiting: ServiceWorker | null = null;
  let reloading = false;

  const show = (worker: ServiceWorker | null) => {
    if (!worker) {
      showSiteToast('info', prompt.dataset.ready ?? '');
      return;
    }
    waiting = worker;
    text.textContent = prompt.dataset.update ?? '';
    prompt.hidden = false;
  };
  reload.addEventListener('click', () => {
    reloading = true;
    // Another tab may have activated it already: then a plain reload picks it up.
    if (waiting?.state === 'installed') waiting.postMessage({ type: 'SKIP_WAITING' });
    else location.reload();
  });
  prompt.querySelector('[data-pwa-close]')?.addEventListener('click', () => {
    prompt.hidden = true;
  });
  container.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
  });

  const register = () => {
    container.register('/sw.js', { scope: '/' }).then(
      (registration?: ServiceWorkerRegistration) => {
        // A browser (or a test run) that blocks service workers resolves without a registration: nothing to watch.
        if (!registration) return;
        if (registration.waiting && container.controller) show(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') show(container.controller ? worker : null);
          });
        });
      },
      () => undefined,
    );
  };
  // After the page's own loading, so the worker's precaching does not compete with it.
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}
