import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locales.ts';
import { CATALOG, getT, islandMessages } from './catalog.ts';
import { createTranslator } from './translate.ts';

const EN = CATALOG[DEFAULT_LOCALE];

/**
 * English strings that are legitimately the same in another language (names, loanwords such as "Status" in
 * German), per locale or for all (`*`). One file per area in src/i18n/allowlist/; keep entries rare.
 */
const ALLOWLIST_FILES = import.meta.glob<Record<string, string[]>>('./allowlist/*.json', {
  eager: true,
  import: 'default',
});
const SAME_AS_ENGLISH: Record<string, string[]> = {};
for (const lists of Object.values(ALLOWLIST_FILES)) {
  for (const [scope, values] of Object.entries(lists)) {
    SAME_AS_ENGLISH[scope] ??= [];
    SAME_AS_ENGLISH[scope].push(...values);
  }
}
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Base keys of plural families (`items_one` + `items_other` -> `items`) and the plain keys. */
function keyShape(messages: Record<string, string>) {
  const plain = new Set<string>();
  const plural = new Set<string>();
  for (const key of Object.keys(messages)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && `${base}_other` in messages) plural.add(base);
    else plain.add(key);
  }
  return { plain, plural };
}

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
}

const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

describe('locale files', () => {
  it('every locale has every key of en, no more, with the plural forms its language needs', () => {
    const en = keyShape(EN);
    for (const locale of OTHER_LOCALES) {
      const shape = keyShape(CATALOG[locale]);
      expect([...shape.plain].sort(), `${locale}: plain keys`).toEqual([...en.plain].sort());
      expect([...shape.plural].sort(), `${locale}: plural keys`).toEqual([...en.plural].sort());
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const base of shape.plural) {
        for (const category of categories) expect(CATALOG[locale], `${locale}: ${base}_${category}`).toHaveProperty(`${base}_${category}`);
      }
    }
  });

  it('no string is empty and every translation keeps the placeholders of the English one', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of Object.entries(CATALOG[locale])) {
        expect(value.trim(), `${locale}: ${key} is empty`).not.toBe('');
        const english = EN[key] ?? EN[`${key.replace(PLURAL_SUFFIX, '')}_other`];
        if (english === undefined) continue;
        // A plural form may spell the number out ("one item") instead of using {{count}}.
        const expected = placeholders(english).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));
        const actual = placeholders(value).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));
        expect(actual, `${locale}: ${key} placeholders`).toEqual(expected);
      }
    }
  });

  it('no locale other than en ships English: a string equal to its English source must be on the allowlist', () => {
    const allow = SAME_AS_ENGLISH;
    for (const locale of OTHER_LOCALES) {
      const allowed = new Set([...(allow['*'] ?? []), ...(allow[locale] ?? [])]);
      const english = Object.entries(CATALOG[locale]).filter(([key, value]) => {
        const source = EN[key];
        // Strings without letters (numbers, symbols, a lone placeholder) read the same in every language.
        if (source === undefined || !/\p{L}{2}/u.test(source.replace(PLACEHOLDER, ''))) return false;
        return value.trim() === source.trim() && !allowed.has(source.trim());
      });
      expect(
        english.map(([key, value]) => `${key}: ${value}`),
        `${locale} strings still in English`,
      ).toEqual([]);
    }
  });

  it('the allowlist holds only strings that exist in en', () => {
    const values = new Set(Object.values(EN).map((v) => v.trim()));
    for (const [scope, list] of Object.entries(SAME_AS_ENGLISH)) {
      expect(scope === '*' || (LOCALES as readonly string[]).includes(scope), `allowlist scope ${scope}`).toBe(true);
      for (const value of list) expect(values.has(value), `allowlist entry "${value}" is not an English string`).toBe(true);
    }
  });
});

describe('translators', () => {
  const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 102];

  function i18nextFor(locale: Locale) {
    const instance = i18next.createInstance();
    void instance.init({
      resources: { [locale]: { translation: CATALOG[locale] } },
      lng: locale,
      fallbackLng: false,
      load: 'currentOnly',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return instance;
  }

  it("the island translator gives i18next's exact output for every key, value and plural count of every locale", () => {
    for (const locale of LOCALES) {
      const reference = i18nextFor(locale);
      const island = createTranslator(locale, CATALOG[locale]);
      const { plain, plural } = keyShape(CATALOG[locale]);
      for (const key of plain) {
        const values = Object.fromEntries(placeholders(CATALOG[locale][key]!).map((name) => [name, `‹${name}›`]));
        expect(island(key, values), `${locale}: ${key}`).toBe(reference.t(key, values));
      }
      for (const base of plural) {
        for (const count of SAMPLE_COUNTS) {
          expect(island(base, { count }), `${locale}: ${base} (${count})`).toBe(reference.t(base, { count }));
        }
      }
    }
  });

  it('getT throws for a key the locale lacks, naming the key and the file to add it to', () => {
    expect(() => getT('fr')('no.such.key')).toThrow('missing "no.such.key" for fr: add it to src/i18n/locales/fr.json');
  });

  it("getT renders the locale's string and an unknown locale falls back to en", () => {
    expect(getT('de')('i18n.switcher.label')).toBe(CATALOG.de['i18n.switcher.label']);
    expect(getT('xx')('i18n.switcher.label')).toBe(EN['i18n.switcher.label']);
  });

  it('islandMessages picks keys by prefix and refuses a prefix that matches nothing', () => {
    expect(islandMessages('fr', 'i18n.switcher.')).toEqual({
      'i18n.switcher.label': CATALOG.fr['i18n.switcher.label'],
    });
    expect(() => islandMessages('fr', 'nope.')).toThrow('no fr key starts with "nope."');
  });

  it('the island translator interpolates, picks plural forms by CLDR rules and returns unknown keys as they are', () => {
    const t = createTranslator('ar', {
      x_zero: 'صفر',
      x_one: 'واحد',
      x_two: 'اثنان',
      x_few: '{{count}} قليلة',
      x_many: '{{count}} كثيرة',
      x_other: '{{count}} أخرى',
      hi: 'مرحبا {{name}}',
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => t('x', { count }))).toEqual(['صفر', 'واحد', 'اثنان', '3 قليلة', '11 كثيرة', '100 أخرى']);
    expect(t('hi', { name: 'Lina' })).toBe('مرحبا Lina');
    expect(t('missing.key')).toBe('missing.key');
  });
});
