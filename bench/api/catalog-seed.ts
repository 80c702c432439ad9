/**
 * Fills a throwaway PostgreSQL database for the catalog benchmark: the project's migrations and the marketplace's own
 * seed step (categories, tags, creators, ~120 hand-written experts), then generated experts up to BENCH_EXPERTS in the
 * feature's Drizzle tables, each with its tags, the tenants it is listed on and its search document built by the
 * feature's own searchVectorSql (the same tsvector the service writes). Rows go in batches of a few hundred in one
 * transaction: the per-expert service path (three queries each) would take minutes for 10,000 rows and measure
 * nothing the benchmark is about.
 */
import { sql } from 'drizzle-orm';
import { TENANT_IDS, type TenantId } from '../../contract/tenants.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bayesianScore } from '../../server/features/catalog/ratings.ts';
import { categories, creatorProfiles, expertTags, expertTenants, experts, tags } from '../../server/features/catalog/schema.ts';
import { searchVectorSql } from '../../server/features/catalog/search.ts';
import { seedCatalog } from '../../server/features/catalog/seed-step.ts';
import { generateCopy, pick, prng } from './catalog-corpus.ts';

const BATCH = 250;
const DAY_MS = 86_400_000;
const OTHER_TENANTS = TENANT_IDS.filter((id) => id !== 'main');

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Status mix of a live catalog: most published, some waiting for review, a few drafts and suspended. */
function statusOf(roll: number): 'published' | 'in_review' | 'draft' | 'suspended' {
  if (roll < 0.88) return 'published';
  if (roll < 0.94) return 'in_review';
  if (roll < 0.98) return 'draft';
  return 'suspended';
}

export async function seedBenchCatalog(databaseUrl: string, total: number): Promise<{ experts: number; published: number }> {
  const handle = await openDatabase({ databaseUrl, maxConnections: 2 });
  const { db } = handle;
  try {
    await migrate(handle);
    await seedCatalog(db);
    const categoryRows = await db.select({ id: categories.id, slug: categories.slug, labels: categories.labels }).from(categories);
    const tagRows = await db.select({ id: tags.id, label: tags.label }).from(tags);
    const creators = (await db.select({ id: creatorProfiles.userId }).from(creatorProfiles)).map((row) => row.id);
    const [{ existing }] = (await db.select({ existing: sql<number>`count(*)::int` }).from(experts)) as [{ existing: number }];
    const random = prng(16_010);
    const now = Date.now();
    for (let start = existing; start < total; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, offset) => {
        const index = start + offset;
        const category = pick(random, categoryRows);
        const copy = generateCopy(random, category.slug, category.labels);
        const chosenTags = [...new Set(Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(random, tagRows)))];
        // Main lists every published expert; most are also on one or two tenant sites, some on main only.
        const tenantCount = random() < 0.2 ? 0 : 1 + Math.floor(random() * 2);
        const tenants = [...new Set(Array.from({ length: tenantCount }, () => pick(random, OTHER_TENANTS)))] as TenantId[];
        const status = statusOf(random());
        const at = new Date(now - Math.floor(random() * 700) * DAY_MS);
        const ratingCount = random() < 0.3 ? 0 : Math.floor(random() ** 2 * 200);
        const ratingSum = Math.round(ratingCount * (2.5 + random() * 2.5));
        const priceRoll = random();
        const priceModel: 'free' | 'per_run' | 'subscription' = priceRoll < 0.45 ? 'free' : priceRoll < 0.8 ? 'per_run' : 'subscription';
        const languages = [...new Set([copy.locale, ...(random() < 0.4 ? [pick(random, ['en', 'es', 'fr', 'de'] as const)] : [])])];
        return {
          tenants,
          tagIds: chosenTags.map((tag) => tag.id),
          row: {
            slug: `${slugify(copy.name).slice(0, 48) || 'expert'}-${index}`,
            creatorId: pick(random, creators),
            name: copy.name,
            headline: copy.headline,
            description: copy.description,
            locale: copy.locale,
            languages,
            categoryId: category.id,
            status,
            humanReview: random() < 0.35,
            priceModel,
            priceAmount: priceModel === 'free' ? 0 : 100 * (1 + Math.floor(random() * 49)),
            priceInterval: priceModel === 'subscription' ? ('month' as const) : null,
            availability: pick(random, ['now', 'now', 'day', 'booked'] as const),
            submittedAt: status === 'draft' ? null : at,
            publishedAt: status === 'published' || status === 'suspended' ? at : null,
            createdAt: at,
            updatedAt: at,
            completedRuns: Math.floor(random() ** 3 * 5000),
            hitlAcceptanceRate: random() < 0.5 ? Math.round(random() * 100) / 100 : null,
            preferenceWinRate: random() < 0.5 ? Math.round(random() * 100) / 100 : null,
            ratingCount,
            ratingSum,
            ratingScore: bayesianScore(ratingCount, ratingSum),
            bookmarkCount: Math.floor(random() ** 2 * 300),
            useCount: Math.floor(random() ** 2 * 2000),
            searchVector: searchVectorSql({
              locale: copy.locale,
              name: copy.name,
              headline: copy.headline,
              tags: chosenTags.map((tag) => tag.label),
              category: [...new Set([category.labels[copy.locale], category.labels.en])].join(' '),
              description: copy.description,
            }),
          },
        };
      });
      await db.transaction(async (tx) => {
        const ids = await tx
          .insert(experts)
          .values(batch.map((item) => item.row))
          .returning({ id: experts.id, slug: experts.slug });
        // Matched by slug: PostgreSQL does not promise RETURNING rows in VALUES order.
        const idOf = new Map(ids.map((row) => [row.slug, row.id]));
        const tagLinks = batch.flatMap((item) => item.tagIds.map((tagId) => ({ expertId: idOf.get(item.row.slug)!, tagId })));
        const tenantLinks = batch.flatMap((item) => item.tenants.map((tenantId) => ({ expertId: idOf.get(item.row.slug)!, tenantId })));
        await tx.insert(expertTags).values(tagLinks);
        if (tenantLinks.length > 0) await tx.insert(expertTenants).values(tenantLinks);
      });
    }
    // What autovacuum does soon after a bulk load on a live database: statistics and the visibility map (index-only scans).
    await db.execute(sql`vacuum analyze`);
    const [counts] = (await db
      .select({ experts: sql<number>`count(*)::int`, published: sql<number>`(count(*) filter (where status = 'published'))::int` })
      .from(experts)) as [{ experts: number; published: number }];
    return counts;
  } finally {
    await handle.close();
  }
}
