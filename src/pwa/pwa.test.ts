import { usersEndpoints } from '../../contract/users/endpoints.ts';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getTenant, TENANTS } from '../tenants/index.ts';
import { drawIcon, renderIconPng } from './icons.ts';
import { CACHES, isPageNavigation, mapOfflinePages, offlinePathFor } from './sw-policy.ts';
import { ICONS, isTenantFile, TENANT_FILE_PATHS, WEB_MANIFEST_PATH } from '../../contract/site-files.ts';
import { buildWebManifest } from './web-manifest.ts';

describe('service worker policy', () => {
  it('answers a page never visited with the offline page of its language', () => {
    expect(offlinePathFor('/inbox')).toBe('/offline');
    expect(offlinePathFor('/')).toBe('/offline');
    expect(offlinePathFor('/fr/inbox')).toBe('/fr/offline');
    expect(offlinePathFor('/zh-CN/')).toBe('/zh-CN/offline');
    expect(offlinePathFor('/es-MX/auth/login')).toBe('/es-MX/offline');
    expect(offlinePathFor('/frx/inbox')).toBe('/offline');
  });

  it('handles same-origin navigations only, never the API', () => {
    const origin = 'https://agenticexperts.ai';
    expect(isPageNavigation('navigate', new URL('/status', origin), origin)).toBe(true);
    expect(isPageNavigation('navigate', new URL(usersEndpoints.getCurrentUser.path, origin), origin)).toBe(false);
    expect(isPageNavigation('cors', new URL('/status', origin), origin)).toBe(false);
    expect(isPageNavigation('navigate', new URL('https://elsewhere.example/'), origin)).toBe(false);
  });

  it('bounds every runtime cache; images keep the spec icon limits (about 7 days, 50 entries)', () => {
    expect(CACHES.images).toEqual({ name: 'images', maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600 });
    for (const cache of Object.values(CACHES)) {
      expect(cache.maxEntries).toBeGreaterThan(0);
      expect(cache.maxAgeSeconds).toBeGreaterThan(0);
    }
  });

  it("turns each tenant's offline pages into one URL per locale whose revision follows every copy", () => {
    const hash = (text: string) => `h(${text.length})`;
    const entries = [
      { url: '_astro/site.abc.js', revision: null, size: 10 },
      { url: 'main/offline/index.html', revision: 'a', size: 100 },
      { url: 'crohns/offline/index.html', revision: 'b', size: 120 },
      { url: 'main/zh-CN/offline/index.html', revision: 'c', size: 90 },
      { url: 'favicon.svg', revision: 'f', size: 5 },
    ];
    const mapped = mapOfflinePages(entries, hash);
    expect(mapped.map((e) => e.url)).toEqual(['_astro/site.abc.js', 'favicon.svg', 'offline', 'zh-CN/offline']);
    expect(mapped.find((e) => e.url === 'offline')).toMatchObject({ size: 120 });
    const changed = mapOfflinePages(
      entries.map((e) => (e.url === 'crohns/offline/index.html' ? { ...e, revision: 'bb' } : e)),
      hash,
    );
    expect(changed.find((e) => e.url === 'offline')?.revision).not.toBe(mapped.find((e) => e.url === 'offline')?.revision);
  });
});

describe('web manifest per tenant', () => {
  it("carries the tenant's name, accent as theme colour and icons served from its tree", () => {
    const crohns = getTenant('crohns');
    const manifest = buildWebManifest(crohns);
    expect(manifest).toMatchObject({
      name: crohns.siteName,
      theme_color: crohns.accent.primary,
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect(TENANT_FILE_PATHS).toContain(icon.src);
    expect(new Set(TENANTS.map((t) => buildWebManifest(t).theme_color)).size).toBeGreaterThan(1);
  });

  it('maps exactly the manifest and icon paths to tenant trees', () => {
    expect(isTenantFile(WEB_MANIFEST_PATH)).toBe(true);
    expect(isTenantFile('/icons/icon-512.png')).toBe(true);
    expect(isTenantFile('/index.html')).toBe(false);
    expect(isTenantFile('/favicon.svg')).toBe(false);
  });
});

describe('tenant icons', () => {
  const colours = { background: '#0e7490', foreground: '#ffffff' };

  it('encodes a valid RGBA PNG of the requested size', () => {
    const png = Buffer.from(renderIconPng(48, colours, false));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([48, 48, 8, 6]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('latin1', 37, 41)).toBe('IDAT');
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect(rows.length).toBe(48 * (48 * 4 + 1));
    expect(png.toString('latin1', png.length - 8, png.length - 4)).toBe('IEND');
  });

  it('paints the accent, the mark in the foreground colour, and transparent corners unless full-bleed', () => {
    const size = 64;
    const pixel = (rgba: Uint8Array, x: number, y: number) => [...rgba.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
    const rounded = drawIcon(size, colours, false);
    expect(pixel(rounded, 0, 0)[3]).toBe(0);
    expect(pixel(rounded, 6, 32)).toEqual([0x0e, 0x74, 0x90, 255]);
    expect(pixel(rounded, 32, 18)).toEqual([255, 255, 255, 255]); // the apex of the "A" (16, 9 on the 32 grid)
    expect(pixel(drawIcon(size, colours, true), 0, 0)).toEqual([0x0e, 0x74, 0x90, 255]);
    expect(ICONS.every((icon) => icon.size >= 180)).toBe(true);
  });
});
