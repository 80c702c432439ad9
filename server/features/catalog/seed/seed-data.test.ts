import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../../../../contract/fields.ts';
import { LOCALES, type Locale } from '../../../../contract/locales.ts';
import { SEED_CATEGORIES } from './categories.ts';
import { SEED_CREATORS } from './creators.ts';
import { SEED_EXPERTS } from './experts/index.ts';
import { SEED_KNOWLEDGE_DIR, countWords, readSeedKnowledge } from './knowledge.ts';
import { SEED_REVIEWERS } from './reviewers.ts';
import { SEED_REVIEWS } from './reviews.ts';
import { SEED_TAGS } from './tags.ts';
import { SEED_TENANT_IDS, type SeedExpert } from './types.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const published = SEED_EXPERTS.filter((e) => e.status === 'published');
const variantTenants = SEED_TENANT_IDS.filter((t) => t !== 'main');

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

/** Sentences end in . ! ? (or the Arabic ؟) before a space or the end, or in Chinese 。！？ anywhere. */
function countSentences(text: string): number {
  return (text.match(/[.!?؟](?=\s|$)|[。！？]/g) ?? []).length;
}

function expectEachExpert(check: (expert: SeedExpert) => string | null): void {
  const problems = SEED_EXPERTS.map((e) => check(e)).filter((p): p is string => p !== null);
  expect(problems).toEqual([]);
}

describe('seed categories and tags', () => {
  it('has 12-16 categories with unique kebab-case slugs and a label in every locale', () => {
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(SEED_CATEGORIES.length).toBeLessThanOrEqual(16);
    expect(duplicates(SEED_CATEGORIES.map((c) => c.slug))).toEqual([]);
    for (const category of SEED_CATEGORIES) {
      expect(category.slug).toMatch(KEBAB);
      expect(category.icon).toMatch(/^[a-z-]{2,20}$/);
      expect(Object.keys(category.labels).sort()).toEqual([...LOCALES].sort());
      for (const label of Object.values(category.labels)) expect(label.trim().length).toBeGreaterThan(1);
    }
  });

  it('uses every category for at least one expert', () => {
    const used = new Set(SEED_EXPERTS.map((e) => e.category));
    expect(SEED_CATEGORIES.map((c) => c.slug).filter((slug) => !used.has(slug))).toEqual([]);
  });

  it('registers exactly the tags the experts use, each with a label', () => {
    const slugs = SEED_TAGS.map((t) => t.slug);
    expect(duplicates(slugs)).toEqual([]);
    for (const tag of SEED_TAGS) {
      expect(tag.slug).toMatch(KEBAB);
      expect(tag.label.trim().length).toBeGreaterThan(1);
    }
    const used = new Set(SEED_EXPERTS.flatMap((e) => e.tags));
    expect([...used].filter((slug) => !slugs.includes(slug))).toEqual([]);
    expect(slugs.filter((slug) => !used.has(slug))).toEqual([]);
  });
});

describe('seed people', () => {
  const usernames = [...SEED_CREATORS, ...SEED_REVIEWERS].map((p) => p.username);

  it('has unique usernames across creators and reviewers (they share the users table)', () => {
    expect(duplicates(usernames)).toEqual([]);
    // The contract's own rule, so the seeder can insert every name; lower case keeps URLs and mentions uniform.
    expect(usernames.filter((u) => !usernameSchema.safeParse(u).success || u !== u.toLowerCase())).toEqual([]);
    expect(SEED_CREATORS.length).toBeGreaterThanOrEqual(25);
    expect(SEED_REVIEWERS.length).toBeGreaterThanOrEqual(35);
  });

  it('gives every creator a country, a locale, a short headline and a two- or three-sentence bio', () => {
    for (const creator of SEED_CREATORS) {
      expect(creator.country, creator.username).toMatch(/^[A-Z]{2}$/);
      expect(LOCALES).toContain(creator.locale);
      expect(creator.headline.length, creator.username).toBeLessThanOrEqual(90);
      expect(countSentences(creator.bio), creator.username).toBeGreaterThanOrEqual(2);
      expect(countSentences(creator.bio), creator.username).toBeLessThanOrEqual(3);
      if (creator.website) expect(creator.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
    }
    for (const reviewer of SEED_REVIEWERS) expect(LOCALES).toContain(reviewer.locale);
  });

  it('gives every creator at least one expert, several of them three to six, none more', () => {
    const counts = SEED_CREATORS.map((c) => SEED_EXPERTS.filter((e) => e.creator === c.username).length);
    expect(counts.filter((n) => n === 0)).toEqual([]);
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    expect(counts.filter((n) => n >= 3).length).toBeGreaterThanOrEqual(10);
  });
});

describe('seed experts', () => {
  it('has about 110-125 experts with unique kebab-case slugs', () => {
    expect(SEED_EXPERTS.length).toBeGreaterThanOrEqual(110);
    expect(SEED_EXPERTS.length).toBeLessThanOrEqual(125);
    expect(duplicates(SEED_EXPERTS.map((e) => e.slug))).toEqual([]);
    expectEachExpert((e) => (KEBAB.test(e.slug) && e.slug.length <= 60 ? null : `${e.slug}: slug`));
  });

  it('keeps names, headlines and descriptions within their limits', () => {
    expectEachExpert((e) => (e.name.length <= 60 && e.name.trim() === e.name ? null : `${e.slug}: name`));
    expectEachExpert((e) => (e.headline.length <= 120 && e.headline.length >= 20 ? null : `${e.slug}: headline`));
    expectEachExpert((e) => {
      const words = countWords(e.description);
      return words >= 60 && words <= 180 ? null : `${e.slug}: description has ${words} words`;
    });
    expectEachExpert((e) => (/\n{3,}|^\s|\s$| \n/.test(e.description) ? `${e.slug}: description whitespace` : null));
  });

  it('resolves every reference: locale, category, tags, languages, creator', () => {
    const categories = new Set(SEED_CATEGORIES.map((c) => c.slug));
    const tags = new Set(SEED_TAGS.map((t) => t.slug));
    const creators = new Map(SEED_CREATORS.map((c) => [c.username, c]));
    expectEachExpert((e) => (LOCALES.includes(e.locale) ? null : `${e.slug}: locale ${e.locale}`));
    expectEachExpert((e) => (categories.has(e.category) ? null : `${e.slug}: category ${e.category}`));
    expectEachExpert((e) => {
      const ok = e.tags.length >= 2 && e.tags.length <= 5 && duplicates(e.tags).length === 0 && e.tags.every((t) => tags.has(t));
      return ok ? null : `${e.slug}: tags ${e.tags.join(',')}`;
    });
    expectEachExpert((e) => {
      const ok = e.languages.includes(e.locale) && duplicates(e.languages).length === 0 && e.languages.every((l) => LOCALES.includes(l));
      return ok ? null : `${e.slug}: languages ${e.languages.join(',')}`;
    });
    expectEachExpert((e) => (creators.get(e.creator)?.locale === e.locale ? null : `${e.slug}: creator ${e.creator} or its locale`));
  });

  it('lists experts only on known variants, never names main (it lists them all) and features only where listed', () => {
    expectEachExpert((e) => {
      const ok = duplicates(e.tenants).length === 0 && e.tenants.every((t) => (variantTenants as string[]).includes(t));
      return ok ? null : `${e.slug}: tenants ${e.tenants.join(',')}`;
    });
    expectEachExpert((e) => {
      const listed: string[] = ['main', ...e.tenants];
      const ok = (e.featuredOn ?? []).every((t) => listed.includes(t)) && (!e.featuredOn?.length || e.status === 'published');
      return ok ? null : `${e.slug}: featuredOn ${e.featuredOn?.join(',')}`;
    });
  });

  it('prices in integer cents within realistic ranges', () => {
    expectEachExpert(({ slug, price }) => {
      if (!Number.isInteger(price.amount) || price.currency !== 'USD') return `${slug}: amount`;
      if (price.model === 'free') return price.amount === 0 && !price.interval ? null : `${slug}: free`;
      if (price.model === 'per_run') return price.amount >= 200 && price.amount <= 6000 && !price.interval ? null : `${slug}: per run`;
      return price.amount >= 900 && price.amount <= 9900 && price.interval === 'month' ? null : `${slug}: subscription`;
    });
  });

  it('gives each expert three starters and two to four intake questions', () => {
    expectEachExpert((e) => (e.starters.length === 3 && e.starters.every((s) => s.trim().length >= 10) ? null : `${e.slug}: starters`));
    expectEachExpert((e) => {
      if (e.intake.length < 2 || e.intake.length > 4) return `${e.slug}: ${e.intake.length} intake questions`;
      if (duplicates(e.intake.map((q) => q.field)).length) return `${e.slug}: duplicate intake field`;
      for (const q of e.intake) {
        if (!SNAKE.test(q.field)) return `${e.slug}: intake field ${q.field}`;
        if (q.type === 'choice' && (q.options?.length ?? 0) < 2) return `${e.slug}: ${q.field} needs options`;
        if (q.type !== 'choice' && q.options) return `${e.slug}: ${q.field} has options but is ${q.type}`;
      }
      return e.intake.some((q) => q.required) ? null : `${e.slug}: no required intake question`;
    });
  });

  it('is mostly published, with a few in review or draft for the creator demo', () => {
    const share = published.length / SEED_EXPERTS.length;
    expect(share).toBeGreaterThanOrEqual(0.9);
    expect(SEED_EXPERTS.some((e) => e.status === 'in_review')).toBe(true);
    expect(SEED_EXPERTS.some((e) => e.status === 'draft')).toBe(true);
  });

  it('lists at least 8 published experts on every variant and 10-14 on main only', () => {
    const counts = Object.fromEntries(variantTenants.map((t) => [t, published.filter((e) => e.tenants.includes(t)).length]));
    expect(Object.entries(counts).filter(([, n]) => n < 8)).toEqual([]);
    const mainOnly = SEED_EXPERTS.filter((e) => e.tenants.length === 0).length;
    expect(mainOnly).toBeGreaterThanOrEqual(10);
    expect(mainOnly).toBeLessThanOrEqual(14);
  });

  it('features three or four experts on every site, main included', () => {
    for (const tenant of SEED_TENANT_IDS) {
      const featured = SEED_EXPERTS.filter((e) => e.featuredOn?.includes(tenant)).length;
      expect(featured, tenant).toBeGreaterThanOrEqual(3);
      expect(featured, tenant).toBeLessThanOrEqual(4);
    }
  });

  it('writes about three quarters of the copy in English and uses every other locale', () => {
    const english = SEED_EXPERTS.filter((e) => e.locale === 'en').length / SEED_EXPERTS.length;
    expect(english).toBeGreaterThanOrEqual(0.65);
    expect(english).toBeLessThanOrEqual(0.8);
    for (const locale of LOCALES) expect(SEED_EXPERTS.filter((e) => e.locale === locale).length, locale).toBeGreaterThanOrEqual(3);
  });
});

describe('seed knowledge documents', () => {
  const files = readdirSync(SEED_KNOWLEDGE_DIR).filter((f) => f.endsWith('.md'));

  it('has one document for every published expert and none for unknown slugs', () => {
    const slugs = new Set(SEED_EXPERTS.map((e) => e.slug));
    expect(published.filter((e) => !existsSync(new URL(`${e.slug}.md`, SEED_KNOWLEDGE_DIR))).map((e) => e.slug)).toEqual([]);
    expect(files.map((f) => f.replace(/\.md$/, '')).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('writes 250-500 words in markdown with ## headings', () => {
    const problems: string[] = [];
    for (const expert of published) {
      const text = readSeedKnowledge(expert.slug);
      const words = countWords(text);
      if (words < 250 || words > 500) problems.push(`${expert.slug}: ${words} words`);
      if ((text.match(/^## \S/gm) ?? []).length < 2) problems.push(`${expert.slug}: fewer than two ## headings`);
      if (/^# /m.test(text)) problems.push(`${expert.slug}: has a # title (the expert name is the title)`);
    }
    expect(problems).toEqual([]);
  });

  it('reads a document as UTF-8 text', () => {
    const first = published[0];
    expect(first).toBeDefined();
    expect(readSeedKnowledge(first!.slug)).toBe(readFileSync(new URL(`${first!.slug}.md`, SEED_KNOWLEDGE_DIR), 'utf8'));
  });
});

describe('seed reviews', () => {
  const experts = new Map(SEED_EXPERTS.map((e) => [e.slug, e]));
  const reviewers = new Set(SEED_REVIEWERS.map((r) => r.username));

  it('resolves every review to a published expert and a reviewer, at most once per pair', () => {
    const problems = SEED_REVIEWS.filter((r) => experts.get(r.expert)?.status !== 'published' || !reviewers.has(r.reviewer));
    expect(problems).toEqual([]);
    expect(duplicates(SEED_REVIEWS.map((r) => `${r.expert} ${r.reviewer}`))).toEqual([]);
  });

  it('has integer stars 1-5, mostly 4-5, and one to three sentences of text in a known locale', () => {
    for (const review of SEED_REVIEWS) {
      expect([1, 2, 3, 4, 5]).toContain(review.stars);
      expect(LOCALES).toContain(review.locale);
      const sentences = countSentences(review.text);
      expect(sentences, `${review.expert} ${review.reviewer}`).toBeGreaterThanOrEqual(1);
      expect(sentences, `${review.expert} ${review.reviewer}`).toBeLessThanOrEqual(3);
    }
    const high = SEED_REVIEWS.filter((r) => r.stars >= 4).length / SEED_REVIEWS.length;
    expect(high).toBeGreaterThan(0.65);
    expect(SEED_REVIEWS.some((r) => r.stars <= 2)).toBe(true);
  });

  it('gives most published experts two to six reviews and leaves a few without any', () => {
    const counts = published.map((e) => SEED_REVIEWS.filter((r) => r.expert === e.slug).length);
    expect(counts.filter((n) => n === 1 || n > 6)).toEqual([]);
    const none = counts.filter((n) => n === 0).length;
    expect(none).toBeGreaterThanOrEqual(2);
    expect(none / published.length).toBeLessThan(0.2);
  });

  it('writes a review mostly in its expert’s language', () => {
    const same = SEED_REVIEWS.filter((r) => experts.get(r.expert)?.locale === r.locale).length;
    expect(same / SEED_REVIEWS.length).toBeGreaterThan(0.8);
    const reviewerLocale = new Map<string, Locale>(SEED_REVIEWERS.map((r) => [r.username, r.locale]));
    expect(SEED_REVIEWS.filter((r) => reviewerLocale.get(r.reviewer) !== r.locale)).toEqual([]);
  });
});
