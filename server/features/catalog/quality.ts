/**
 * The expert's review acceptance, earned from decided review items: hitl's decision adds one to a count on the expert
 * row in the decision's own transaction (recordReviewDecision), so the figure is never stale and can be checked
 * against the review_items rows behind it. The rate and its Wilson interval are computed when read, never stored.
 */
import { type SQL, eq, sql } from 'drizzle-orm';
import { PREFERENCE_MINIMUM, type PreferenceFigure, REVIEW_MINIMUM, type ReviewAcceptance } from '../../../contract/catalog/entities.ts';
import type { Database } from '../../db/client.ts';
import { WILSON_Z, wilsonInterval } from '../../lib/wilson.ts';
import { experts } from './schema.ts';

const COLUMN = {
  accept: experts.reviewAccepted,
  edit: experts.reviewEdited,
  respond: experts.reviewResponded,
  ignore: experts.reviewIgnored,
} as const;

/** A review decision (contract/hitl's REVIEW_DECISIONS), named here so that catalog does not import hitl. */
export type ReviewDecisionKind = 'accept' | 'edit' | 'respond' | 'ignore';

const FIELD = { accept: 'reviewAccepted', edit: 'reviewEdited', respond: 'reviewResponded', ignore: 'reviewIgnored' } as const;

/** Counts one decided review item of the expert; call it inside the transaction that records the decision. */
export async function recordReviewDecision(db: Database, expertId: string, decision: ReviewDecisionKind): Promise<void> {
  await db
    .update(experts)
    .set({ [FIELD[decision]]: sql`${COLUMN[decision]} + 1` })
    .where(eq(experts.id, expertId));
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function reviewAcceptance(row: {
  reviewAccepted: number;
  reviewEdited: number;
  reviewResponded: number;
  reviewIgnored: number;
}): ReviewAcceptance {
  const n = row.reviewAccepted + row.reviewEdited + row.reviewResponded + row.reviewIgnored;
  const interval = n >= REVIEW_MINIMUM ? wilsonInterval(row.reviewAccepted, n) : null;
  return {
    n,
    accepted: row.reviewAccepted,
    edited: row.reviewEdited,
    responded: row.reviewResponded,
    ignored: row.reviewIgnored,
    rate: interval ? round(row.reviewAccepted / n) : null,
    low: interval ? round(interval.low) : null,
    high: interval ? round(interval.high) : null,
    minimum: REVIEW_MINIMUM,
  };
}

/**
 * The Wilson lower bound (server/lib/wilson.ts) in SQL, null below the minimum: what "sort by acceptance" orders by
 * (nulls last), so a few lucky decisions do not outrank many good ones.
 */
export function reviewLowSql(): SQL {
  const n = sql`(${experts.reviewAccepted} + ${experts.reviewEdited} + ${experts.reviewResponded} + ${experts.reviewIgnored})::float8`;
  return wilsonLowSql(sql`${experts.reviewAccepted}::float8`, n, REVIEW_MINIMUM);
}

/** The same for blind preference ratings: wins of the decisive ratings (ties and both-bad left out). */
export function preferenceLowSql(): SQL {
  return wilsonLowSql(
    sql`${experts.preferenceWins}::float8`,
    sql`(${experts.preferenceWins} + ${experts.preferenceLosses})::float8`,
    PREFERENCE_MINIMUM,
  );
}

function wilsonLowSql(successes: SQL, n: SQL, minimum: number): SQL {
  const p = sql`(${successes} / ${n})`;
  const z = sql.raw(String(WILSON_Z));
  return sql`(case when ${n} >= ${sql.raw(String(minimum))} then greatest(0, (${p} + ${z} * ${z} / (2 * ${n}) - ${z} * sqrt(${p} * (1 - ${p}) / ${n} + ${z} * ${z} / (4 * ${n} * ${n}))) / (1 + ${z} * ${z} / ${n})) end)`;
}

/**
 * Counts one decisive pairwise preference (a rating that picked a winner); call it inside the transaction that stores
 * the rating, so the figure moves with its row.
 */
export async function recordPreference(db: Database, result: { winnerId: string; loserId: string }): Promise<void> {
  await db
    .update(experts)
    .set({ preferenceWins: sql`${experts.preferenceWins} + 1` })
    .where(eq(experts.id, result.winnerId));
  await db
    .update(experts)
    .set({ preferenceLosses: sql`${experts.preferenceLosses} + 1` })
    .where(eq(experts.id, result.loserId));
}

export function preferenceFigure(row: { preferenceWins: number; preferenceLosses: number }): PreferenceFigure {
  const n = row.preferenceWins + row.preferenceLosses;
  const interval = n >= PREFERENCE_MINIMUM ? wilsonInterval(row.preferenceWins, n) : null;
  return {
    n,
    wins: row.preferenceWins,
    rate: interval ? round(row.preferenceWins / n) : null,
    low: interval ? round(interval.low) : null,
    high: interval ? round(interval.high) : null,
    minimum: PREFERENCE_MINIMUM,
  };
}
