/**
 * A visitor's relation to the catalog: bookmarks (listed per site, so an expert not listed on this site never shows
 * in its bookmarks), whether they used and reviewed an expert, and each site's featured list and category counts.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CategoryWithCount, ExpertSummary, ExpertViewer } from '../../../contract/catalog/entities.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { expertCards } from './cards.ts';
import { countByCategory, visibleOn } from './listing.ts';
import { can } from './policy.ts';
import { reviewOf } from './reviews.ts';
import { bookmarks, categories, experts, expertUses, featuredExperts } from './schema.ts';
import type { ExpertRef } from './service.ts';

export async function hasUsed(db: Database, userId: string, expertId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: expertUses.userId })
    .from(expertUses)
    .where(and(eq(expertUses.userId, userId), eq(expertUses.expertId, expertId)));
  return Boolean(row);
}

export async function viewerState(db: Database, userId: string, expert: ExpertRef): Promise<ExpertViewer> {
  const [bookmark] = await db
    .select({ userId: bookmarks.userId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.expertId, expert.id)));
  const [used, review] = await Promise.all([hasUsed(db, userId, expert.id), reviewOf(db, expert.id, userId)]);
  const verdict = can({ userId, isAdmin: false, isCreator: false }, { action: 'review.create', expert, hasUsed: used });
  return {
    bookmarked: Boolean(bookmark),
    used,
    is_owner: expert.creatorId === userId,
    can_review: verdict.allowed && !review,
    review,
  };
}

export async function setBookmark(db: Database, userId: string, expertId: string, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (on) {
      const [added] = await tx.insert(bookmarks).values({ userId, expertId }).onConflictDoNothing().returning({ userId: bookmarks.userId });
      if (added)
        await tx
          .update(experts)
          .set({ bookmarkCount: sql`${experts.bookmarkCount} + 1` })
          .where(eq(experts.id, expertId));
    } else {
      const [removed] = await tx
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.expertId, expertId)))
        .returning({ userId: bookmarks.userId });
      if (removed)
        await tx
          .update(experts)
          .set({ bookmarkCount: sql`greatest(${experts.bookmarkCount} - 1, 0)` })
          .where(eq(experts.id, expertId));
    }
  });
}

export async function listBookmarks(db: Database, tenant: TenantId, userId: string, page: number, limit: number) {
  const rows = await db
    .select({ id: bookmarks.expertId, total: sql<number>`count(*) over ()` })
    .from(bookmarks)
    .innerJoin(experts, eq(experts.id, bookmarks.expertId))
    .where(and(eq(bookmarks.userId, userId), visibleOn(tenant)))
    .orderBy(desc(bookmarks.createdAt), asc(bookmarks.expertId))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    items: await expertCards(
      db,
      rows.map((row) => row.id),
    ),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function listFeatured(db: Database, tenant: TenantId): Promise<ExpertSummary[]> {
  const rows = await db
    .select({ id: featuredExperts.expertId })
    .from(featuredExperts)
    .innerJoin(experts, eq(experts.id, featuredExperts.expertId))
    .where(and(eq(featuredExperts.tenantId, tenant), visibleOn(tenant)))
    .orderBy(asc(featuredExperts.position));
  return expertCards(
    db,
    rows.map((row) => row.id),
  );
}

export async function listCategories(db: Database, tenant: TenantId | null): Promise<CategoryWithCount[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
  const counts = tenant ? await countByCategory(db, tenant) : new Map<string, number>();
  return rows.map((row) => ({ slug: row.slug, icon: row.icon, labels: row.labels, expert_count: counts.get(row.id) ?? 0 }));
}
