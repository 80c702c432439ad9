import { describe, expect, it } from 'vitest';
import { cspHash, extractInlineScripts } from './postbuild.mjs';

describe('inline script CSP hashes', () => {
  it('hashes the exact UTF-8 text like browsers do', () => {
    expect(cspHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('collects inline executable scripts and skips external and data scripts', () => {
    const html = '<head><script>a()</script><script type="module">b()</script><script src="/_astro/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script\n>c()</script ></head>';
    expect(extractInlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});
