import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../../../contract/locales.ts';
import { STARTER_PAGES } from '../../../../contract/routes.ts';
import { getT } from '../../../i18n/catalog.ts';
import { starterGroups, starterInfo } from './starter-pages.ts';

describe('starter pages', () => {
  it('describes every starter of the route table in every language, and each one differently', () => {
    for (const locale of LOCALES) {
      const t = getT(locale);
      const purposes = STARTER_PAGES.map((s) => starterInfo(t, s.slug).purpose);
      expect(new Set(purposes).size, locale).toBe(STARTER_PAGES.length);
      expect(new Set(STARTER_PAGES.map((s) => starterInfo(t, s.slug).name)).size, locale).toBeGreaterThan(12);
    }
  });

  it('keeps the English descriptions and translates them in the other languages', () => {
    const en = getT(DEFAULT_LOCALE);
    expect(starterInfo(en, 'navbar-blank-page-1')).toMatchObject({ name: 'Full-width page', structure: 'single' });
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      for (const s of STARTER_PAGES) {
        const info = starterInfo(getT(locale), s.slug);
        expect(info.purpose, `${locale} ${s.slug}`).not.toBe(starterInfo(en, s.slug).purpose);
        expect(info.structure).toBe(starterInfo(en, s.slug).structure);
      }
    }
  });

  it('groups the 8 navbar, 7 sidebar and 4 sideblock starters by frame', () => {
    const groups = starterGroups(getT('fr'));
    expect(groups.map((g) => g.starters.length)).toEqual([8, 7, 4]);
    expect(groups.map((g) => g.title)).toEqual(['Cadre avec barre de navigation', 'Cadre avec barre latérale', 'Cadre avec bloc latéral']);
  });

  it('names the missing description when a starter is added to the table without one', () => {
    expect(() => starterInfo(getT(DEFAULT_LOCALE), 'navbar-blank-page-9')).toThrow(/starter-pages\.ts/);
  });
});
