/**
 * Reviews: one per person and expert, editable, only by someone who has used the expert and is not its creator;
 * reported reviews are hidden after REPORTS_TO_HIDE reports until an admin keeps or removes them. The expert's
 * rating count, sum and Bayesian score change in the same transaction as the review that moves them, and only
 * visible reviews count.
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Review } from '../../../contract/catalog/entities.ts';
import { REPORTS_TO_HIDE } from '../../../contract/catalog/inputs.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../core/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { bayesianScoreSql } from './ratings.ts';
import { experts, reviewReports, reviews } from './schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** "Ada Lovelace" -> "Ada L.": enough to tell reviewers apart, not a full name on a public page. */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '—';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}

const reviewColumns = { review: reviews, expertSlug: experts.slug, fullName: users.fullName };

function toReview(row: { review: ReviewRow; expertSlug: string; fullName: string }): Review {
  const { review } = row;
  return {
    id: review.id,
    expert_slug: row.expertSlug,
    stars: review.stars,
    text: review.text,
    locale: review.locale as Review['locale'],
    author_name: authorName(row.fullName),
    edited: review.updatedAt.getTime() - review.createdAt.getTime() > 1000,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}

async function selectReviews(db: Database, where: SQL, order: SQL[] = [], limit = 1, offset = 0) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(experts, eq(experts.id, reviews.expertId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function reviewById(db: Database, id: string): Promise<Review | null> {
  const [row] = await selectReviews(db, eq(reviews.id, id));
  return row ? toReview(row) : null;
}

export async function reviewOf(db: Database, expertId: string, userId: string): Promise<Review | null> {
  const [row] = await selectReviews(db, and(eq(reviews.expertId, expertId), eq(reviews.userId, userId))!);
  return row ? toReview(row) : null;
}

export async function listReviews(
  db: Database,
  expertId: string,
  query: { page: number; limit: number; sort: 'newest' | 'stars'; sort_direction?: 'asc' | 'desc'; stars?: number },
) {
  const where = and(eq(reviews.expertId, expertId), isNull(reviews.hiddenAt), query.stars ? eq(reviews.stars, query.stars) : undefined)!;
  const direction = query.sort_direction ?? 'desc';
  const column = query.sort === 'stars' ? reviews.stars : reviews.createdAt;
  const order = [direction === 'asc' ? asc(column) : desc(column), desc(reviews.createdAt), asc(reviews.id)];
  const [rows, [count]] = await Promise.all([
    selectReviews(db, where, order, query.limit, (query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(where),
  ]);
  return { items: rows.map(toReview), total: Number(count?.total ?? 0) };
}

/** Moves the expert's rating aggregates by one review's stars (delta count ±1 / 0 for an edit). */
async function moveRating(db: Database, expertId: string, countDelta: number, sumDelta: number): Promise<void> {
  const count = sql`${experts.ratingCount} + ${countDelta}`;
  const sum = sql`${experts.ratingSum} + ${sumDelta}`;
  await db
    .update(experts)
    .set({ ratingCount: count, ratingSum: sum, ratingScore: bayesianScoreSql(count, sum) })
    .where(eq(experts.id, expertId));
}

export async function createReview(
  db: Database,
  input: { expertId: string; userId: string; stars: number; text: string; locale: string },
): Promise<Review> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ expertId: input.expertId, userId: input.userId, stars: input.stars, text: input.text, locale: input.locale })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!row) throw new ApiError('REVIEW_EXISTS');
    await moveRating(tx, input.expertId, 1, input.stars);
    return row.id;
  });
  return (await reviewById(db, id))!;
}

/** The review if it is the caller's own; otherwise 404 (someone else's id reads like an unknown one). */
export async function findReviewRow(db: Database, id: string): Promise<ReviewRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

export async function updateReview(db: Database, row: ReviewRow, change: { stars?: number; text?: string }): Promise<Review> {
  await db.transaction(async (tx) => {
    const stars = change.stars ?? row.stars;
    await tx
      .update(reviews)
      .set({ stars, text: change.text ?? row.text, updatedAt: new Date() })
      .where(eq(reviews.id, row.id));
    if (!row.hiddenAt && stars !== row.stars) await moveRating(tx, row.expertId, 0, stars - row.stars);
  });
  return (await reviewById(db, row.id))!;
}

export async function deleteReview(db: Database, row: ReviewRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(reviews)
      .where(eq(reviews.id, row.id))
      .returning({ hiddenAt: reviews.hiddenAt, stars: reviews.stars });
    if (deleted && !deleted.hiddenAt) await moveRating(tx, row.expertId, -1, -deleted.stars);
  });
}

export async function reportReview(db: Database, row: ReviewRow, report: { userId: string; reason: string; note?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviewReports)
      .values({ reviewId: row.id, userId: report.userId, reason: report.reason as 'spam', note: report.note ?? null })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!created) throw new ApiError('REPORT_EXISTS');
    const [updated] = await tx
      .update(reviews)
      .set({ reportCount: sql`${reviews.reportCount} + 1` })
      .where(eq(reviews.id, row.id))
      .returning({ reportCount: reviews.reportCount, hiddenAt: reviews.hiddenAt, stars: reviews.stars });
    if (updated && !updated.hiddenAt && updated.reportCount >= REPORTS_TO_HIDE) {
      await tx.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, row.id));
      await moveRating(tx, row.expertId, -1, -updated.stars);
    }
  });
}

/** An admin's decision on a reported review: keep (shown again, reports closed) or remove it. */
export async function resolveReports(db: Database, row: ReviewRow, action: 'keep' | 'remove'): Promise<void> {
  if (action === 'remove') return deleteReview(db, row);
  await db.transaction(async (tx) => {
    await tx
      .update(reviewReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, row.id), isNull(reviewReports.resolvedAt)));
    await tx.update(reviews).set({ hiddenAt: null, reportCount: 0 }).where(eq(reviews.id, row.id));
    if (row.hiddenAt) await moveRating(tx, row.expertId, 1, row.stars);
  });
}
