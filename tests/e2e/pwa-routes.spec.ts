import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CACHE_CONTROL } from '../../contract/routes.ts';
import { ICONS } from '../../contract/site-files.ts';
import { HOSTS_UNDER_TEST } from './support/site.ts';

/**
 * The PWA's files as both servers deliver them (the file name matches the nginx project's testMatch, so this runs
 * against `npm start` and against nginx with the generated config): a manifest and icons per host, the service
 * worker and the manifest re-checked on every load, the offline page per locale.
 */
const get = (request: APIRequestContext, path: string, host: string) => request.get(path, { headers: { host }, maxRedirects: 0 });

test("each host serves its own tenant's web manifest, re-checked on every load", async ({ request }) => {
  for (const { host, tenant } of HOSTS_UNDER_TEST) {
    const response = await get(request, '/manifest.webmanifest', host);
    expect(response.status(), host).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.revalidate);
    const manifest = (await response.json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe(tenant.siteName);
    expect(manifest.theme_color).toBe(tenant.accent.primary);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const html = await (await get(request, '/', host)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }
});

test('each host serves PNG icons drawn in its own accent', async ({ request }) => {
  const bodies = new Set<string>();
  for (const { host } of HOSTS_UNDER_TEST) {
    for (const icon of ICONS) {
      const response = await get(request, icon.path, host);
      expect(response.status(), `${host}${icon.path}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const body = await response.body();
      expect(body.readUInt32BE(16), `${icon.path} width`).toBe(icon.size);
      if (icon.path === '/icons/icon-192.png') bodies.add(body.toString('base64'));
    }
  }
  expect(bodies.size).toBe(HOSTS_UNDER_TEST.length);
});

test('the service worker is served from the root, re-checked on every load, and precaches no page but the offline ones', async ({
  request,
}) => {
  const response = await get(request, '/sw.js', 'crohns.localhost');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.revalidate);
  const code = await response.text();
  const urls = [...code.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
  expect(urls.filter((u) => u.endsWith('offline')).sort()).toEqual(
    ['offline', 'ar/offline', 'de/offline', 'es/offline', 'es-MX/offline', 'fr/offline', 'zh-CN/offline'].sort(),
  );
  expect(urls.filter((u) => u.endsWith('.html'))).toEqual([]);
  expect(urls.some((u) => /^_astro\/.+\.js$/.test(u))).toBe(true);
});

test('the offline page exists in every language on every host', async ({ request }) => {
  for (const { host, tenant } of HOSTS_UNDER_TEST) {
    for (const [path, heading] of [
      ['/offline', 'You&#39;re offline'],
      ['/fr/offline', 'Vous êtes hors ligne'],
      ['/ar/offline', 'أنت غير متصل بالإنترنت'],
    ]) {
      const response = await get(request, path as string, host);
      expect(response.status(), `${host}${path}`).toBe(200);
      const html = await response.text();
      expect(html).toContain(heading as string);
      expect(html).toContain(tenant.siteName);
    }
  }
});
