import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_CORNER, LOGO_PATH } from './logo.ts';

const ROOT = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.astro') ? [path] : [];
  });
}

describe('one logo per tenant', () => {
  it('is the favicon mark', () => {
    const favicon = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');
    expect(favicon).toContain(`d="${LOGO_PATH}"`);
    expect(favicon).toContain(`rx="${LOGO_CORNER}"`);
  });

  it('is drawn by Logo.astro in every frame: landing header, app brand, auth and quiet pages', () => {
    const users = sources(join(ROOT, 'src'))
      .filter((path) => /import Logo from '[^']*\/Logo\.astro'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path))
      .sort();
    expect(users).toEqual([
      'src/components/landing/SiteHeader.astro',
      'src/layouts/Auth.astro',
      'src/layouts/Minimal.astro',
      'src/layouts/shell/Brand.astro',
    ]);
    // No other mark: the old icon-font logo and hand-drawn marks are gone.
    for (const path of sources(join(ROOT, 'src'))) {
      const text = readFileSync(path, 'utf8');
      expect(text, relative(ROOT, path)).not.toMatch(/name="logo"|class="brand-mark"|minimal__mark/);
    }
  });
});
