import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CACHE_CONTROL, ROUTE_GROUP_REDIRECTS, ROUTES, cacheControlForRoute } from '../../contract/routes.ts';
import { BROTLI_MODULE } from '../../scripts/nginx/generate.ts';
import { HOSTS_UNDER_TEST, LANDING_ROUTES, scriptTags, titleOf } from './support/site.ts';

/**
 * Route and header checks, run twice by playwright.config.ts: against `npm start` (project node) and against
 * nginx with the generated config (project nginx). Requests go to 127.0.0.1 with an explicit Host header, since
 * Node's resolver may not map *.localhost to loopback.
 */
const get = (request: APIRequestContext, path: string, host: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers: { host, ...headers }, maxRedirects: 0 });

/** Inline scripts of a page, each of which the CSP must allow by its sha256 hash. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(match[1] ?? '') || /application\/(ld\+)?json/.test(match[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

function expectSecurityHeaders(response: APIResponse, html?: string): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc, 'script-src').toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  for (const directive of [
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  for (const hash of html ? inlineScriptHashes(html) : []) expect(scriptSrc, 'inline script allowed by hash').toContain(hash);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
}

// An expert's or creator's page exists per listing and per site (`/experts/<slug>`): tests/e2e/catalog.spec.ts opens
// real ones, and an unknown slug's 404; the family route itself is no page.
for (const route of ROUTES.filter((entry) => !entry.path.includes('['))) {
  test(`${route.path}: 200, tenant title, cache and security headers on main and three tenant hosts`, async ({ request }) => {
    for (const { host, tenant } of HOSTS_UNDER_TEST) {
      const response = await get(request, route.path, host);
      expect(response.status(), `${host}${route.path}`).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], `${host}${route.path}`).toBe(cacheControlForRoute(route));
      const html = await response.text();
      const title = titleOf(html);
      if (route.path === '/') expect(title).toBe(tenant.title);
      else expect(title, `${host}${route.path}`).toContain(tenant.siteName);
      expectSecurityHeaders(response, html);
    }
  });
}

test('landing and marketing pages ship no framework JavaScript, only the small plain site script', async ({ request }) => {
  expect(LANDING_ROUTES.length).toBeGreaterThanOrEqual(17);
  const siteScripts = new Set<string>();
  for (const route of LANDING_ROUTES) {
    for (const { host } of HOSTS_UNDER_TEST) {
      const html = await (await get(request, route.path, host)).text();
      expect(html, `${host}${route.path}`).not.toContain('astro-island');
      const external = scriptTags(html).filter((tag) => /\bsrc\s*=/.test(tag));
      expect(external, `${host}${route.path}`).toHaveLength(1);
      siteScripts.add(/src="([^"]+)"/.exec(external[0] as string)?.[1] as string);
      expect(html).not.toMatch(/<link[^>]+rel="?modulepreload/);
    }
  }
  // One shared file (src/pwa/client): no imports (so no framework chunk behind it), a few KB at most.
  expect(siteScripts.size).toBe(1);
  const [src] = [...siteScripts];
  expect(src).toMatch(/^\/_astro\/PageFeedback\.[^/]+\.js$/);
  const code = await (await get(request, src as string, 'localhost')).text();
  expect(code).not.toMatch(/\bimport\s*[{("'*]|\bfrom\s*["']/);
  expect(Buffer.byteLength(code)).toBeLessThan(8 * 1024);
});

test("a shortened URL (a route group without a page) leads to the group's first page, not a 404", async ({ request }) => {
  for (const [from, to] of Object.entries(ROUTE_GROUP_REDIRECTS)) {
    for (const path of [from, `${from}/`]) {
      const response = await get(request, path, 'localhost');
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(to);
      expectSecurityHeaders(response);
    }
  }
  const localized = await get(request, '/fr/sidebar/dashboards?tab=2', 'crohns.localhost');
  expect(localized.status()).toBe(302);
  expect(localized.headers().location).toBe('/fr/sidebar/dashboards/personal-1?tab=2');
  const page = await get(request, ROUTE_GROUP_REDIRECTS['/auth'] as string, 'localhost');
  expect(page.status()).toBe(200);
});

test('/ differs per host and carries each tenant title', async ({ request }) => {
  const bodies = new Set<string>();
  for (const { host, tenant } of HOSTS_UNDER_TEST) {
    const html = await (await get(request, '/', host)).text();
    expect(titleOf(html)).toBe(tenant.title);
    bodies.add(html);
  }
  expect(bodies.size).toBe(HOSTS_UNDER_TEST.length);
});

test("unknown paths answer the tenant's not-found page with status 404 and a public cache", async ({ request }) => {
  for (const { host, tenant } of HOSTS_UNDER_TEST) {
    for (const path of ['/no/such/page', '/404', '/crohns/index.html', '/navbar/dashboards/personal-1/extra']) {
      const response = await get(request, path, host);
      expect(response.status(), `${host}${path}`).toBe(404);
      expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.public);
      const html = await response.text();
      expect(html).toContain('We couldn&#39;t find that page');
      expect(html).toContain('Take me Back');
      expect(titleOf(html)).toContain(tenant.siteName);
      expectSecurityHeaders(response, html);
    }
  }
});

test('hashed assets are immutable; public files, ETags, 304, brotli and HEAD', async ({ request }) => {
  let asset: string | undefined;
  for (const route of ROUTES) {
    const html = await (await get(request, route.path, 'localhost')).text();
    asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    if (asset) break;
  }
  expect(asset, 'some page links a hashed asset').toBeTruthy();
  const assetResponse = await get(request, asset as string, 'crohns.localhost', { 'accept-encoding': 'br' });
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()['cache-control']).toBe(CACHE_CONTROL.immutable);
  expectSecurityHeaders(assetResponse);

  const favicon = await get(request, '/favicon.svg', 'ntsb.localhost');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  const page = await get(request, '/status', 'localhost', { 'accept-encoding': 'gzip, br' });
  // The generated config serves the .br siblings only where Debian's brotli module is installed; gzip otherwise.
  expect(page.headers()['content-encoding']).toBe(existsSync(BROTLI_MODULE) ? 'br' : 'gzip');
  expect(page.headers().vary).toContain('Accept-Encoding');
  const etag = page.headers().etag;
  expect(etag).toMatch(/^"[^"]+"$/);
  const revalidated = await get(request, '/status', 'localhost', {
    'accept-encoding': 'gzip, br',
    'if-none-match': etag as string,
  });
  expect(revalidated.status()).toBe(304);

  const head = await request.head('/status/', { headers: { host: 'localhost' } });
  expect(head.status()).toBe(200);
  expect(head.headers()['cache-control']).toBe(CACHE_CONTROL.public);
  expect((await head.body()).length).toBe(0);
});

test('/api is the API on every host', async ({ request }) => {
  const response = await get(request, '/api/user/get-data', 'crohns.localhost');
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ error_code: expect.any(String), message: expect.any(String) });
});
