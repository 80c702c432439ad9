/**
 * The platform admin's side: decide creator requests (approval creates the creator profile in the same
 * transaction), move listings through review (approve, reject with a reason, suspend, reinstate) and list reported
 * reviews. Each transition is a conditional UPDATE on the expected status, so two admins deciding at once cannot
 * both win.
 */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCreatorRequest, MyExpert, ReviewReport } from '../../../contract/catalog/entities.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../core/schema.ts';
import { recordModeration } from '../../core/moderation-audit.ts';
import { ApiError } from '../../lib/api-error.ts';
import { myExpert } from './cards.ts';
import { toAdminRequest } from './creators.ts';
import { authorName, resolveReports, reviewById, type ReviewRow } from './reviews.ts';
import { creatorProfiles, creatorRequests, experts, reviewReports, reviews } from './schema.ts';

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export async function listRequests(db: Database, query: { page: number; limit: number; status?: string; search?: string }) {
  const status = query.status ?? 'pending';
  const where: SQL[] = [];
  if (status !== 'all') where.push(eq(creatorRequests.status, status as 'pending'));
  if (query.search)
    where.push(or(ilike(creatorRequests.displayName, `%${query.search}%`), ilike(creatorRequests.slug, `%${query.search}%`))!);
  const rows = await db
    .select({ request: creatorRequests, total: sql<number>`count(*) over ()` })
    .from(creatorRequests)
    .where(and(...where))
    .orderBy(asc(creatorRequests.createdAt))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: await Promise.all(rows.map((row) => toAdminRequest(db, row.request))), total: Number(rows[0]?.total ?? 0) };
}

export async function decideRequest(
  db: Database,
  adminId: string,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<AdminCreatorRequest> {
  if (!isUuid(id)) throw new ApiError('CREATOR_REQUEST_NOT_FOUND');
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(creatorRequests).where(eq(creatorRequests.id, id));
    if (!current) throw new ApiError('CREATOR_REQUEST_NOT_FOUND');
    const [decided] = await tx
      .update(creatorRequests)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reviewNote: decision.approve ? null : decision.reason,
        reviewedBy: adminId,
        reviewedAt: new Date(),
      })
      .where(and(eq(creatorRequests.id, id), eq(creatorRequests.status, 'pending')))
      .returning();
    if (!decided) throw new ApiError('REQUEST_ALREADY_REVIEWED');
    if (decision.approve) {
      const [profile] = await tx
        .insert(creatorProfiles)
        .values({
          userId: decided.userId,
          slug: decided.slug,
          displayName: decided.displayName,
          headline: decided.headline,
          bio: decided.bio,
          website: decided.website,
          country: decided.country,
          locale: decided.locale,
        })
        .onConflictDoNothing()
        .returning({ userId: creatorProfiles.userId });
      if (!profile) throw new ApiError('CREATOR_SLUG_TAKEN');
    }
    return decided;
  });
  return toAdminRequest(db, row);
}

export type AdminExpert = MyExpert & { creator_email: string };

async function adminExpert(db: Database, id: string): Promise<AdminExpert> {
  const expert = (await myExpert(db, id))!;
  const [creator] = await db
    .select({ email: users.email })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.creatorId))
    .where(eq(experts.id, id));
  return { ...expert, creator_email: creator?.email ?? '' };
}

export async function listListings(db: Database, query: { page: number; limit: number; status?: string; search?: string }) {
  const status = query.status ?? 'in_review';
  const where: SQL[] = [];
  if (status !== 'all') where.push(eq(experts.status, status as 'in_review'));
  if (query.search) where.push(or(ilike(experts.name, `%${query.search}%`), ilike(experts.slug, `%${query.search}%`))!);
  const rows = await db
    .select({ id: experts.id, total: sql<number>`count(*) over ()` })
    .from(experts)
    .where(and(...where))
    .orderBy(sql`${experts.submittedAt} asc nulls last`, desc(experts.updatedAt))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: await Promise.all(rows.map((row) => adminExpert(db, row.id))), total: Number(rows[0]?.total ?? 0) };
}

type Transition = 'approve' | 'reject' | 'suspend' | 'reinstate';
const FROM: Record<Transition, 'in_review' | 'published' | 'suspended'> = {
  approve: 'in_review',
  reject: 'in_review',
  suspend: 'published',
  reinstate: 'suspended',
};
const TO: Record<Transition, 'published' | 'draft' | 'suspended'> = {
  approve: 'published',
  reject: 'draft',
  suspend: 'suspended',
  reinstate: 'published',
};

export async function moveListing(
  db: Database,
  adminId: string,
  id: string,
  transition: Transition,
  reason?: string,
): Promise<AdminExpert> {
  if (!isUuid(id)) throw new ApiError('EXPERT_NOT_FOUND');
  const [current] = await db.select({ status: experts.status, publishedAt: experts.publishedAt }).from(experts).where(eq(experts.id, id));
  if (!current) throw new ApiError('EXPERT_NOT_FOUND');
  const now = new Date();
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(experts)
      .set({
        status: TO[transition],
        reviewNote: reason ?? null,
        reviewedBy: adminId,
        reviewedAt: now,
        updatedAt: now,
        ...(transition === 'approve' ? { publishedAt: current.publishedAt ?? now } : {}),
      })
      .where(and(eq(experts.id, id), eq(experts.status, FROM[transition])))
      .returning({ id: experts.id, name: experts.name });
    if (!row) throw new ApiError('EXPERT_STATUS_CONFLICT');
    await recordModeration(tx as unknown as Database, {
      actorId: adminId,
      action: `expert.${transition}`,
      target: { type: 'expert', id, label: row.name },
      reason,
    });
    return row;
  });
  if (!moved) throw new ApiError('EXPERT_STATUS_CONFLICT');
  return adminExpert(db, id);
}

export async function listReportedReviews(db: Database, page: number, limit: number): Promise<{ items: ReviewReport[]; total: number }> {
  const rows = await db
    .select({
      reviewId: reviewReports.reviewId,
      count: sql<number>`count(*)::int`,
      reasons: sql<string[]>`array_agg(distinct ${reviewReports.reason})`,
      notes: sql<Array<string | null>>`array_agg(${reviewReports.note})`,
      first: sql<string>`min(${reviewReports.createdAt})`,
      hidden: sql<boolean>`bool_or(${reviews.hiddenAt} is not null)`,
      total: sql<number>`count(*) over ()`,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .orderBy(desc(sql`count(*)`), asc(sql`min(${reviewReports.createdAt})`))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = await Promise.all(
    rows.map(async (row) => ({
      review: (await reviewById(db, row.reviewId))!,
      report_count: Number(row.count),
      reasons: row.reasons as ReviewReport['reasons'],
      notes: row.notes.filter((note): note is string => Boolean(note)),
      hidden: Boolean(row.hidden),
      first_reported_at: new Date(row.first).toISOString(),
      reports: await openReports(db, row.reviewId),
    })),
  );
  return { items, total: Number(rows[0]?.total ?? 0) };
}

async function openReports(db: Database, reviewId: string): Promise<ReviewReport['reports']> {
  const rows = await db
    .select({ reason: reviewReports.reason, note: reviewReports.note, fullName: users.fullName, createdAt: reviewReports.createdAt })
    .from(reviewReports)
    .innerJoin(users, eq(users.id, reviewReports.userId))
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt));
  return rows.map((row) => ({
    reason: row.reason,
    note: row.note,
    reporter_name: authorName(row.fullName),
    created_at: row.createdAt.toISOString(),
  }));
}

/** Keep or remove a reported review; the audit line names the review by its expert and author, in one transaction. */
export async function resolveReported(
  db: Database,
  adminId: string,
  row: ReviewRow,
  action: 'keep' | 'remove',
  reason?: string,
): Promise<void> {
  const review = await reviewById(db, row.id);
  const [expert] = await db.select({ name: experts.name }).from(experts).where(eq(experts.id, row.expertId));
  const label = `${expert?.name ?? ''} · ${review?.author_name ?? ''}`.trim();
  await db.transaction(async (tx) => {
    await resolveReports(tx as unknown as Database, row, action);
    await recordModeration(tx as unknown as Database, {
      actorId: adminId,
      action: `review.${action}`,
      target: { type: 'review', id: row.id, label },
      reason,
    });
  });
}
