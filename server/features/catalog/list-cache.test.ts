/**
 * The catalog list is shared between visitors for CATALOG_CACHE_MS (lib/read-cache.ts): a change made outside this
 * process shows after at most that long, and any state-changing request through this process shows at once.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInDemo, visitor } from '../../../tests/support/catalog.ts';

const t = useTestApp({ env: { CATALOG_CACHE_MS: '60000' } });
beforeAll(() => seedTestCatalog(t), 180_000);

async function list(query: string) {
  const response = await visitor(t).get(`/api/experts${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Array<{ slug: string }>; meta: { total: number } };
  return { total: body.meta.total, header: response.headers.get('x-total-count'), slugs: body.data.map((card) => card.slug) };
}

describe('catalog list cache (CATALOG_CACHE_MS=60000)', () => {
  it('serves a repeated list from memory until a state-changing request clears it', async () => {
    const demo = await signInDemo(t);
    const first = await list('?limit=5&sort=newest');
    const suspended = first.slugs[0]!;
    // A write that did not come through this process (another API process, a background job).
    await t.db.execute(sql`update experts set status = 'suspended' where slug = ${suspended}`);

    const again = await list('?limit=5&sort=newest');
    expect(again).toEqual(first);
    const otherQuery = await list('?limit=6&sort=newest');
    expect(otherQuery.total).toBe(first.total - 1);
    expect(otherQuery.slugs).not.toContain(suspended);

    const bookmarked = await demo.request('PUT', `/api/experts/${first.slugs[1]}/bookmark`, { json: {} });
    expect(bookmarked.status).toBe(200);
    const after = await list('?limit=5&sort=newest');
    expect(after.total).toBe(first.total - 1);
    expect(after.header).toBe(String(first.total - 1));
    expect(after.slugs).not.toContain(suspended);
  });

  it('answers a hit exactly as the load that filled it: body bytes and list headers; each tenant has its own entry', async () => {
    const answer = async (tenant: 'main' | 'crohns') => {
      const response = await visitor(t, tenant).get('/api/experts?limit=4&sort=rating');
      expect(response.status).toBe(200);
      const headers = ['content-type', 'cache-control', 'x-total-count', 'x-current-page', 'x-per-page'].map((name) => [
        name,
        response.headers.get(name),
      ]);
      return { headers, body: await response.text() };
    };
    const miss = await answer('main');
    expect(miss.headers).toContainEqual(['content-type', 'application/json']);
    expect(miss.headers).toContainEqual(['cache-control', 'no-store']);
    expect(await answer('main')).toEqual(miss);
    const crohns = await answer('crohns');
    expect(crohns.body).not.toBe(miss.body);
    expect(await answer('crohns')).toEqual(crohns);
    expect(JSON.parse(crohns.body).meta).toEqual({ total: Number(crohns.headers[2]![1]), current_page: 1, per_page: 4 });
  });

  it('answers the same list for the same parsed query however it was written, and still refuses a bad query string', async () => {
    const written = await list('?sort=popularity&limit=3');
    expect(await list('?limit=3&sort=popularity')).toEqual(written);
    expect(await list('?limit=3&sort=popularity&search=')).toEqual(written);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await visitor(t).get('/api/experts?limit=3&sort=popularity&search=a%00b');
      expect(refused.status).toBe(422);
      const invalid = await visitor(t).get('/api/experts?limit=0');
      expect(invalid.status).toBe(422);
    }
  });
});
