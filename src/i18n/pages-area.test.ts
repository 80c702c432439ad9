/**
 * The "pages" area of the translation work (workspace views, wizard, starters, roadmap, status, error and
 * not-found pages, the Minimal layout): its strings live in locales/<lang>.json under its own namespaces,
 * its markup holds no English literal (punctuation per language: src/i18n/punctuation.test.ts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales.ts';

const ROOT = join(__dirname, '..', '..');
const NAMESPACES = ['workspace.', 'wizard.', 'starters.', 'roadmap.', 'status.', 'errorPages.', 'notFound.', 'minimal.'];
const PAGES = 'src/pages/[tenant]/[...locale]';
const AREA = [
  'src/components/workspace',
  'src/components/wizard',
  'src/components/errors',
  'src/layouts/shell/starters',
  'src/layouts/Minimal.astro',
  'src/content/roadmap.ts',
  'src/content/status.ts',
  ...['HITL', 'RLHF', 'inbox', 'LandingInbox', 'messaging-v1', 'messaging-v2', 'step-2', 'roadmap', 'status', '404'].map(
    (p) => `${PAGES}/${p}.astro`,
  ),
  `${PAGES}/wizard-v1`,
  `${PAGES}/starters`,
  `${PAGES}/error`,
];

function filesOf(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => filesOf(join(path, name)));
}

const SOURCES = AREA.flatMap(filesOf).filter((f) => /\.(astro|ts)$/.test(f) && !f.endsWith('.test.ts'));
/** The area's strings in a language: its namespaces' keys of src/i18n/locales/<lang>.json. */
const messages = (locale: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(join(ROOT, 'src/i18n/locales', `${locale}.json`), 'utf8')) as Record<string, string>).filter(
      ([key]) => NAMESPACES.some((ns) => key.startsWith(ns)),
    ),
  );

/** Human-facing props and attributes whose value must come from `t`, never a quoted literal. */
const TEXT_ATTRIBUTES = /\b(label|title|aria-label|placeholder|hint|legend|description|alt|lede|heading|submitLabel)="([^"]*)"/g;
const WORDS = /\p{L}{2,}/u;

function templateOf(source: string): string {
  const parts = source.split(/^---$/m);
  const template = parts.length >= 3 ? parts.slice(2).join('---') : '';
  return template
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/**
 * Splits a template into the text people read (between a tag or an expression and the next one) and the tags
 * with their attributes, skipping each tag whole (its quoted values and `{…}` props included).
 */
function scan(template: string): { texts: string[]; tags: string[] } {
  const texts: string[] = [];
  const tags: string[] = [];
  let text = '';
  let i = 0;
  while (i < template.length) {
    const c = template[i]!;
    if (c === '<' && /[A-Za-z/!]/.test(template[i + 1] ?? '')) {
      texts.push(text);
      text = '';
      let depth = 0;
      let quote = '';
      const start = i;
      for (; i < template.length; i++) {
        const d = template[i]!;
        if (quote) {
          if (d === quote) quote = '';
          continue;
        }
        if (depth === 0 && (d === '"' || d === "'")) quote = d;
        else if (d === '{') depth++;
        else if (d === '}') depth--;
        else if (d === '>' && depth === 0) break;
      }
      tags.push(template.slice(start, i + 1));
      i++;
      continue;
    }
    if (c === '$' && template[i + 1] === '{') {
      // `${…}` inside a template literal belongs to the code around it.
      let depth = 0;
      for (i++; i < template.length; i++) {
        if (template[i] === '{') depth++;
        else if (template[i] === '}' && --depth === 0) break;
      }
      i++;
      continue;
    }
    if (c === '{' || c === '}') {
      // Code inside an expression is not text; text resumes after the next tag or expression boundary.
      texts.push(text);
      text = c === '}' ? '' : '\u0000';
      i++;
      continue;
    }
    text += c;
    i++;
  }
  texts.push(text);
  return { texts: texts.filter((t) => !t.startsWith('\u0000')), tags };
}

describe('pages area strings', () => {
  it('has the same keys in every language', () => {
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const english = new Set(Object.keys(messages('en')).map(base));
    for (const locale of LOCALES) {
      expect(new Set(Object.keys(messages(locale)).map(base)), locale).toEqual(english);
    }
  });

  it('leaves no English literal in the markup of its pages and components', () => {
    expect(SOURCES.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const file of SOURCES) {
      const source = readFileSync(file, 'utf8');
      const name = relative(ROOT, file);
      if (file.endsWith('.astro')) {
        const { texts, tags } = scan(templateOf(source));
        for (const text of texts) if (WORDS.test(text)) found.push(`${name}: text "${text.trim()}"`);
        for (const tag of tags) {
          for (const match of tag.matchAll(TEXT_ATTRIBUTES)) {
            if (WORDS.test(match[2]!) && !/^https?:\/\/$/.test(match[2]!)) found.push(`${name}: ${match[1]}="${match[2]}"`);
          }
        }
      }
      // A quoted English phrase in code ("Take me Back", 'Send reply') instead of a key.
      for (const match of source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '').matchAll(/(['"])([A-Z][a-z]+(?: [a-zA-Z,.']+)+)\1/g)) {
        found.push(`${name}: literal ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
