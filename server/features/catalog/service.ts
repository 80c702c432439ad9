/**
 * The catalog's face for other features (docs/domain.md): roles (isCreator), the listing's life cycle seam for the
 * wizard (submitExpertForReview), "used" for runs (recordExpertUse) and quality signals for runs, HITL and RLHF
 * (recordExpertSignals). Nothing outside the catalog writes its tables.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QualitySignals } from '../../../contract/catalog/entities.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { experts, expertUses, creatorProfiles } from './schema.ts';
import { listedOn, visibleOn } from './listing.ts';
import { preferenceFigure, reviewAcceptance } from './quality.ts';

export { submitExpert as submitExpertForReview } from './my-experts.ts';
export { listingPageMeta } from './page-meta.ts';

/** A creator is an account whose creator request was approved (it then has a creator profile). */
export async function isCreator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .limit(1);
  return Boolean(row);
}

export interface ExpertRef {
  id: string;
  slug: string;
  name: string;
  creatorId: string;
  status: (typeof experts.$inferSelect)['status'];
}

const refColumns = { id: experts.id, slug: experts.slug, name: experts.name, creatorId: experts.creatorId, status: experts.status };

/** A published expert as a tenant's site sees it, by slug; null when unknown or not listed there. */
export async function findVisibleExpert(db: Database, tenant: TenantId, slug: string): Promise<ExpertRef | null> {
  const [row] = await db
    .select(refColumns)
    .from(experts)
    .where(and(eq(experts.slug, slug), visibleOn(tenant)))
    .limit(1);
  return row ?? null;
}

/**
 * An expert someone may talk to or run on a tenant's site (issue 28): listed on that site (the main site lists all),
 * and published, or, when not published (a draft, in review, suspended), only for its creator and platform admins.
 * Null otherwise, as for an unknown one. By slug or by id.
 */
export async function findReachableExpert(
  db: Database,
  tenant: TenantId,
  ref: { slug: string } | { id: string },
  actor: { userId: string; admin: boolean },
): Promise<ExpertRef | null> {
  if ('id' in ref && !/^[0-9a-f-]{36}$/i.test(ref.id)) return null;
  const [row] = await db
    .select(refColumns)
    .from(experts)
    .where(and('id' in ref ? eq(experts.id, ref.id) : eq(experts.slug, ref.slug), listedOn(tenant)))
    .limit(1);
  if (!row) return null;
  return row.status === 'published' || actor.admin || row.creatorId === actor.userId ? row : null;
}

/** Any expert by id, whatever its status (protocols reference experts.id). */
export async function findExpertById(db: Database, id: string): Promise<ExpertRef | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select(refColumns).from(experts).where(eq(experts.id, id)).limit(1);
  return row ?? null;
}

/**
 * Records that a person used an expert (today: "Start" on its page; later: a run started). The first use counts the
 * person once in the expert's use_count; later uses only move the row's counters. Idempotent per person.
 */
export async function recordExpertUse(db: Database, use: { userId: string; expertId: string; tenant: TenantId }): Promise<void> {
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(expertUses)
      .values({ userId: use.userId, expertId: use.expertId, tenantId: use.tenant })
      .onConflictDoNothing()
      .returning({ userId: expertUses.userId });
    if (inserted) {
      await tx
        .update(experts)
        .set({ useCount: sql`${experts.useCount} + 1` })
        .where(eq(experts.id, use.expertId));
    } else {
      await tx
        .update(expertUses)
        .set({ uses: sql`${expertUses.uses} + 1`, lastUsedAt: sql`now()` })
        .where(and(eq(expertUses.userId, use.userId), eq(expertUses.expertId, use.expertId)));
    }
  });
}

export interface ExpertSignals {
  /** Runs to add to completed_runs (a finished run adds 1). */
  completedRunsDelta?: number;
}

/** Quality signals from runs (the only way they reach the listing); review decisions: recordReviewDecision. */
export async function recordExpertSignals(db: Database, expertId: string, signals: ExpertSignals): Promise<void> {
  if (!signals.completedRunsDelta) return;
  await db
    .update(experts)
    .set({ completedRuns: sql`${experts.completedRuns} + ${signals.completedRunsDelta}` })
    .where(eq(experts.id, expertId));
}

export { recordPreference, recordReviewDecision, type ReviewDecisionKind } from './quality.ts';

/** The wizard's finish creates the listing as a draft like "New expert" does (then submits it for review). */
export { createExpert as createExpertListing } from './my-experts.ts';
/** The seed experts' knowledge documents (the protocols seed turns them into knowledge files). */
export { readSeedKnowledge } from './seed/knowledge.ts';
export { seedEmail } from './seed/emails.ts';

/** An expert's listing price (billing charges it): integer minor units of its currency. */
export interface ExpertPrice {
  model: (typeof experts.$inferSelect)['priceModel'];
  amount: number;
  currency: string;
}

export async function expertPriceOf(db: Database, expertId: string): Promise<ExpertPrice | null> {
  const [row] = await db
    .select({ model: experts.priceModel, amount: experts.priceAmount, currency: experts.priceCurrency })
    .from(experts)
    .where(eq(experts.id, expertId))
    .limit(1);
  return row ?? null;
}

/** Id, slug, name and creator of several experts at once (billing's receipts name what was bought). */
export async function expertRefsByIds(db: Database, ids: readonly string[]): Promise<Map<string, ExpertRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(refColumns).from(experts).where(inArray(experts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A creator's experts, whatever their status, with the quality figures the catalog shows (their dashboard). */
export async function expertFiguresOfCreator(db: Database, creatorId: string): Promise<Array<ExpertRef & { quality: QualitySignals }>> {
  const rows = await db.select().from(experts).where(eq(experts.creatorId, creatorId)).orderBy(experts.name);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    creatorId: row.creatorId,
    status: row.status,
    quality: { completed_runs: row.completedRuns, review: reviewAcceptance(row), preference: preferenceFigure(row) },
  }));
}

/** The ids of a creator's experts, whatever their status (their earnings stay theirs). */
export async function expertIdsOfCreator(db: Database, creatorId: string): Promise<string[]> {
  const rows = await db.select({ id: experts.id }).from(experts).where(eq(experts.creatorId, creatorId));
  return rows.map((row) => row.id);
}
