/**
 * The service worker, built to /sw.js by @vite-pwa/astro (injectManifest; registration and the reload prompt are
 * in src/pwa/client/service-worker.ts). What it keeps and for how long: src/pwa/sw-policy.ts.
 *
 * Updates wait (the prompt strategy): a new worker installs beside the running one and takes over only when the
 * visitor presses Reload, which posts SKIP_WAITING.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHES, isPageNavigation, offlinePathFor } from './sw-policy.ts';

declare let self: ServiceWorkerGlobalScope;

const expiration = ({ maxEntries, maxAgeSeconds }: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();
// The first worker controls the page that installed it at once, so that page already works offline.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const pages = new NetworkFirst({
  cacheName: CACHES.pages.name,
  plugins: [
    expiration(CACHES.pages),
    {
      handlerDidError: async ({ request }) => (await matchPrecache(offlinePathFor(new URL(request.url).pathname))) ?? Response.error(),
    },
  ],
});
registerRoute(({ request, url }) => isPageNavigation(request.mode, url, self.location.origin), pages);

registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
  new CacheFirst({ cacheName: CACHES.images.name, plugins: [expiration(CACHES.images)] }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
  new CacheFirst({ cacheName: CACHES.assets.name, plugins: [expiration(CACHES.assets)] }),
);

// The pages open when the worker starts were loaded before it existed: keep them like any later visit.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        Promise.all(windows.map((client) => pages.handle({ event, request: new Request(client.url) }).catch(() => undefined))),
      ),
  );
});
