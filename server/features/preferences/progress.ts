/**
 * A set's progress and results, read from stored rows: task readiness from the runs behind them (a task is ready
 * when both answers completed), wins / losses / ties / both bad from the ratings, the expert's win share on decisive
 * comparisons with its 95 % Wilson interval, and the raters' agreement (Krippendorff's alpha, nominal, on the
 * outcome by side) over tasks with two or more ratings; per rater, their agreement with the others, low agreement
 * flagged and weighted down in a second win share (rater-agreement.ts).
 */
import { count, eq, sql } from 'drizzle-orm';
import type { ComparisonResults, ComparisonSet } from '../../../contract/preferences/entities.ts';
import type { Database } from '../../db/client.ts';
import { wilsonInterval } from '../../lib/wilson.ts';
import { findExpertById } from '../catalog/service.ts';
import { runs } from '../runs/schema.ts';
import { krippendorffAlphaNominal } from './agreement.ts';
import { pseudonymOf } from './pseudonym.ts';
import { raterAgreements, weightedWinShare } from './rater-agreement.ts';
import { type comparisonSets, comparisonTasks, preferenceRatings } from './schema.ts';

type SetRow = typeof comparisonSets.$inferSelect;
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A run's status, as far as a task needs it: both completed = ready; either failed or cancelled = failed. */
export const readySql = (task = comparisonTasks) =>
  sql`(select count(*) from ${runs} where ${runs.id} in (${task.expertRunId}, ${task.rivalRunId}) and ${runs.status} = 'completed') = 2`;

async function taskCounts(db: Database, setId: string) {
  const failedSql = sql`exists (select 1 from ${runs} where ${runs.id} in (${comparisonTasks.expertRunId}, ${comparisonTasks.rivalRunId}) and ${runs.status} in ('failed', 'cancelled'))`;
  const [row] = await db
    .select({
      total: count(),
      ready: sql<number>`count(*) filter (where ${readySql()})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${failedSql})`.mapWith(Number),
    })
    .from(comparisonTasks)
    .where(eq(comparisonTasks.setId, setId));
  return { total: row?.total ?? 0, ready: row?.ready ?? 0, failed: row?.failed ?? 0 };
}

/** The set's results; `secret` keys the raters' pseudonyms (pseudonym.ts), and null leaves them unlisted. */
export async function resultsOf(db: Database, set: Pick<SetRow, 'id' | 'expertId'>, secret: string | null): Promise<ComparisonResults> {
  const setId = set.id;
  const rows = await db
    .select({ taskId: preferenceRatings.taskId, raterId: preferenceRatings.raterId, outcome: preferenceRatings.outcome })
    .from(preferenceRatings)
    .innerJoin(comparisonTasks, eq(comparisonTasks.id, preferenceRatings.taskId))
    .where(eq(comparisonTasks.setId, setId));
  const tally = { expert: 0, rival: 0, tie: 0, both_bad: 0 };
  const byTask = new Map<string, string[]>();
  for (const row of rows) {
    tally[row.outcome] += 1;
    byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row.outcome]);
  }
  const decisive = tally.expert + tally.rival;
  const interval = wilsonInterval(tally.expert, decisive);
  const multi = [...byTask.values()].filter((values) => values.length >= 2);
  const alpha = krippendorffAlphaNominal(multi);
  const agreements = raterAgreements(rows);
  const weighted = weightedWinShare(rows, agreements);
  const raters = secret
    ? agreements
        .sort((a, b) => (a.agreement ?? 2) - (b.agreement ?? 2) || b.compared - a.compared)
        .map((row) => ({
          rater: pseudonymOf(secret, set.expertId, row.raterId),
          ratings: row.ratings,
          compared: row.compared,
          agreement: row.agreement === null ? null : round(row.agreement),
          flagged: row.flagged,
        }))
    : [];
  return {
    ratings: rows.length,
    expert_wins: tally.expert,
    rival_wins: tally.rival,
    ties: tally.tie,
    both_bad: tally.both_bad,
    rate: decisive > 0 ? round(tally.expert / decisive) : null,
    low: interval ? round(interval.low) : null,
    high: interval ? round(interval.high) : null,
    alpha: alpha === null ? null : round(alpha),
    multi_rated_tasks: multi.length,
    weighted_rate: weighted === null ? null : round(weighted),
    raters,
  };
}

const refOf = async (db: Database, id: string) => {
  const expert = await findExpertById(db, id);
  return { id, slug: expert?.slug ?? '', name: expert?.name ?? '' };
};

export async function toComparisonSet(db: Database, set: SetRow, secret: string | null): Promise<ComparisonSet> {
  return {
    id: set.id,
    expert: await refOf(db, set.expertId),
    rival: await refOf(db, set.rivalExpertId),
    tasks: await taskCounts(db, set.id),
    results: await resultsOf(db, set, secret),
    created_at: set.createdAt.toISOString(),
  };
}

/** How many tasks this rater has rated (the page's "3 rated"). */
export async function ratedBy(db: Database, raterId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(preferenceRatings).where(eq(preferenceRatings.raterId, raterId));
  return row?.n ?? 0;
}
