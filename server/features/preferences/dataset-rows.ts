/**
 * The stored rows behind a dataset export, read a batch at a time in key order (keyset pages: each batch starts
 * after the last key of the one before), so an export of a million ratings holds one batch in memory, never the set.
 * Rating-based exports page by rated task (nextRatedTaskIds), then read those tasks' pairs, aggregated in SQL, or
 * their ratings; review edits page by item. Every reader takes the same scope: one expert, optionally one of its
 * protocol versions and a window of days.
 */
import { and, asc, eq, exists, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { PreferenceOutcome } from '../../../contract/preferences/entities.ts';
import type { Database } from '../../db/client.ts';
import { experts } from '../catalog/schema.ts';
import { reviewItems } from '../hitl/schema.ts';
import { protocolVersions } from '../protocols/schema.ts';
import { runs } from '../runs/schema.ts';
import { comparisonSets, comparisonTasks, preferenceRatings } from './schema.ts';

export interface DatasetScope {
  expertId: string;
  /** Only answers written by this protocol version of the expert. */
  version?: number;
  /** Ratings or decisions made at or after `since` and before `until`. */
  since?: Date;
  until?: Date;
}

export type Votes = Record<PreferenceOutcome, number>;

const expertRun = alias(runs, 'expert_run');
const rivalRun = alias(runs, 'rival_run');
const expertVersion = alias(protocolVersions, 'expert_version');
const rivalVersion = alias(protocolVersions, 'rival_version');
const rival = alias(experts, 'rival');

const votesFor = (outcome: PreferenceOutcome) =>
  sql<number>`count(*) filter (where ${preferenceRatings.outcome} = ${outcome})`.mapWith(Number);

function within(column: AnyPgColumn, scope: DatasetScope) {
  return and(scope.since ? gte(column, scope.since) : undefined, scope.until ? lt(column, scope.until) : undefined);
}

/** What every rating-based row says of its task, and the scope's conditions on it. */
const taskColumns = {
  taskId: comparisonTasks.id,
  setId: comparisonTasks.setId,
  prompt: comparisonTasks.prompt,
  expertVersion: expertVersion.number,
  rival: rival.slug,
};
const taskInScope = (scope: DatasetScope) =>
  and(eq(comparisonSets.expertId, scope.expertId), scope.version ? eq(expertVersion.number, scope.version) : undefined);

/**
 * The next rated tasks of the expert's comparison sets after `afterTaskId`, in key order: an index walk that stops
 * at `limit`. Both rating-based exports page by task, then read only those tasks' rows; grouping or sorting every
 * remaining rating and keeping the first few (one query per batch) read all later ratings for each batch.
 */
export async function nextRatedTaskIds(db: Database, scope: DatasetScope, afterTaskId: string | null, limit: number) {
  const rated = db
    .select({ one: sql`1` })
    .from(preferenceRatings)
    .where(and(eq(preferenceRatings.taskId, comparisonTasks.id), within(preferenceRatings.createdAt, scope)));
  const rows = await db
    .select({ id: comparisonTasks.id })
    .from(comparisonTasks)
    .innerJoin(comparisonSets, eq(comparisonSets.id, comparisonTasks.setId))
    .innerJoin(expertRun, eq(expertRun.id, comparisonTasks.expertRunId))
    .innerJoin(expertVersion, eq(expertVersion.id, expertRun.versionId))
    .where(and(taskInScope(scope), afterTaskId ? gt(comparisonTasks.id, afterTaskId) : undefined, exists(rated)))
    .orderBy(asc(comparisonTasks.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** These tasks with their answers and their votes in the window, in key order. */
export async function ratedTasks(db: Database, scope: DatasetScope, taskIds: string[]) {
  return db
    .select({
      ...taskColumns,
      expertAnswer: expertRun.output,
      rivalAnswer: rivalRun.output,
      rivalVersion: rivalVersion.number,
      expert: votesFor('expert'),
      rivalVotes: votesFor('rival'),
      tie: votesFor('tie'),
      both_bad: votesFor('both_bad'),
    })
    .from(comparisonTasks)
    .innerJoin(comparisonSets, eq(comparisonSets.id, comparisonTasks.setId))
    .innerJoin(expertRun, eq(expertRun.id, comparisonTasks.expertRunId))
    .innerJoin(rivalRun, eq(rivalRun.id, comparisonTasks.rivalRunId))
    .innerJoin(expertVersion, eq(expertVersion.id, expertRun.versionId))
    .innerJoin(rivalVersion, eq(rivalVersion.id, rivalRun.versionId))
    .innerJoin(rival, eq(rival.id, comparisonSets.rivalExpertId))
    .innerJoin(preferenceRatings, and(eq(preferenceRatings.taskId, comparisonTasks.id), within(preferenceRatings.createdAt, scope)))
    .where(inArray(comparisonTasks.id, taskIds))
    .groupBy(comparisonTasks.id, expertRun.id, rivalRun.id, expertVersion.id, rivalVersion.id, rival.id)
    .orderBy(asc(comparisonTasks.id));
}

/** The ratings of these tasks in the window, by task then rater, with their task's sides. */
export async function ratingsOfTasks(db: Database, scope: DatasetScope, taskIds: string[]) {
  return db
    .select({
      ...taskColumns,
      raterId: preferenceRatings.raterId,
      outcome: preferenceRatings.outcome,
      strength: preferenceRatings.strength,
      reasons: preferenceRatings.reasons,
      comment: preferenceRatings.comment,
      swapped: preferenceRatings.swapped,
      ratedAt: preferenceRatings.createdAt,
    })
    .from(preferenceRatings)
    .innerJoin(comparisonTasks, eq(comparisonTasks.id, preferenceRatings.taskId))
    .innerJoin(comparisonSets, eq(comparisonSets.id, comparisonTasks.setId))
    .innerJoin(expertRun, eq(expertRun.id, comparisonTasks.expertRunId))
    .innerJoin(expertVersion, eq(expertVersion.id, expertRun.versionId))
    .innerJoin(rival, eq(rival.id, comparisonSets.rivalExpertId))
    .where(and(inArray(preferenceRatings.taskId, taskIds), within(preferenceRatings.createdAt, scope)))
    .orderBy(asc(preferenceRatings.taskId), asc(preferenceRatings.raterId));
}

/** Review items of the expert's runs a reviewer edited, after `afterItemId`, with the question and the version. */
export async function reviewEditBatch(db: Database, scope: DatasetScope, afterItemId: string | null, limit: number) {
  return db
    .select({
      itemId: reviewItems.id,
      runId: reviewItems.runId,
      stepId: reviewItems.stepId,
      prompt: runs.question,
      draft: reviewItems.args,
      edit: reviewItems.decisionArgs,
      comment: reviewItems.decisionComment,
      reviewerId: reviewItems.decidedBy,
      decidedAt: reviewItems.decidedAt,
      version: protocolVersions.number,
    })
    .from(reviewItems)
    .innerJoin(runs, eq(runs.id, reviewItems.runId))
    .innerJoin(protocolVersions, eq(protocolVersions.id, runs.versionId))
    .where(
      and(
        eq(runs.expertId, scope.expertId),
        eq(reviewItems.decisionType, 'edit'),
        scope.version ? eq(protocolVersions.number, scope.version) : undefined,
        within(reviewItems.decidedAt, scope),
        afterItemId ? gt(reviewItems.id, afterItemId) : undefined,
      ),
    )
    .orderBy(asc(reviewItems.id))
    .limit(limit);
}
