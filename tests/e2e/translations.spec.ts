import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/locales.ts';
import { ROUTES } from '../../contract/routes.ts';
import { TENANTS } from '../../src/tenants/index.ts';
import { localizedPath } from '../../src/routing/static-paths.ts';
import { decodeEntities } from './support/site.ts';

/**
 * The prebuilt pages themselves, read from the build (no browser): in every language but English, no text a person
 * can read (text nodes, alt/title/aria-label/placeholder, meta description) is English. Two nets: an English string
 * of the locale files shown verbatim, and text that reads as English sentences (hard-coded copy that never reached
 * the locale files). Code samples (<pre>, <code>) and brand names are not prose and are left out.
 */
const CLIENT_DIR = resolve(process.env.SITE_DIST_DIR ?? 'dist', 'client');
const LOCALES_DIR = resolve('src/i18n/locales');
const ALLOWLIST_DIR = resolve('src/i18n/allowlist');

function readJsonFiles(dir: string, pick: (name: string) => boolean): Record<string, unknown>[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(pick)
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>);
}

function localeStrings(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;
}

const ALLOWED = new Map<string, Set<string>>();
for (const lists of readJsonFiles(ALLOWLIST_DIR, (name) => name.endsWith('.json')) as Record<string, string[]>[]) {
  for (const [scope, values] of Object.entries(lists)) {
    const set = ALLOWED.get(scope) ?? new Set<string>();
    for (const value of values) set.add(value);
    ALLOWED.set(scope, set);
  }
}
const isAllowed = (locale: string, text: string) => Boolean(ALLOWED.get('*')?.has(text) || ALLOWED.get(locale)?.has(text));

const BRAND_NAMES = new Set(TENANTS.map((t) => t.siteName));

/** Words that only English prose uses often; two of them in one text is English. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'with',
  'this',
  'that',
  'are',
  'what',
  'how',
  'will',
  'from',
  'our',
  'have',
  'has',
  'been',
  'into',
  'when',
  'which',
  'their',
  'there',
  'these',
  'would',
  'should',
  'could',
  'about',
  'after',
  'before',
  'only',
  'also',
  'than',
  'then',
  'they',
  'its',
  "don't",
  "can't",
  "isn't",
  "won't",
  'here',
  'every',
  'where',
]);

/** Readable text of a page: text nodes and the attributes people read, outside scripts, styles and code. */
function readableTexts(html: string): string[] {
  const body = html.replace(/<(script|style|pre|code|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  const texts: string[] = [];
  for (const match of body.matchAll(/\s(?:alt|title|aria-label|aria-description|placeholder)="([^"]*)"/gi)) texts.push(match[1]!);
  for (const match of body.matchAll(/<meta name="description" content="([^"]*)"/gi)) texts.push(match[1]!);
  for (const match of body.replace(/<[^>]+>/g, '\u0000').split('\u0000')) texts.push(match);
  return texts.map((text) => decodeEntities(text).replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}/u.test(text));
}

function englishSentenceWords(text: string): string[] {
  let rest = text;
  for (const brand of BRAND_NAMES) rest = rest.split(brand).join(' ');
  const words = rest.toLowerCase().match(/[a-z']+/g) ?? [];
  return words.filter((word) => ENGLISH_WORDS.has(word));
}

function builtPage(tenant: string, locale: string, path: string): string {
  const dir = localizedPath(locale as (typeof LOCALES)[number], path).replace(/\/$/, '');
  return join(CLIENT_DIR, tenant, dir, 'index.html');
}

const EN = localeStrings(DEFAULT_LOCALE);

for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  test(`${locale}: the prebuilt pages show no English`, () => {
    test.skip(!existsSync(CLIENT_DIR), 'no build to read');
    const own = new Set(Object.values(localeStrings(locale)).map((v) => v.trim()));
    // Long enough to be prose rather than a name; shown in this locale only if it was never translated.
    const english = new Set(
      Object.values(EN)
        .map((v) => v.trim())
        .filter((v) => v.length >= 8 && /\s/.test(v) && !own.has(v) && !isAllowed(locale, v)),
    );
    const pages = [
      ...ROUTES.filter((route) => !route.path.includes('[')).map((route) => ({ tenant: 'main', path: route.path })),
      { tenant: 'main', path: '/404' },
      ...TENANTS.map((tenant) => ({ tenant: tenant.id, path: '/' })),
    ];
    const problems: string[] = [];
    for (const { tenant, path } of pages) {
      const file = builtPage(tenant, locale, path);
      expect(existsSync(file), `${file} was built`).toBe(true);
      for (const text of readableTexts(readFileSync(file, 'utf8'))) {
        if (english.has(text)) problems.push(`${tenant} ${path}: "${text}" (an English string of the locale files)`);
        else if (englishSentenceWords(text).length >= 2 && !isAllowed(locale, text))
          problems.push(`${tenant} ${path}: "${text.slice(0, 120)}"`);
      }
    }
    expect([...new Set(problems)], `${locale} pages with English`).toEqual([]);
  });
}
