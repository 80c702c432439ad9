import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locales.ts';
import { CATALOG, getT, type Translate } from '../i18n/catalog.ts';
import { TENANTS } from '../tenants/index.ts';
import { tenantText } from '../tenants/text.ts';
import { getHowItWorks, getLandingCopy } from './landing/index.ts';
import { landingCopy } from './landing/plans.ts';
import { howItWorks } from './landing/common.ts';
import { getCreatorsPage, getHirePage, getPricingPage, PLAN_FIGURES } from './marketing/index.ts';
import { hirePage } from './marketing/hire.ts';
import { creatorsPage } from './marketing/creators.ts';
import { pricingPage } from './marketing/pricing.ts';

/**
 * The landing, marketing and tenant texts assembled for every locale through their schemas: a missing, empty or
 * overlong string, a placeholder left unfilled, an English leftover or a key nobody uses fails here before a
 * build does.
 */
const AREA = /^(landing|marketing|tenants)\./;

/** Every string of a copy object with its path, so two locales' copies can be compared position by position. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** Strings that legitimately read the same in a locale as in English (src/i18n/allowlist/*.json). */
function sameAsEnglishAllowed(locale: Locale): Set<string> {
  const lists = import.meta.glob<Record<string, string[]>>('../i18n/allowlist/*.json', {
    eager: true,
    import: 'default',
  });
  const allowed = new Set<string>();
  for (const list of Object.values(lists)) for (const value of [...(list['*'] ?? []), ...(list[locale] ?? [])]) allowed.add(value);
  return allowed;
}

/** Fields that are not prose (icons, plan ids, prices: formatted numbers that may read alike). */
const NOT_PROSE = /(\.icon|\.id|\.price)$/;

function expectWellFormed(copy: unknown, what: string) {
  for (const [path, value] of strings(copy)) {
    expect(value.trim(), `${what} ${path} is empty`).not.toBe('');
    expect(value, `${what} ${path} has an unfilled placeholder`).not.toMatch(/\{\{|\}\}/);
    expect(value, `${what} ${path} shows a raw key`).not.toMatch(/^(landing|marketing|tenants)\.[\w.]+$/);
  }
}

function expectTranslated(copy: unknown, english: unknown, locale: Locale, what: string) {
  const allowed = sameAsEnglishAllowed(locale);
  const en = new Map(strings(english));
  for (const [path, value] of strings(copy)) {
    if (NOT_PROSE.test(path)) continue;
    const source = en.get(path);
    if (source && value === source) expect(allowed.has(source), `${what} ${path} (${locale}) is still English: "${value}"`).toBe(true);
  }
}

describe('landing copy in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every tenant's copy and the how-it-works steps pass the schema, complete and filled in`, () => {
      for (const tenant of TENANTS) {
        const copy = getLandingCopy(tenant.id, locale);
        expectWellFormed(copy, `landing ${tenant.id}`);
        if (locale !== DEFAULT_LOCALE) expectTranslated(copy, getLandingCopy(tenant.id, DEFAULT_LOCALE), locale, `landing ${tenant.id}`);
      }
      expectWellFormed(getHowItWorks(locale), 'how it works');
      if (locale !== DEFAULT_LOCALE) expectTranslated(getHowItWorks(locale), getHowItWorks(DEFAULT_LOCALE), locale, 'how it works');
    });
  }

  it("keeps every tenant's hero heading distinct in every locale", () => {
    for (const locale of LOCALES) {
      const headings = TENANTS.map((t) => getLandingCopy(t.id, locale).hero.heading);
      expect(new Set(headings).size, locale).toBe(TENANTS.length);
    }
  });

  it('gives every themed variant its independence notice in every locale, and main none', () => {
    for (const locale of LOCALES) {
      for (const tenant of TENANTS) {
        const notice = getLandingCopy(tenant.id, locale).footerNotice;
        if (tenant.id === 'main') expect(notice, locale).toBeUndefined();
        else expect(notice, `${tenant.id} ${locale}`).toBeTruthy();
      }
    }
  });
});

describe('marketing pages in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: /marketing-1, -2 and -3 pass the schema, complete and filled in`, () => {
      for (const tenant of TENANTS) {
        const hire = getHirePage(locale, tenant.siteName);
        expectWellFormed(hire, 'hire');
        expect(hire.tenantExpertsHeading, `${locale} ${tenant.id}`).toContain(tenant.siteName);
      }
      const pages = [getHirePage(locale, 'Agentic Experts'), getCreatorsPage(locale), getPricingPage(locale)];
      const english = [getHirePage(DEFAULT_LOCALE, 'Agentic Experts'), getCreatorsPage(DEFAULT_LOCALE), getPricingPage(DEFAULT_LOCALE)];
      pages.forEach((page, i) => {
        expectWellFormed(page, `marketing-${i + 1}`);
        if (locale !== DEFAULT_LOCALE) expectTranslated(page, english[i], locale, `marketing-${i + 1}`);
      });
    });
  }

  it('formats plan prices with Intl for the locale (US dollars), and keeps the English figures', () => {
    expect(getPricingPage('en').plans.map((p) => p.price)).toEqual(['$0', '$20', '$16']);
    for (const locale of LOCALES) {
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
      const page = getPricingPage(locale);
      expect(
        page.plans.map((p) => p.price),
        locale,
      ).toEqual(page.plans.map((p) => money.format(PLAN_FIGURES[p.id].price)));
      const limit = new Intl.NumberFormat(locale).format(PLAN_FIGURES.pro.tasksPerMonth);
      expect(
        page.plans[1]!.features.some((f) => f.includes(limit)),
        `${locale}: pro task limit`,
      ).toBe(true);
    }
  });
});

describe('tenant metadata in every locale', () => {
  it('English equals the tenant records (titles the e2e tests and the server compare with)', () => {
    for (const tenant of TENANTS) {
      expect(tenantText('en', tenant), tenant.id).toEqual({
        title: tenant.title,
        description: tenant.description,
        audience: tenant.audience,
      });
    }
  });

  it('every locale has a title naming the site, within the SEO limits, and translated', () => {
    for (const locale of LOCALES) {
      for (const tenant of TENANTS) {
        const text = tenantText(locale, tenant);
        expect(text.title, `${tenant.id} ${locale}`).toContain(tenant.siteName);
        expectWellFormed(text, `tenants.${tenant.id}`);
        if (locale !== DEFAULT_LOCALE) expectTranslated(text, tenantText('en', tenant), locale, `tenants.${tenant.id}`);
      }
    }
  });

  it('an overlong translation fails loudly instead of being cut', async () => {
    const { tenantTextSchema, displayWidth } = await import('../tenants/text.ts');
    const ok = { title: 'x'.repeat(70), description: 'y'.repeat(60), audience: 'z'.repeat(10) };
    expect(tenantTextSchema().safeParse(ok).success).toBe(true);
    expect(tenantTextSchema().safeParse({ ...ok, title: 'x'.repeat(71) }).success).toBe(false);
    // Chinese characters are twice as wide in a search result: 36 of them overflow a 70-column title.
    expect(displayWidth('字a')).toBe(3);
    expect(tenantTextSchema().safeParse({ ...ok, title: '字'.repeat(36) }).success).toBe(false);
    expect(tenantTextSchema().safeParse({ ...ok, title: '字'.repeat(35) }).success).toBe(true);
  });
});

describe('keys of the landing area', () => {
  it('every landing.*, marketing.* and tenants.* key of en is used by the copy or a landing component', () => {
    const used = new Set<string>();
    const t = getT('en');
    const recording: Translate = (key, values) => {
      used.add(key);
      return t(key, values);
    };
    for (const tenant of TENANTS) {
      landingCopy(recording, tenant.id);
      for (const field of ['title', 'description', 'audience']) used.add(`tenants.${tenant.id}.${field}`);
    }
    howItWorks(recording);
    hirePage(recording, 'Agentic Experts');
    creatorsPage(recording);
    pricingPage(recording, 'en');
    // Keys the landing components read directly, as literals in their source.
    const dir = join(process.cwd(), 'src/components/landing');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.astro'))) {
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/\bt\('([\w.-]+)'/g)) used.add(match[1]!);
    }
    const keys = Object.keys(CATALOG.en)
      .filter((k) => AREA.test(k))
      .map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''));
    expect(
      [...new Set(keys)].filter((k) => !used.has(k)),
      'unused keys',
    ).toEqual([]);
    expect(
      [...used].filter((k) => AREA.test(k) && !keys.includes(k)),
      'keys used but missing from en',
    ).toEqual([]);
  });
});
