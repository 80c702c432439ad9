import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../../contract/routes.ts';
import { createSiteApp } from './index.ts';
import type { SiteManifest } from './manifest.ts';

const HASH = 'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde=';
const page = (text: string) => `<!doctype html><html><head><title>${text}</title></head><body>${text}</body></html>`;

/** A tiny build: two tenants, a protected and a public page, 404 pages, a hashed asset, public/ files. */
function writeFixture(root: string, manifest: Partial<SiteManifest> = {}): string {
  const dist = mkdtempSync(join(root, 'dist-'));
  const write = (path: string, body: string, precompressed = false) => {
    const file = join(dist, 'client', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (precompressed) {
      writeFileSync(`${file}.br`, brotliCompressSync(body));
      writeFileSync(`${file}.gz`, gzipSync(body));
    }
  };
  for (const tenant of ['main', 'crohns']) {
    write(`${tenant}/index.html`, page(`${tenant} home`), true);
    write(`${tenant}/status/index.html`, page(`${tenant} status`), true);
    write(`${tenant}/roadmap/index.html`, page(`${tenant} roadmap`));
    write(`${tenant}/404/index.html`, page(`${tenant} We couldn't find that page`));
    write(`${tenant}/fr/404/index.html`, page(`${tenant} fr introuvable`));
  }
  write('_astro/app.abc123.js', 'console.log("app")'.repeat(20), true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const tenant of ['main', 'crohns']) {
    write(`${tenant}/manifest.webmanifest`, `{"name":"${tenant}"}`, true);
    write(`${tenant}/icons/icon-192.png`, `png of ${tenant}`);
  }
  const full: SiteManifest = {
    buildId: 'test',
    builtAt: new Date(0).toISOString(),
    buildMs: 1,
    forceMainTenant: false,
    tenants: ['main', 'crohns'],
    scriptHashes: [HASH],
    files: { html: 10, total: 13, precompressed: 6 },
    ...manifest,
  };
  writeFileSync(join(dist, 'site-manifest.json'), JSON.stringify(full));
  return dist;
}

let tmp: string;
let dist: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'site-app-'));
  dist = writeFixture(tmp);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, distDir = dist, forceMainTenant = false) =>
  createSiteApp({ distDir, forceMainTenant }).request(path, { headers: { host: 'localhost:3000', ...headers } });

describe('createSiteApp: host -> tenant tree', () => {
  it('serves each <id>.localhost its own tree and unknown hosts the main tree', async () => {
    expect(await (await get('/', { host: 'crohns.localhost:4321' })).text()).toContain('crohns home');
    expect(await (await get('/', { host: 'crohns.agenticexperts.ai' })).text()).toContain('crohns home');
    expect(await (await get('/', { host: 'nobody.example' })).text()).toContain('main home');
    // A tenant that exists in the data but was not built falls back to main instead of a 404.
    expect(await (await get('/', { host: 'aphis.localhost' })).text()).toContain('main home');
  });

  it('forces main on every host from the option or from the build manifest', async () => {
    expect(await (await get('/', { host: 'crohns.localhost' }, dist, true)).text()).toContain('main home');
    const forcedBuild = writeFixture(tmp, { forceMainTenant: true });
    expect(await (await get('/', { host: 'crohns.localhost' }, forcedBuild)).text()).toContain('main home');
  });

  it('answers a path with or without the trailing slash', async () => {
    for (const path of ['/status', '/status/']) {
      const res = await get(path, { host: 'crohns.localhost' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('crohns status');
    }
  });
});

describe('createSiteApp: per-tenant files', () => {
  it("serves the web manifest and icons from the host's tenant tree", async () => {
    expect(await (await get('/manifest.webmanifest', { host: 'crohns.localhost' })).text()).toBe('{"name":"crohns"}');
    expect(await (await get('/manifest.webmanifest', { host: 'nobody.example' })).text()).toBe('{"name":"main"}');
    const icon = await get('/icons/icon-192.png', { host: 'crohns.localhost' });
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(await icon.text()).toBe('png of crohns');
    expect(
      (await get('/manifest.webmanifest', { host: 'crohns.localhost', 'accept-encoding': 'br' })).headers.get('content-encoding'),
    ).toBe('br');
  });

  it('maps only the known per-tenant files, never other files of a tenant tree', async () => {
    for (const path of ['/index.html', '/status/index.html', '/icons/other.png']) {
      expect((await get(path, { host: 'crohns.localhost' })).status, path).toBe(404);
    }
  });
});

describe('createSiteApp: not found and traversal', () => {
  it("answers unknown paths with the tenant's 404 page, status 404 and a public cache", async () => {
    const res = await get('/no/such/page', { host: 'crohns.localhost' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.public);
    expect(await res.text()).toContain("crohns We couldn't find that page");
    expect((await get('/fr/nothing-here', { host: 'crohns.localhost' })).status).toBe(404);
    expect(await (await get('/fr/nothing-here', { host: 'crohns.localhost' })).text()).toContain('fr introuvable');
  });

  it('treats /404 itself as not found', async () => {
    expect((await get('/404')).status).toBe(404);
  });

  it('never serves files outside the host tree or the client folder', async () => {
    for (const path of [
      '/crohns/status',
      '/main/index.html',
      '/../site-manifest.json',
      '/%2e%2e/site-manifest.json',
      '/status/..%2F..%2Fsite-manifest.json',
      '/%E0%A4%A',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("main We couldn't find that page");
    }
  });

  it('leaves /api paths to the API and refuses other methods on site paths', async () => {
    expect(await (await get('/api/user/get-data')).text()).toBe('404 Not Found');
    const post = await createSiteApp({ distDir: dist }).request('/status', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('createSiteApp: caching', () => {
  it('applies the route table policy: public pages public, protected pages private', async () => {
    expect((await get('/status')).headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect((await get('/roadmap')).headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('marks hashed assets immutable and the web manifest no-cache, with content types', async () => {
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const webmanifest = await get('/manifest.webmanifest');
    expect(webmanifest.headers.get('cache-control')).toBe('no-cache');
    expect(webmanifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });

  it('sends a strong ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/status');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/status', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe(CACHE_CONTROL.public);
    expect((await get('/status', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('gives a different page a different ETag', async () => {
    const a = (await get('/status')).headers.get('etag');
    const b = (await get('/status', { host: 'crohns.localhost' })).headers.get('etag');
    expect(a).not.toBe(b);
  });
});

describe('createSiteApp: compression', () => {
  it('serves the brotli sibling when accepted, gzip next, identity otherwise, always with Vary', async () => {
    const br = await get('/status', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const gz = await get('/status', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/status');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it('serves identity for a file without precompressed siblings', async () => {
    const res = await get('/roadmap', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('main roadmap');
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const res = await createSiteApp({ distDir: dist }).request('/status', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });
});

describe('createSiteApp: route-group indexes', () => {
  it("sends a shortened URL to its group's first page, keeping the language and the query", async () => {
    const cases: [string, string][] = [
      ['/navbar', '/navbar/dashboards/personal-1'],
      ['/navbar/dashboards/', '/navbar/dashboards/personal-1'],
      ['/sidebar', '/sidebar/dashboards/personal-1'],
      ['/sidebar/dashboards', '/sidebar/dashboards/personal-1'],
      ['/auth', '/auth/login'],
      ['/fr/auth?redirect=%2Finbox', '/fr/auth/login?redirect=%2Finbox'],
      ['/zh-CN/navbar', '/zh-CN/navbar/dashboards/personal-1'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(302);
      expect(res.headers.get('location'), from).toBe(to);
      expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.public);
      expect(res.headers.get('content-security-policy')).toContain(HASH);
    }
  });

  it('leaves deeper unknown paths a 404', async () => {
    expect((await get('/navbar/dashboards/nothing')).status).toBe(404);
    expect((await get('/navbarx')).status).toBe(404);
  });
});

describe('createSiteApp: security headers', () => {
  it('sends a CSP allowing inline scripts only by hash, plus the other headers, on pages, assets and 404s', async () => {
    for (const path of ['/', '/_astro/app.abc123.js', '/missing']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') as string;
      expect(csp).toContain(`script-src 'self' '${HASH}'`);
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
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
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});
