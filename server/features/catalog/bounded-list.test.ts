/**
 * Bounded counts (issue 29): a list that matches more than the count limit says so (total_capped) and still gives
 * the right page, ordered by the sort's own order; a search matching more than the rank limit lists its matches
 * best rated first. Run on the seeded catalog with small limits (the real ones are 1,000 and 300), against the
 * unbounded answer of the same API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expertListQuerySchema } from '../../../contract/catalog/inputs.ts';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, visitor } from '../../../tests/support/catalog.ts';
import { experts } from './schema.ts';
import { listExpertIds } from './listing.ts';

const t = useTestApp();
beforeAll(() => seedTestCatalog(t), 180_000);

const slugsOf = async (ids: string[]) => {
  const rows = await t.db.select({ id: experts.id, slug: experts.slug }).from(experts);
  const slug = new Map(rows.map((row) => [row.id, row.slug]));
  return ids.map((id) => slug.get(id));
};

async function apiList(query: string) {
  const response = await visitor(t, 'main').get(`/api/experts${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Array<{ slug: string }>; meta: { total: number; total_capped?: boolean } };
  return { slugs: body.data.map((card) => card.slug), meta: body.meta, capped: response.headers.get('x-total-capped') };
}

describe('bounded counts', () => {
  it('the API counts exactly below the limit and says nothing of a cap', async () => {
    const { meta, capped } = await apiList('?limit=5');
    expect(meta.total).toBeGreaterThan(5);
    expect(meta.total_capped).toBeUndefined();
    expect(capped).toBeNull();
  });

  it('past the count limit: total is the limit, capped, and the page is the sort order of all matches', async () => {
    for (const sort of ['rating', 'newest', 'price'] as const) {
      const query = expertListQuerySchema.parse({ sort, limit: '4', page: '2' });
      const page = await listExpertIds(t.db, 'main', query, { count: 10, rank: 5 });
      expect(page).toMatchObject({ total: 10, capped: true });
      expect(await slugsOf(page.ids)).toEqual((await apiList(`?sort=${sort}&limit=4&page=2`)).slugs);
    }
  });

  it('a search matching more than the rank limit lists its matches best rated first; below it, by relevance', async () => {
    const full = await apiList('?search=plan&limit=50');
    expect(full.meta.total).toBeGreaterThan(3);
    const broad = await listExpertIds(t.db, 'main', expertListQuerySchema.parse({ search: 'plan', limit: '50' }), { count: 1000, rank: 3 });
    expect(broad).toMatchObject({ total: full.meta.total, capped: false });
    const byRating = (await apiList('?search=plan&sort=rating&limit=50')).slugs;
    expect(await slugsOf(broad.ids)).toEqual(byRating);
    // Ranked (the default limits): the same matches, in relevance order.
    expect([...full.slugs].sort()).toEqual([...byRating].sort());
  });
});
