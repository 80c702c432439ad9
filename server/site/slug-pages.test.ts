import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './index.ts';
import { fillSlugPage, type SlugPageResolver } from './slug-pages.ts';

const shell = (lang: string, prefix: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Expert | Crohn's Hub</title>` +
  `<meta name="description" content="Tenant text"><link rel="canonical" href="https://x.example${prefix}/experts/_shell">` +
  `<meta property="og:title" content="Expert | Crohn's Hub"><meta property="og:description" content="Tenant text">` +
  `<meta property="og:url" content="https://x.example${prefix}/experts/_shell"></head><body>shell ${lang}` +
  '<article><header class="expert-page__head" data-listing-lead hidden><h1 data-listing="name"></h1><p data-listing="headline"></p></header>' +
  '<section aria-labelledby="about" data-listing-lead hidden><h2 id="about">About</h2><div class="d" data-listing="description"></div></section>' +
  '</article></body></html>';

let tmp: string;
let dist: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'slug-pages-'));
  dist = join(tmp, 'dist');
  const write = (path: string, body: string) => {
    mkdirSync(dirname(join(dist, 'client', path)), { recursive: true });
    writeFileSync(join(dist, 'client', path), body);
  };
  write('crohns/experts/_shell/index.html', shell('en', ''));
  write('crohns/fr/experts/_shell/index.html', shell('fr', '/fr'));
  write('crohns/creators/_shell/index.html', shell('en', '').replaceAll('/experts/', '/creators/'));
  write('crohns/404/index.html', '<title>not found</title>');
  const manifest = { buildId: 't', builtAt: '', buildMs: 1, forceMainTenant: false, tenants: ['crohns'], scriptHashes: [], files: {} };
  writeFileSync(join(dist, 'site-manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const listed: SlugPageResolver = async (kind, slug, tenant) =>
  tenant === 'crohns' && kind === 'expert' && slug === 'flare-coach'
    ? {
        title: 'Flare <Coach>',
        description: 'Plans meals & flares',
        lead: { lang: 'es', name: 'Flare <Coach> $1', headline: 'Plans meals & flares $&', descriptionHtml: '<p>Eat <em>well</em>.</p>' },
      }
    : null;
const get = (path: string, slugPages: SlugPageResolver = listed) =>
  createSiteApp({ distDir: dist, slugPages }).request(path, { headers: { host: 'crohns.localhost' } });

describe('expert and creator pages from the shell', () => {
  it('fills the title, description and URLs of a listed expert, escaped, in the requested language', async () => {
    const res = await get('/fr/experts/flare-coach');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Flare &lt;Coach&gt; | Crohn&#39;s Hub</title>'.replace('Crohn&#39;s', "Crohn's"));
    expect(html).toContain('<meta property="og:title" content="Flare &lt;Coach&gt;">');
    expect(html).toContain('<meta name="description" content="Plans meals &amp; flares">');
    expect(html).toContain('href="https://x.example/fr/experts/flare-coach"');
    expect(html).toContain('shell fr');
    expect(html).not.toContain('_shell');
    // The listing's API answer is asked for while the scripts download.
    expect(html).toContain('<link rel="preload" href="/api/experts/flare-coach" as="fetch" crossorigin="use-credentials"></head>');
    expect(res.headers.get('cache-control')).toMatch(/^public/);
  });

  it('answers 404 for a slug the site does not list, a malformed slug, and the shell itself', async () => {
    for (const path of ['/experts/unknown-expert', '/creators/flare-coach', '/experts/Bad_Slug', '/experts/_shell']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('not found');
    }
  });

  it("writes an expert's lead into the document, in the listing's language, and shows it", async () => {
    const html = await (await get('/fr/experts/flare-coach')).text();
    expect(html).toContain(
      '<header class="expert-page__head" data-listing-lead><h1 data-listing="name" lang="es">Flare &lt;Coach&gt; $1</h1>' +
        '<p data-listing="headline" lang="es">Plans meals &amp; flares $&amp;</p></header>',
    );
    expect(html).toContain(
      '<section aria-labelledby="about" data-listing-lead><h2 id="about">About</h2>' +
        '<div class="d" data-listing="description" lang="es"><p>Eat <em>well</em>.</p></div></section>',
    );
    expect(html).not.toContain('hidden');
  });

  it('leaves the lead hidden when the listing has none to show (a creator page, the shell alone)', async () => {
    const creator = async () => ({ title: 'Ada', description: 'Dietitian' });
    const html = await (await get('/creators/ada-lovelace', creator)).text();
    expect(html).toContain('<title>Ada | Crohn');
    expect(html.match(/data-listing-lead hidden>/g)).toHaveLength(2);
    expect(html).toContain('<h1 data-listing="name"></h1>');
  });

  it('sends the filled page compressed when the browser accepts it, with an ETag a revisit answers 304 to', async () => {
    const app = createSiteApp({ distDir: dist, slugPages: listed });
    const identity = await (await app.request('/experts/flare-coach', { headers: { host: 'crohns.localhost' } })).text();
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.request('/experts/flare-coach', { headers: { host: 'crohns.localhost', 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.byteLength).toBe(Number(res.headers.get('content-length')));
      expect(decode(body).toString('utf8')).toBe(identity);
      const again = await app.request('/experts/flare-coach', {
        headers: { host: 'crohns.localhost', 'accept-encoding': accept, 'if-none-match': res.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }
  });

  it('sends the shell as built when no resolver is configured (the island decides)', async () => {
    const app = createSiteApp({ distDir: dist });
    const res = await app.request('/experts/anything', { headers: { host: 'crohns.localhost' } });
    expect(res.status).toBe(200);
  });

  it('fillSlugPage keeps a title without a site suffix whole', () => {
    expect(fillSlugPage('<title>X</title>', '/experts/', 'a-b', { title: 'Ada', description: '' })).toBe('<title>Ada</title>');
  });
});
