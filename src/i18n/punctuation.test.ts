/**
 * Each language's own punctuation, over every string of the site (docs/i18n-guide.md, "Translations"): French
 * spacing and apostrophes, Chinese full-width marks, Arabic marks, Spanish opening question marks, German quotes.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';

/**
 * The prose of a string: without placeholders and without the bits of code some component docs quote, which keep
 * their own punctuation (`role='switch'`, `?page=N`, `user:read`, a 4.5:1 ratio).
 */
const prose = (text: string) =>
  text
    .replace(/\{\{\s*[\w.]+\s*\}\}/g, '')
    .replace(/\w+:\/\/\S*/g, '')
    .replace(/[\w-]+='[^']*'/g, '')
    .replace(/\?[\w=&.-]+/g, '')
    .replace(/[\w,.]+:[\w.]+/g, '');

function failures(locale: keyof typeof CATALOG, broken: (text: string) => boolean): string[] {
  return Object.entries(CATALOG[locale])
    .filter(([, value]) => broken(value))
    .map(([key, value]) => `${key}: ${value}`);
}

describe('punctuation per language', () => {
  it('fr: a non-breaking space before : ; ? ! and inside « », typographic apostrophes', () => {
    expect(failures('fr', (v) => /[^\u00a0\u202f][:;?!»]/.test(prose(v)) || /«[^\u00a0\u202f]/.test(v) || prose(v).includes("'"))).toEqual(
      [],
    );
  });

  it('zh-CN: full-width punctuation next to Chinese text, a space between Chinese and Latin words', () => {
    expect(failures('zh-CN', (v) => /[\u4e00-\u9fff][,.;:?!()]|[,.;:?!()][\u4e00-\u9fff]|[\u4e00-\u9fff]\s*\.$/u.test(prose(v)))).toEqual(
      [],
    );
    expect(failures('zh-CN', (v) => /[\u4e00-\u9fff][A-Za-z]|[A-Za-z][\u4e00-\u9fff]/u.test(v))).toEqual([]);
  });

  it('ar: the Arabic comma, semicolon and question mark', () => {
    expect(failures('ar', (v) => /[,;?]/.test(prose(v)))).toEqual([]);
  });

  it('es and es-MX: questions open with ¿ and apostrophes are not used', () => {
    for (const locale of ['es', 'es-MX'] as const) {
      expect(
        failures(locale, (v) => (prose(v).match(/[^.!?]*\?/g) ?? []).some((question) => !question.includes('¿')) || prose(v).includes("'")),
      ).toEqual([]);
    }
  });

  it('de: German quotation marks, not straight ones', () => {
    expect(failures('de', (v) => v.includes('"'))).toEqual([]);
  });
});
