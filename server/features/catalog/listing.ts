/**
 * The catalog list: published experts visible on a tenant, filtered, searched and sorted, one page at a time. One
 * or two queries find the page's ids and the total (listExpertIds says when which); cards.ts hydrates them. The main site lists every
 * published expert; every other site only those in expert_tenants for it (docs/domain.md, Tenancy).
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ExpertListQuery } from '../../../contract/catalog/inputs.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { categories, creatorProfiles, expertTags, expertTenants, experts, tags } from './schema.ts';
import { compactSearchQuery } from './search-query.ts';
import { reviewLowSql } from './quality.ts';

/** A published expert visible on the tenant's site. */
export function visibleOn(tenant: TenantId): SQL {
  const published = eq(experts.status, 'published');
  if (tenant === 'main') return published;
  return and(published, listedOn(tenant))!;
}

/** Listed on the tenant's site, whatever its status (the main site lists every expert). */
export function listedOn(tenant: TenantId): SQL {
  if (tenant === 'main') return sql`true`;
  return sql`exists (select 1 from ${expertTenants} where ${expertTenants.expertId} = ${experts.id} and ${expertTenants.tenantId} = ${tenant})`;
}

function filtersOf(query: ExpertListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.category)
    where.push(sql`${experts.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`);
  for (const tag of query.tags ?? []) {
    where.push(
      sql`exists (select 1 from ${expertTags} join ${tags} on ${tags.id} = ${expertTags.tagId}
          where ${expertTags.expertId} = ${experts.id} and ${tags.slug} = ${tag})`,
    );
  }
  if (query.language) where.push(sql`${query.language} = any(${experts.languages})`);
  if (query.price_model) where.push(eq(experts.priceModel, query.price_model));
  if (query.price_min !== undefined) where.push(gte(experts.priceAmount, query.price_min));
  if (query.price_max !== undefined) where.push(lte(experts.priceAmount, query.price_max));
  if (query.rating_min !== undefined)
    where.push(sql`${experts.ratingCount} > 0 and ${experts.ratingSum}::double precision / ${experts.ratingCount} >= ${query.rating_min}`);
  if (query.availability) where.push(eq(experts.availability, query.availability));
  if (query.human_review !== undefined) where.push(eq(experts.humanReview, query.human_review));
  if (query.creator)
    where.push(
      sql`${experts.creatorId} = (select ${creatorProfiles.userId} from ${creatorProfiles} where ${creatorProfiles.slug} = ${query.creator})`,
    );
  return where;
}

/** Column and natural direction of each sort; ties fall back to the rating score, then the id (a stable order). */
function orderOf(query: ExpertListQuery, rank: SQL | null): SQL[] {
  const direction = (natural: 'asc' | 'desc') => query.sort_direction ?? natural;
  const by = (column: SQL | typeof experts.ratingScore, natural: 'asc' | 'desc') =>
    direction(natural) === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const tail = [desc(experts.ratingScore), asc(experts.id)];
  switch (query.sort) {
    case 'relevance':
      return rank ? [by(rank, 'desc'), ...tail] : [by(sql`${experts.ratingScore}`, 'desc'), asc(experts.id)];
    case 'rating':
      return [by(sql`${experts.ratingScore}`, 'desc'), asc(experts.id)];
    case 'newest':
      return [by(sql`${experts.publishedAt}`, 'desc'), asc(experts.id)];
    case 'price':
      return [by(sql`${experts.priceAmount}`, 'asc'), ...tail];
    case 'popularity':
      return [by(sql`(${experts.useCount} + ${experts.completedRuns} + ${experts.bookmarkCount})`, 'desc'), ...tail];
    case 'runs':
      return [by(sql`${experts.completedRuns}`, 'desc'), ...tail];
    case 'acceptance':
      // The interval's lower bound, not the rate: 3 accepted of 3 (low 0.44) ranks below 290 of 300 (low 0.94).
      return [by(reviewLowSql(), 'desc'), ...tail];
  }
}

export interface ListPage {
  ids: string[];
  total: number;
}

export async function listExpertIds(db: Database, tenant: TenantId, query: ExpertListQuery): Promise<ListPage> {
  const search = query.search ? await compactSearchQuery(db, query.search) : null;
  const where = [visibleOn(tenant), ...filtersOf(query)];
  // Something typed that holds no word (only punctuation) matches nothing rather than everything.
  if (query.search && !search) return { ids: [], total: 0 };
  const offset = (query.page - 1) * query.limit;
  if (!search) {
    // Without a search the page walks an ordered index and stops after `limit` rows; a window count would make it
    // visit every visible expert first (14 ms instead of 0.1 ms at 10,000 experts: bench:catalog), so the total is
    // its own count, run beside it.
    const [rows, total] = await Promise.all([
      db.execute(sql`
        select ${experts.id} as id from ${experts}
        where ${and(...where)}
        order by ${sql.join(orderOf(query, null), sql`, `)}
        limit ${query.limit} offset ${offset}`) as unknown as Promise<{ rows: Array<{ id: string }> }>,
      countVisible(db, where, sql`${experts}`),
    ]);
    return { ids: rows.rows.map((row) => row.id), total };
  }
  // A search ranks every match anyway, so one query gives the page and the total (a window count).
  const rank = sql`ts_rank_cd(${experts.searchVector}, q.query, 1)`;
  const from = sql`${experts} cross join (select ${search} as query) q`;
  where.push(sql`${experts.searchVector} @@ q.query`);
  const rows = (await db.execute(sql`
    select ${experts.id} as id, count(*) over () as total
    from ${from}
    where ${and(...where)}
    order by ${sql.join(orderOf(query, rank), sql`, `)}
    limit ${query.limit} offset ${offset}`)) as unknown as { rows: Array<{ id: string; total: string | number }> };
  const total = rows.rows[0] ? Number(rows.rows[0].total) : query.page > 1 ? await countVisible(db, where, from) : 0;
  return { ids: rows.rows.map((row) => row.id), total };
}

/** The number of visible experts matching `where` (also when the page asked for is past the end of a search). */
async function countVisible(db: Database, where: SQL[], from: SQL): Promise<number> {
  const result = (await db.execute(sql`select count(*) as total from ${from} where ${and(...where)}`)) as unknown as {
    rows: Array<{ total: string | number }>;
  };
  return Number(result.rows[0]?.total ?? 0);
}

/** Published experts per category on a tenant's site. */
export async function countByCategory(db: Database, tenant: TenantId): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: experts.categoryId, count: sql<number>`count(*)::int` })
    .from(experts)
    .where(visibleOn(tenant))
    .groupBy(experts.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
}

/** The ids among `ids` visible on the tenant (bookmarks, featured lists). */
export async function filterVisible(db: Database, tenant: TenantId, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(inArray(experts.id, ids), visibleOn(tenant)));
  return new Set(rows.map((row) => row.id));
}
