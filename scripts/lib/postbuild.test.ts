import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../contract/routes.ts';
import { LOCALES } from '../../contract/locales.ts';
import { localizedPath } from '../../src/routing/static-paths.ts';
import { brotliQualityFor, cspHash, extractInlineScripts, isLandingPage } from './postbuild.mjs';

describe('inline script CSP hashes', () => {
  it('hashes the exact UTF-8 text like browsers do', () => {
    expect(cspHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('collects inline executable scripts and skips external and data scripts', () => {
    const html =
      '<head><script>a()</script><script type="module">b()</script><script src="/_astro/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script\n>c()</script ></head>';
    expect(extractInlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('brotli quality', () => {
  const built = (tenant: string, locale: (typeof LOCALES)[number], path: string) =>
    `/${tenant}${localizedPath(locale, path).replace(/\/$/, '')}/index.html`;

  it('treats exactly the landing-layout routes of the route table as landing pages, in every locale', () => {
    for (const route of ROUTES) {
      for (const locale of LOCALES) {
        expect(isLandingPage(built('crohns', locale, route.path)), `${locale} ${route.path}`).toBe(route.layout === 'landing');
      }
    }
  });

  it('gives landing pages 10, other pages 6 and shared assets 11', () => {
    expect(brotliQualityFor('/main/index.html')).toBe(10);
    expect(brotliQualityFor('/main/zh-CN/CrohnsLanding/index.html')).toBe(10);
    expect(brotliQualityFor('/main/fr/components/forms/index.html')).toBe(6);
    expect(brotliQualityFor('/_astro/client.abc123.js')).toBe(11);
  });
});
