import { describe, expect, it } from 'vitest';
import { COMPONENT_PAGES } from '../../../contract/routes.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../../contract/locales.ts';
import { getT } from '../../i18n/catalog.ts';
import { catalogEntry } from './catalog.ts';
import { demoExperts, expertColumns, expertRows } from './demo-data.ts';
import { isTagCell } from '../ui/table-types.ts';

const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const KEY_LIKE = /^(showcase|ui)\.[\w.]+$/;

describe('component catalog in every language', () => {
  it('gives every component page a title and a summary in every locale (getT throws on a missing key)', () => {
    for (const locale of LOCALES) {
      const t = getT(locale);
      for (const name of COMPONENT_PAGES) {
        const entry = catalogEntry(t, name);
        expect(entry.title.trim(), `${locale} ${name} title`).not.toBe('');
        expect(entry.summary.trim(), `${locale} ${name} summary`).not.toBe('');
        expect(entry.title).not.toMatch(KEY_LIKE);
        expect(entry.files.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the English titles and summaries the pages had', () => {
    const t = getT('en');
    expect(catalogEntry(t, 'flextable').title).toBe('Flex table');
    expect(catalogEntry(t, 'modal').summary).toBe(
      'Dialogs on the native dialog element: focus kept inside, Escape to close, focus returned.',
    );
    expect(t('showcase.page.title', { component: catalogEntry(t, 'modal').title })).toBe('Modal component');
  });

  it('translates every summary: no locale repeats the English one', () => {
    const en = getT('en');
    for (const locale of OTHER_LOCALES) {
      const t = getT(locale);
      for (const name of COMPONENT_PAGES) {
        expect(catalogEntry(t, name).summary, `${locale} ${name}`).not.toBe(catalogEntry(en, name).summary);
      }
    }
  });

  it('names the French and Arabic pages the tests look at', () => {
    expect(catalogEntry(getT('fr'), 'modal').title).toBe('Fenêtre modale');
    expect(catalogEntry(getT('ar'), 'pagination').title).toBe('ترقيم الصفحات');
  });
});

describe('demo data in every language', () => {
  it("builds columns, rows and experts from the locale's strings", () => {
    const en = getT('en');
    const enColumns = expertColumns(en).map((c) => c.label);
    const enExperts = demoExperts(en).map((e) => e.name);
    expect(enColumns).toEqual(['Expert', 'Field', 'Reviewer', 'Tasks this month', 'Approval rate', 'Status']);
    expect(enExperts[0]).toBe('Menu planner');
    for (const locale of OTHER_LOCALES) {
      const t = getT(locale);
      const columns = expertColumns(t);
      expect(columns.map((c) => c.key)).toEqual(['expert', 'field', 'owner', 'tasks', 'approval', 'status']);
      expect(
        columns.map((c) => c.label),
        locale,
      ).not.toEqual(enColumns);
      const experts = demoExperts(t);
      expect(experts).toHaveLength(8);
      for (const [i, expert] of experts.entries()) {
        expect(expert.name, `${locale} expert ${i}`).not.toBe(enExperts[i]);
        expect(expert.name).not.toMatch(KEY_LIKE);
      }
      for (const row of expertRows(t, locale)) {
        expect(isTagCell(row.status)).toBe(true);
        if (isTagCell(row.status)) expect(row.status.label).not.toMatch(KEY_LIKE);
      }
    }
  });

  it("formats the numbers with Intl for the page's locale", () => {
    const rows = (locale: string) => expertRows(getT(locale), locale);
    expect(rows('en')[0]).toMatchObject({ tasks: '1,284', approval: '97%' });
    expect(rows('de')[0]).toMatchObject({ tasks: '1.284', approval: '97\u00a0%' });
    expect(rows('fr')[0]!.tasks).toBe(new Intl.NumberFormat('fr').format(1284));
    for (const locale of LOCALES) {
      expect(rows(locale)[0]!.approval).toBe(new Intl.NumberFormat(locale, { style: 'percent' }).format(0.97));
    }
  });

  it('suggests search words in the Plugins example that the translated list really contains', () => {
    for (const locale of LOCALES) {
      const t = getT(locale);
      const placeholder = t('showcase.plugins.search.placeholder');
      const words = [...placeholder.matchAll(/[“„«]\s*([^”“»]+?)\s*[”“»]/gu)].map((m) => m[1]!.toLocaleLowerCase());
      expect(words, `${locale}: ${placeholder}`).toHaveLength(2);
      const items = demoExperts(t).map((e) => `${e.name} ${e.field}`.toLocaleLowerCase());
      for (const word of words)
        expect(
          items.some((item) => item.includes(word)),
          `${locale}: "${word}" finds an expert`,
        ).toBe(true);
    }
  });
});
