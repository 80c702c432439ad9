/**
 * The public catalog on the seeded data: list parameters and headers (spec §3), filters, sorts, search relevance
 * in several languages, categories and featured lists, expert and creator pages, and tenant isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TENANT_IDS } from '../../../contract/tenants.ts';
import { expectError, expectValidationIssues } from '../../../tests/api/helpers.ts';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInDemo, visitor } from '../../../tests/support/catalog.ts';
import { listingPageMeta } from './page-meta.ts';
import type { Tag } from '../../../contract/catalog/entities.ts';
import { SEED_EXPERTS, SEED_TAG_LABELS } from './seed/index.ts';

const t = useTestApp();
beforeAll(() => seedTestCatalog(t), 180_000);

type Card = {
  slug: string;
  rating: { score: number; average: number | null; count: number };
  price: { amount: number };
  [key: string]: unknown;
};
async function list(query: string, tenant: Parameters<typeof visitor>[1] = 'main') {
  const response = await visitor(t, tenant).get(`/api/experts${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { data: Card[]; meta: { total: number; current_page: number; per_page: number } };
  return { ...body, headers: response.headers, slugs: body.data.map((card) => card.slug) };
}

const published = SEED_EXPERTS.filter((expert) => expert.status === 'published');
const listedOn = (tenant: string) => published.filter((expert) => tenant === 'main' || expert.tenants.includes(tenant as never));

describe('list parameters and headers', () => {
  it('pages with meta and x-total-count / x-current-page / x-per-page; defaults page 1, 10 per page', async () => {
    const first = await list('');
    expect(first.meta).toEqual({ total: published.length, current_page: 1, per_page: 10 });
    expect(first.headers.get('x-total-count')).toBe(String(published.length));
    expect(first.headers.get('x-current-page')).toBe('1');
    expect(first.headers.get('x-per-page')).toBe('10');
    expect(first.data).toHaveLength(10);
    const second = await list('?page=2&limit=10');
    expect(second.slugs.some((slug) => first.slugs.includes(slug))).toBe(false);
    const past = await list('?page=99&limit=10');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(published.length);
  });

  it('drops empty parameters as if absent', async () => {
    const plain = await list('?limit=5');
    const withEmpties = await list('?limit=5&page=&search=&sort=&sort_direction=&category=&tags=&language=&price_min=&human_review=');
    expect(withEmpties.slugs).toEqual(plain.slugs);
    expect(withEmpties.meta).toEqual(plain.meta);
  });

  it('answers 422 naming each bad parameter', async () => {
    const cases: Array<[string, string]> = [
      ['?page=0', 'page'],
      ['?limit=51', 'limit'],
      ['?sort=cheapest', 'sort'],
      ['?sort_direction=up', 'sort_direction'],
      ['?language=xx', 'language'],
      ['?rating_min=6', 'rating_min'],
      ['?human_review=maybe', 'human_review'],
      ['?price_min=-1', 'price_min'],
      [`?search=${'x'.repeat(101)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const issues = await expectValidationIssues(await visitor(t).get(`/api/experts${query}`));
      expect(
        issues.map((issue) => issue.loc.join('.')),
        query,
      ).toContain(`query.${field}`);
    }
  });
});

describe('filters and sorts', () => {
  it('filters by category, tags, language, price, rating, availability, human review and creator', async () => {
    const nutrition = await list('?category=nutrition&limit=50');
    expect(nutrition.meta.total).toBe(published.filter((expert) => expert.category === 'nutrition').length);
    const ibd = await list('?tags=ibd&limit=50');
    expect(new Set(ibd.slugs)).toEqual(new Set(published.filter((expert) => expert.tags.includes('ibd')).map((expert) => expert.slug)));
    const both = await list('?tags=ibd,meal-planning&limit=50');
    expect(both.slugs).toEqual(['low-residue-meal-planner']);
    const arabic = await list('?language=ar&limit=50');
    expect(arabic.meta.total).toBe(published.filter((expert) => expert.languages.includes('ar')).length);
    const free = await list('?price_model=free&limit=50');
    expect(free.data.every((card) => card.price.amount === 0)).toBe(true);
    const cheap = await list('?price_min=1&price_max=900&limit=50');
    expect(cheap.data.every((card) => card.price.amount >= 1 && card.price.amount <= 900)).toBe(true);
    const good = await list('?rating_min=4.5&limit=50');
    expect(good.data.every((card) => (card.rating.average ?? 0) >= 4.5)).toBe(true);
    const booked = await list('?availability=booked&limit=50');
    expect(booked.meta.total).toBe(published.filter((expert) => expert.availability === 'booked').length);
    const reviewed = await list('?human_review=true&limit=50');
    expect(reviewed.meta.total).toBe(published.filter((expert) => expert.humanReview).length);
    const byCreator = await list('?creator=priya-raman&limit=50');
    expect(byCreator.meta.total).toBe(published.filter((expert) => expert.creator === 'priya_raman').length);
  });

  it('sorts by the Bayesian rating, newest, price both ways and popularity', async () => {
    const rating = await list('?sort=rating&limit=50');
    const scores = rating.data.map((card) => card.rating.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const price = await list('?sort=price&limit=50');
    const amounts = price.data.map((card) => card.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const priceDown = await list('?sort=price&sort_direction=desc&limit=50');
    expect(priceDown.data[0]!.price.amount).toBe(Math.max(...published.map((expert) => expert.price.amount)));
    const newest = await list('?sort=newest&limit=50');
    const dates = newest.data.map((card) => Date.parse(card.published_at as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const runs = await list('?sort=runs&limit=50');
    const counts = runs.data.map((card) => (card.quality as { completed_runs: number }).completed_runs);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('search relevance', () => {
  const CASES: Array<[string, string, string]> = [
    ['en', 'low residue meals', 'low-residue-meal-planner'],
    ['en', 'insurance appeal', 'insurance-appeal-letter-drafter'],
    ['en', 'witness interv', 'witness-interview-outline-drafter'],
    ['en', 'rail signal log', 'rail-signal-event-log-reader'],
    ['es', 'diario de síntomas', 'diario-sintomas-eii'],
    ['es', 'menús escolares', 'planificador-menus-escolares'],
    ['es', 'viajes con presupuesto', 'planificador-viajes-presupuesto'],
    ['de', 'Anschreiben', 'anschreiben-coach'],
    ['de', 'Genehmigungsauflagen', 'genehmigungsauflagen-uebersicht'],
    ['de', 'Unfalluntersuchung', 'unfallbericht-gliederungshelfer'],
    ['de', 'Zolltarif Einreihung', 'zolltarif-einreihungshilfe'],
    ['ar', 'وثائق السكن', 'housing-documents-checklist-ar'],
    ['ar', 'المساعدة القانونية', 'legal-aid-intake-ar'],
    ['ar', 'تسجيل المرضى', 'patient-registration-helper-ar'],
    ['ar', 'التوعية الصحية', 'health-awareness-messages-ar'],
    ['zh-CN', '贸易救济', 'trade-remedy-case-digest-zh'],
    ['zh-CN', '公众号文章', 'wechat-article-editor-zh'],
    ['fr', 'couverture vaccinale', 'tableau-couverture-vaccinale'],
  ];

  for (const [language, query, expected] of CASES) {
    it(`${language}: "${query}" ranks ${expected} first`, async () => {
      const result = await list(`?search=${encodeURIComponent(query)}`);
      expect(result.slugs[0]).toBe(expected);
    });
  }

  it('matches while typing (prefixes) and finds nothing for punctuation alone', async () => {
    expect((await list('?search=insur')).slugs).toContain('insurance-appeal-letter-drafter');
    expect((await list('?search=%21%21%21')).meta.total).toBe(0);
    expect((await list(`?search=${encodeURIComponent('zzqqxx')}`)).meta.total).toBe(0);
  });
});

describe('categories, featured, expert and creator pages', () => {
  it('counts published experts per category on each site', async () => {
    const response = await visitor(t, 'crohns').get('/api/categories');
    const { data } = (await response.json()) as { data: Array<{ slug: string; expert_count: number; labels: Record<string, string> }> };
    const health = data.find((category) => category.slug === 'health')!;
    expect(health.expert_count).toBe(listedOn('crohns').filter((expert) => expert.category === 'health').length);
    expect(health.labels.de).toBe('Gesundheit');
  });

  it("lists each site's featured experts in order", async () => {
    const { data } = (await (await visitor(t, 'crohns').get('/api/experts/featured')).json()) as { data: Card[] };
    expect(data.map((card) => card.slug)).toEqual(
      published.filter((expert) => expert.featuredOn?.includes('crohns')).map((expert) => expert.slug),
    );
  });

  it('serves the page with rendered description; unknown, draft and in-review slugs are 404', async () => {
    const response = await visitor(t).get('/api/experts/low-residue-meal-planner');
    const { data } = await response.json();
    expect(data.name).toBe('Low-Residue Meal Planner');
    expect(data.description_html).toContain('<p>Tell the planner');
    expect(data.starters).toHaveLength(3);
    expect(data.creator.slug).toBe('priya-raman');
    for (const slug of ['no-such-expert', 'ibd-travel-checklist', 'fatigue-duty-time-analyzer']) {
      await expectError(await visitor(t).get(`/api/experts/${slug}`), 404, 'EXPERT_NOT_FOUND');
    }
  });

  it("shows a creator's page with stats over what the site lists", async () => {
    const { data } = await (await visitor(t, 'crohns').get('/api/creators/priya-raman')).json();
    expect(data.display_name).toBe('Priya Raman');
    expect(data.stats.experts).toBe(listedOn('crohns').filter((expert) => expert.creator === 'priya_raman').length);
    await expectError(await visitor(t, 'ntsb').get('/api/creators/priya-raman'), 404, 'CREATOR_NOT_FOUND');
    await expectError(await visitor(t).get('/api/creators/nobody-here'), 404, 'CREATOR_NOT_FOUND');
  });

  it('utility lists: countries in a language, categories, tags by prefix', async () => {
    const countries = (await (await visitor(t).get('/api/utility/countries?locale=de')).json()).data as Array<{
      code: string;
      name: string;
    }>;
    expect(countries).toHaveLength(249);
    expect(countries.find((country) => country.code === 'DE')!.name).toBe('Deutschland');
    const categories = (await (await visitor(t).get('/api/utility/categories')).json()).data;
    expect(categories.length).toBeGreaterThanOrEqual(14);
    const tags = (await (await visitor(t).get('/api/utility/tags?search=ib')).json()).data as Array<{ slug: string }>;
    expect(tags.map((tag) => tag.slug)).toContain('ibd');
    // Tags speak every interface language: a creator typing in German finds one by its German label.
    const german = (await (await visitor(t).get('/api/utility/tags?search=essens')).json()).data as Tag[];
    expect(german.find((tag) => tag.slug === 'meal-planning')).toEqual({
      slug: 'meal-planning',
      label: 'Meal planning',
      labels: SEED_TAG_LABELS['meal-planning'],
    });
  });

  it("an expert's tags carry their labels in every language, so its card and page show them in the reader's", async () => {
    const expert = published.find((candidate) => candidate.tags.includes('meal-planning'))!;
    const { data: detail } = await (await visitor(t, expert.tenants[0]).get(`/api/experts/${expert.slug}`)).json();
    const tag = (detail.tags as Tag[]).find((entry) => entry.slug === 'meal-planning')!;
    expect(tag.labels).toMatchObject({ ar: 'تخطيط الوجبات', de: 'Essensplanung', fr: 'Planification des repas' });
  });
});

describe("what an expert's page is served with", () => {
  it("the lead is the API detail's name, headline, description and language; a site that does not list it gets none", async () => {
    const expert = published.find((candidate) => candidate.tenants.length === 1 && candidate.tenants[0] === 'crohns')!;
    const { data: detail } = await (await visitor(t, 'crohns').get(`/api/experts/${expert.slug}`)).json();
    expect(await listingPageMeta(t.db, 'expert', expert.slug, 'crohns')).toEqual({
      title: detail.name,
      description: detail.headline,
      lead: { lang: detail.locale, name: detail.name, headline: detail.headline, descriptionHtml: detail.description_html },
    });
    expect(await listingPageMeta(t.db, 'expert', expert.slug, 'ntsb')).toBeNull();
    expect(await listingPageMeta(t.db, 'expert', 'no-such-expert', 'crohns')).toBeNull();
  });
});

describe('tenant isolation', () => {
  it('an expert listed only on crohns never appears on ntsb: list, search, featured, detail, reviews, bookmark', async () => {
    const crohnsOnly = published.filter((expert) => expert.tenants.length === 1 && expert.tenants[0] === 'crohns');
    expect(crohnsOnly.length).toBeGreaterThan(3);
    const demo = await signInDemo(t, 'ntsb');
    const featured = (await (await visitor(t, 'ntsb').get('/api/experts/featured')).json()).data as Card[];
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.map((card) => card.slug).filter((slug) => crohnsOnly.some((expert) => expert.slug === slug))).toEqual([]);
    for (const expert of crohnsOnly) {
      const all = await list('?limit=50', 'ntsb');
      expect(all.slugs).not.toContain(expert.slug);
      expect((await list(`?search=${encodeURIComponent(expert.name)}`, 'ntsb')).slugs).not.toContain(expert.slug);
      await expectError(await visitor(t, 'ntsb').get(`/api/experts/${expert.slug}`), 404, 'EXPERT_NOT_FOUND');
      await expectError(await visitor(t, 'ntsb').get(`/api/experts/${expert.slug}/reviews`), 404, 'EXPERT_NOT_FOUND');
      await expectError(await demo.request('PUT', `/api/experts/${expert.slug}/bookmark`, { json: {} }), 404, 'EXPERT_NOT_FOUND');
      expect((await list(`?search=${encodeURIComponent(expert.name)}`, 'crohns')).slugs).toContain(expert.slug);
    }
    // The demo member bookmarked a crohns expert on main: ntsb's bookmark list does not show it, crohns' does.
    const onNtsb = (await (await demo.get('/api/bookmarks')).json()).data as Card[];
    expect(onNtsb.map((card) => card.slug)).not.toContain('low-residue-meal-planner');
    const onCrohns = (await (await (await signInDemo(t, 'crohns')).get('/api/bookmarks')).json()).data as Card[];
    expect(onCrohns.map((card) => card.slug)).toContain('low-residue-meal-planner');
  });

  it('every site lists exactly its own experts', async () => {
    for (const tenant of TENANT_IDS) {
      const result = await list('?limit=50&sort=newest', tenant);
      const expected = listedOn(tenant);
      expect(result.meta.total, tenant).toBe(expected.length);
      const allowed = new Set(expected.map((expert) => expert.slug));
      expect(
        result.slugs.filter((slug) => !allowed.has(slug)),
        tenant,
      ).toEqual([]);
    }
  });
});
