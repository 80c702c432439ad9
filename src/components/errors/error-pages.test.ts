import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../../contract/locales.ts';
import { getT } from '../../i18n/catalog.ts';
import { ERROR_PAGE_IDS, errorPageContent, type ErrorPageId } from './error-pages.ts';

const ALL: readonly ErrorPageId[] = ['generic', ...ERROR_PAGE_IDS];
const en = getT(DEFAULT_LOCALE);

describe('error pages', () => {
  it('serves /error/page-1 … page-5 as 500, 503, 403, offline and agent, in that order', () => {
    expect(ERROR_PAGE_IDS).toEqual(['server', 'maintenance', 'forbidden', 'offline', 'agent']);
    expect(ERROR_PAGE_IDS.map((id) => errorPageContent(en, id).code)).toEqual(['500', '503', '403', 'Offline', 'Agent']);
  });

  it("keeps the English wording of spec §8's messages", () => {
    expect(errorPageContent(en, 'generic').body[0]).toBe('An unexpected error occurred. Please contact support if this persists.');
    expect(errorPageContent(en, 'server').body[0]).toBe('A server error occurred. Please try again later.');
    expect(errorPageContent(en, 'forbidden').body[0]).toBe('You do not have permission to perform this action.');
    expect(errorPageContent(en, 'offline').body[0]).toBe('Please check your internet connection and try again.');
    expect(errorPageContent(en, 'generic').primary).toEqual({ label: 'Go to the home page', path: '/' });
  });

  it('translates every page in every other language, with the same codes and destinations', () => {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const t = getT(locale);
      for (const id of ALL) {
        const page = errorPageContent(t, id);
        const english = errorPageContent(en, id);
        expect(page.heading, `${locale} ${id}`).not.toBe(english.heading);
        for (const [i, paragraph] of page.body.entries()) expect(paragraph, `${locale} ${id} body ${i}`).not.toBe(english.body[i]);
        expect(page.primary.path).toBe(english.primary.path);
        expect(page.primary.label, `${locale} ${id}`).not.toBe(english.primary.label);
        expect(page.secondary?.path).toBe(english.secondary?.path);
        if (/^\d+$/.test(english.code)) expect(page.code).toBe(english.code);
      }
    }
  });

  it("has the spec's exact not-found texts in English and its own words in every other language", () => {
    expect(en('notFound.heading')).toBe("We couldn't find that page");
    expect(en('notFound.body')).toBe(
      "Looks like we couldn't find that page. Please try again or contact an administrator if the problem persists.",
    );
    expect(en('notFound.back')).toBe('Take me Back');
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      for (const key of ['notFound.heading', 'notFound.body', 'notFound.back'])
        expect(getT(locale)(key), `${locale} ${key}`).not.toBe(en(key));
    }
  });
});
