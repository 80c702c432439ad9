import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { ensureDemoAccount, DEMO_ACCOUNT } from '../../core/demo-accounts.ts';
import { refreshSearchVector } from './indexing.ts';
import { seedCatalog } from './seed-step.ts';
import { SEED_EXPERTS, SEED_REVIEWS } from './seed/index.ts';

const t = useTestApp();

describe('catalog seed step', () => {
  it('creates the catalog once, and a second run adds nothing', async () => {
    await ensureDemoAccount(t.db, DEMO_ACCOUNT);
    const first = await seedCatalog(t.db);
    expect(first).toEqual({
      experts: SEED_EXPERTS.length,
      reviews: SEED_REVIEWS.length,
      published: SEED_EXPERTS.filter((e) => e.status === 'published').length,
    });
    expect(await seedCatalog(t.db)).toBeNull();
    const rows = (await t.db.execute(sql`select count(*)::int as n from experts where search_vector is null`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows.rows[0]!.n).toBe(0);
  }, 120_000);

  // Lexemes with the weight of each occurrence; positions may differ (refreshSearchVector lists tags in join order).
  it('stores the same search documents as an edit of the listing would (refreshSearchVector)', async () => {
    await ensureDemoAccount(t.db, DEMO_ACCOUNT);
    await seedCatalog(t.db);
    const read = async () =>
      (
        (await t.db.execute(
          sql`select slug, (select string_agg(lexeme || ':' || array_to_string(weights, ''), ' ' order by lexeme) from unnest(search_vector)) as v from experts order by slug`,
        )) as unknown as {
          rows: Array<{ slug: string; v: string }>;
        }
      ).rows;
    const seeded = await read();
    const ids = (await t.db.execute(sql`select id from experts`)) as unknown as { rows: Array<{ id: string }> };
    for (const { id } of ids.rows) await refreshSearchVector(t.db, id);
    expect(seeded).toHaveLength(SEED_EXPERTS.length);
    expect(await read()).toEqual(seeded);
  }, 120_000);
});
