import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../tenants/index.ts';
import { getLandingCopy } from './index.ts';
import { LandingCopySchema } from './schema.ts';

/** Every string of a copy object, so checks can scan all of a tenant's text at once. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('landing copy (English)', () => {
  it('exists for every tenant and passes the schema', () => {
    for (const tenant of TENANTS) {
      expect(() => LandingCopySchema.parse(getLandingCopy(tenant.id, 'en')), tenant.id).not.toThrow();
    }
  });

  it('is original per tenant: no two tenants share a hero heading or an expert title', () => {
    const headings = TENANTS.map((t) => getLandingCopy(t.id, 'en').hero.heading);
    expect(new Set(headings).size).toBe(TENANTS.length);
    const expertTitles = TENANTS.flatMap((t) => getLandingCopy(t.id, 'en').experts.cards.map((c) => c.title));
    const repeated = expertTitles.filter((title, i) => expertTitles.indexOf(title) !== i);
    expect(repeated).toEqual([]);
  });

  it('states that every themed variant is an independent service, and only main omits the notice', () => {
    for (const tenant of TENANTS) {
      const notice = getLandingCopy(tenant.id, 'en').footerNotice;
      if (tenant.id === 'main') expect(notice).toBeUndefined();
      else expect(notice, tenant.id).toMatch(/^An independent service for /);
    }
  });

  it('gives the marketplace its category tiles and creators section', () => {
    const main = getLandingCopy('main', 'en');
    expect(main.categories?.tiles.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Education', 'Nutrition', 'Business', 'Health', 'Legal', 'Agriculture']),
    );
    expect(main.creators?.body).toMatch(/protocol/i);
  });

  it('contains no placeholder text', () => {
    for (const tenant of TENANTS) {
      const text = allStrings(getLandingCopy(tenant.id, 'en')).join('\n');
      expect(text, tenant.id).not.toMatch(/lorem|ipsum|TODO|TBD|\{\{|\bxxx\b/i);
    }
  });
});
