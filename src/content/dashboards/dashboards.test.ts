import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/locales.ts';
import { getT } from '../../i18n/catalog.ts';
import { DEMO_EXPERT_DATA } from './experts.ts';
import { AMERICAS_SERVICE_AREAS, COVERAGE_LEVELS, EXPERTS_BY_COUNTRY } from './map-data.ts';

/** Every demo dataset of the maps (the dashboards are live), assembled in one language (the expert layouts read the live catalog). */
function assemble(locale: (typeof LOCALES)[number]) {
  const t = getT(locale);
  return {
    coverage: COVERAGE_LEVELS.map((l) => [t(`maps.coverage.${l.key}.label`), t(`maps.coverage.${l.key}.detail`)]),
    mapDomains: [...EXPERTS_BY_COUNTRY.flatMap((c) => c.topDomains)].map((d) => t(`experts.domain.${d}`)),
  };
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers);
  return [];
}

const ENGLISH = assemble('en');

describe('map demo content', () => {
  it('assembles in every locale with every text filled in (no raw key, no unfilled placeholder)', () => {
    for (const locale of LOCALES) {
      const texts = strings(assemble(locale));
      expect(texts.length, locale).toBeGreaterThan(40);
      for (const text of texts) {
        expect(text.trim(), `${locale}: empty text`).not.toBe('');
        expect(text, `${locale}: raw key`).not.toMatch(/^(dashboard|experts|maps|charts|shell)\.[\w.-]+$/);
        expect(text, `${locale}: placeholder left`).not.toContain('{{');
      }
    }
  });

  it('keeps the same figures and dates in every language (only the words change)', () => {
    const figures = numbers(ENGLISH);
    for (const locale of LOCALES) expect(numbers(assemble(locale)), locale).toEqual(figures);
  });

  it('has its own words in every other language: the visible labels differ from English', () => {
    const sample = (c: typeof ENGLISH) => [c.coverage[0]?.[0], c.coverage[1]?.[1]];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const translated = sample(assemble(locale));
      for (const [i, english] of sample(ENGLISH).entries()) expect(translated[i], `${locale}: "${english}"`).not.toBe(english);
    }
  });
});

describe('map and expert data', () => {
  it('names every country and language through Intl, in every locale', () => {
    const regions = [...EXPERTS_BY_COUNTRY, ...AMERICAS_SERVICE_AREAS, ...DEMO_EXPERT_DATA.map((e) => ({ region: e.country }))].map(
      (e) => e.region,
    );
    const languages = [...AMERICAS_SERVICE_AREAS.flatMap((a) => a.languages), ...DEMO_EXPERT_DATA.flatMap((e) => e.languages)];
    for (const locale of LOCALES) {
      const regionNames = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
      const languageNames = new Intl.DisplayNames(locale, { type: 'language', fallback: 'none' });
      for (const code of regions) expect(regionNames.of(code), `${locale}: region ${code}`).toBeTruthy();
      for (const code of languages) expect(languageNames.of(code), `${locale}: language ${code}`).toBeTruthy();
    }
  });
  it('gives English country names as the demo always spelled them', () => {
    const names = new Intl.DisplayNames('en', { type: 'region' });
    expect(['US', 'GB', 'KR', 'DO', 'PR'].map((c) => names.of(c))).toEqual([
      'United States',
      'United Kingdom',
      'South Korea',
      'Dominican Republic',
      'Puerto Rico',
    ]);
  });
});
