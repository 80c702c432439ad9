/**
 * Turns expert rows into the contract's shapes: a card (ExpertSummary), the page (Expert) and the creator's view
 * (MyExpert). Categories, tags and creators are loaded for a whole page of experts at once (two queries), never
 * one expert at a time.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Expert, ExpertSummary, MyExpert, Tag } from '../../../contract/catalog/entities.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../core/schema.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { categories, creatorProfiles, expertTags, expertTenants, experts, tags } from './schema.ts';
import { preferenceFigure, reviewAcceptance } from './quality.ts';

/** The listing's columns without its search document: cards never show it, and it is the widest column (≈1.4 KB). */
const { searchVector: _searchDocument, searchHead: _searchHead, ...shownColumns } = getTableColumns(experts);
export type ExpertRow = Omit<typeof experts.$inferSelect, 'searchVector' | 'searchHead'>;
type Locale = ExpertSummary['locale'];

const expertColumns = {
  expert: shownColumns,
  category: { slug: categories.slug, icon: categories.icon, labels: categories.labels },
  creatorSlug: creatorProfiles.slug,
  creatorName: sql<string>`coalesce(${creatorProfiles.displayName}, ${users.fullName})`,
  creatorAvatar: creatorProfiles.avatarUrl,
};

export type ExpertWithJoins = {
  expert: ExpertRow;
  category: { slug: string; icon: string; labels: Record<string, string> };
  creatorSlug: string | null;
  creatorName: string;
  creatorAvatar: string | null;
};

/**
 * The two hydration queries as prepared statements (one per database handle), with the ids as one array parameter:
 * a list of 20 ids no longer sends 20 parameters, and PostgreSQL plans the four-table join once per connection
 * instead of on every list (planning was a few ms of each cache-missing list under load: bench:catalog).
 */
function preparedFor(db: Database) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    const ids = sql`any(${sql.placeholder('ids')}::uuid[])`;
    prepared = {
      experts: db
        .select(expertColumns)
        .from(experts)
        .innerJoin(categories, eq(categories.id, experts.categoryId))
        .innerJoin(users, eq(users.id, experts.creatorId))
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, experts.creatorId))
        .where(sql`${experts.id} = ${ids}`)
        .prepare('catalog_cards_experts'),
      tags: db
        .select({ expertId: expertTags.expertId, slug: tags.slug, label: tags.label, labels: tags.labels })
        .from(expertTags)
        .innerJoin(tags, eq(tags.id, expertTags.tagId))
        .where(sql`${expertTags.expertId} = ${ids}`)
        .orderBy(tags.slug)
        .prepare('catalog_cards_tags'),
    };
    preparedByDb.set(db, prepared);
  }
  return prepared;
}
const preparedByDb = new WeakMap<
  Database,
  { experts: { execute(values: { ids: string[] }): Promise<unknown> }; tags: { execute(values: { ids: string[] }): Promise<unknown> } }
>();

/** Experts by id with category and creator, in the order of `ids`. */
export async function loadExperts(db: Database, ids: string[]): Promise<ExpertWithJoins[]> {
  if (ids.length === 0) return [];
  const rows = (await preparedFor(db).experts.execute({ ids })) as ExpertWithJoins[];
  const byId = new Map(rows.map((row) => [row.expert.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadTags(db: Database, ids: string[]): Promise<Map<string, Tag[]>> {
  const result = new Map<string, Tag[]>();
  if (ids.length === 0) return result;
  const rows = (await preparedFor(db).tags.execute({ ids })) as Array<{ expertId: string } & Tag>;
  for (const row of rows) {
    const list = result.get(row.expertId) ?? [];
    list.push({ slug: row.slug, label: row.label, labels: row.labels });
    result.set(row.expertId, list);
  }
  return result;
}

export async function loadTenants(db: Database, id: string): Promise<MyExpert['tenants']> {
  const rows = await db.select({ tenantId: expertTenants.tenantId }).from(expertTenants).where(eq(expertTenants.expertId, id));
  return rows.map((row) => row.tenantId as MyExpert['tenants'][number]).sort();
}

function toSummary(row: ExpertWithJoins, tagList: Tag[]): ExpertSummary {
  const { expert } = row;
  return {
    id: expert.id,
    slug: expert.slug,
    name: expert.name,
    headline: expert.headline,
    locale: expert.locale as Locale,
    languages: expert.languages as Locale[],
    avatar_url: expert.avatarUrl,
    category: row.category,
    tags: tagList,
    creator: { slug: row.creatorSlug ?? '', display_name: row.creatorName, avatar_url: row.creatorAvatar },
    price: {
      model: expert.priceModel,
      amount: expert.priceAmount,
      currency: expert.priceCurrency,
      interval: expert.priceInterval ?? null,
    },
    availability: expert.availability,
    human_review: expert.humanReview,
    rating: {
      average: expert.ratingCount > 0 ? Math.round((expert.ratingSum / expert.ratingCount) * 100) / 100 : null,
      count: expert.ratingCount,
      score: Math.round(expert.ratingScore * 1000) / 1000,
    },
    quality: {
      completed_runs: expert.completedRuns,
      review: reviewAcceptance(expert),
      preference: preferenceFigure(expert),
    },
    bookmark_count: expert.bookmarkCount,
    use_count: expert.useCount,
    published_at: expert.publishedAt?.toISOString() ?? null,
  };
}

/** Cards for experts by id, in the order given. */
export async function expertCards(db: Database, ids: string[]): Promise<ExpertSummary[]> {
  const [rows, tagMap] = await Promise.all([loadExperts(db, ids), loadTags(db, ids)]);
  return rows.map((row) => toSummary(row, tagMap.get(row.expert.id) ?? []));
}

export function toExpertPage(row: ExpertWithJoins, tagList: Tag[]): Expert {
  return {
    ...toSummary(row, tagList),
    description: row.expert.description,
    description_html: renderMarkdown(row.expert.description, 'listing'),
    starters: row.expert.starters,
    intake: row.expert.intake,
    updated_at: row.expert.updatedAt.toISOString(),
  };
}

export async function expertPage(db: Database, id: string): Promise<Expert | null> {
  const [[row], tagMap] = await Promise.all([loadExperts(db, [id]), loadTags(db, [id])]);
  return row ? toExpertPage(row, tagMap.get(id) ?? []) : null;
}

export async function myExpert(db: Database, id: string): Promise<MyExpert | null> {
  const [[row], tagMap, tenants] = await Promise.all([loadExperts(db, [id]), loadTags(db, [id]), loadTenants(db, id)]);
  if (!row) return null;
  const { expert } = row;
  return {
    ...toExpertPage(row, tagMap.get(id) ?? []),
    status: expert.status,
    tenants,
    review_note: expert.reviewNote,
    submitted_at: expert.submittedAt?.toISOString() ?? null,
    reviewed_at: expert.reviewedAt?.toISOString() ?? null,
    created_at: expert.createdAt.toISOString(),
  };
}
