import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './index.ts';
import { fillSlugPage, type SlugPageResolver } from './slug-pages.ts';

const shell = (lang: string, prefix: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Expert | Crohn's Hub</title>` +
  `<meta name="description" content="Tenant text"><link rel="canonical" href="https://x.example${prefix}/experts/_shell">` +
  `<meta property="og:title" content="Expert | Crohn's Hub"><meta property="og:description" content="Tenant text">` +
  `<meta property="og:url" content="https://x.example${prefix}/experts/_shell"></head><body>shell ${lang}</body></html>`;

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
    ? { title: 'Flare <Coach>', description: 'Plans meals & flares' }
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

  it('sends the shell as built when no resolver is configured (the island decides)', async () => {
    const app = createSiteApp({ distDir: dist });
    const res = await app.request('/experts/anything', { headers: { host: 'crohns.localhost' } });
    expect(res.status).toBe(200);
  });

  it('fillSlugPage keeps a title without a site suffix whole', () => {
    expect(fillSlugPage('<title>X</title>', '/experts/', 'a-b', { title: 'Ada', description: '' })).toBe('<title>Ada</title>');
  });
});
