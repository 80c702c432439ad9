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
import { preferenceLowSql, reviewLowSql } from './quality.ts';

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
    case 'preference':
      return [by(preferenceLowSql(), 'desc'), ...tail];
  }
}

/**
 * Counts stop here: a list that matches more says "1,000+" (total_capped), and is ordered by an index walk instead of
 * ranking every match. Counting or ranking all of them was the catalog's whole cost (bench:catalog, issue 29): a
 * one-letter prefix matches most of the catalog, and ts_rank_cd over 8,000 documents took 80–150 ms.
 */
export const COUNT_LIMIT = 1000;
/**
 * Relevance ranks the matches when at most this many (ts_rank_cd with prefixes costs ~15 µs a document); a broader
 * search (1–3 letters typed, a common word) lists its matches best rated first, as the list without a search does.
 */
export const RANK_LIMIT = 300;

export interface ListPage {
  ids: string[];
  total: number;
  /** More than `total` match: the count stopped at COUNT_LIMIT. */
  capped: boolean;
}

type Rows<T> = { rows: T[] };

/**
 * One page of the list and its total, in one statement when at most COUNT_LIMIT match (nearly every typed search
 * past two letters): the matches are found without any order (and stop at COUNT_LIMIT + 1), then only they are
 * ranked or sorted, by primary key. When more match, a second statement walks the sort's ordered index (relevance
 * falls back to the rating order) and stops after the page; the total is then "at least COUNT_LIMIT".
 *
 * A search finds its matches through the GIN index, always: PostgreSQL's estimate for a prefix query is far off
 * (it guessed 88 % of the catalog for "every fig", which matched 7 %) and it costs a document test at almost
 * nothing, while one takes ~15 µs; so it chose a sequential scan or the status index and tested thousands of
 * documents (100–150 ms). The search runs in a transaction with sequential scans off, and its published test is
 * written so that no other index applies.
 */
export interface ListLimits {
  count: number;
  rank: number;
}

export async function listExpertIds(
  db: Database,
  tenant: TenantId,
  query: ExpertListQuery,
  limits: ListLimits = { count: COUNT_LIMIT, rank: RANK_LIMIT },
): Promise<ListPage> {
  const search = query.search ? await compactSearchQuery(db, query.search) : null;
  // Something typed that holds no word (only punctuation) matches nothing rather than everything.
  if (query.search && !search) return { ids: [], total: 0, capped: false };
  if (!search) return pageOf(db, sql`${experts}`, [visibleOn(tenant), ...filtersOf(query)], query, null, limits);
  const where = [
    sql`(${experts.status} || '') = 'published'`,
    listedOn(tenant),
    ...filtersOf(query),
    sql`${experts.searchVector} @@ q.query`,
  ];
  const from = sql`${experts} cross join (select ${search} as query) q`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return pageOf(tx as unknown as Database, from, where, query, sql`ts_rank_cd(${experts.searchHead}, q.query, 1)`, limits);
  });
}

async function pageOf(
  db: Database,
  from: SQL,
  where: SQL[],
  query: ExpertListQuery,
  rank: SQL | null,
  limits: ListLimits,
): Promise<ListPage> {
  const offset = (query.page - 1) * query.limit;
  const ranked = rank ? sql`case when n.total <= ${limits.rank} then ${rank} else 0 end` : null;
  const first = (await db.execute(sql`
    with m as materialized (select ${experts.id} as id from ${from} where ${and(...where)} limit ${limits.count + 1}),
    n as (select count(*)::int as total from m)
    select n.total, p.id from n left join lateral (
      select ${experts.id} as id from ${from}
      where n.total <= ${limits.count} and ${experts.id} in (select m.id from m)
      order by ${sql.join(orderOf(query, ranked), sql`, `)}
      limit ${query.limit} offset ${offset}
    ) p on true`)) as unknown as Rows<{ total: number; id: string | null }>;
  const total = Number(first.rows[0]?.total ?? 0);
  if (total <= limits.count) return { ids: first.rows.flatMap((row) => (row.id ? [row.id] : [])), total, capped: false };
  const walked = (await db.execute(sql`
    select ${experts.id} as id from ${from}
    where ${and(...where)}
    order by ${sql.join(orderOf(query, null), sql`, `)}
    limit ${query.limit} offset ${offset}`)) as unknown as Rows<{ id: string }>;
  return { ids: walked.rows.map((row) => row.id), total: limits.count, capped: true };
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
