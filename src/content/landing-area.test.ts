/**
 * The landing area of the translation work (landing and marketing pages, their components, tenant metadata):
 * no English literal left in its markup or copy modules (punctuation per language: src/i18n/punctuation.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const PAGES = 'src/pages/[tenant]/[...locale]';
const dir = (path: string) => readdirSync(join(ROOT, path)).map((name) => join(path, name));
const MARKUP = [
  ...dir('src/components/landing').filter((f) => f.endsWith('.astro')),
  'src/layouts/Landing.astro',
  ...['index', '[landing]', 'marketing-1', 'marketing-2', 'marketing-3'].map((p) => `${PAGES}/${p}.astro`),
];
const COPY = [...dir('src/content/landing'), ...dir('src/content/marketing')].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** The template of an .astro file without styles, scripts, comments and `{…}` expressions. */
function templateText(source: string): string {
  const parts = source.split(/^---$/m);
  let template = parts.length >= 3 ? parts.slice(2).join('---') : source;
  template = template.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, '');
  // Drop expressions (nested braces included) so code inside them is not mistaken for text.
  let out = '';
  let depth = 0;
  for (const c of template) {
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

describe('landing area markup and copy', () => {
  it('leaves no English text or text attribute in the markup of its pages, layout and components', () => {
    const found: string[] = [];
    for (const file of MARKUP) {
      const template = templateText(readFileSync(join(ROOT, file), 'utf8'));
      const text = template.replace(/<[^>]*>/g, ' ');
      for (const word of text.match(/\p{L}{2,}[^<>\n]*/gu) ?? []) found.push(`${file}: text "${word.trim()}"`);
      for (const match of template.matchAll(/\b(aria-label|title|alt|placeholder|label|heading|eyebrow)="([^"]*\p{L}{2}[^"]*)"/gu)) {
        found.push(`${file}: ${match[1]}="${match[2]}"`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps copy modules free of English phrases: every text is a key', () => {
    const found: string[] = [];
    for (const file of COPY) {
      const code = readFileSync(join(ROOT, file), 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
      for (const match of code.matchAll(/(['"`])([A-Z][a-z]+(?: [a-zA-Z,.'’]+)+)\1/g))
        found.push(`${relative(ROOT, join(ROOT, file))}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
