/**
 * Rating: the next task for a rater and their rating. Who rates: any signed-in member on the set's site except the
 * creator of either expert (a conflict of interest: docs/decisions.md). A rater sees a task only when both answers
 * completed, never one they rated, in their own blind order (blind.ts); tasks with the fewest ratings come first, so
 * ratings spread over a set before any task gets a third. One rating per rater per task (unique index; a second is
 * 409). A rating with a winner moves the experts' preference counts in its own transaction.
 */
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { NextComparison, PreferenceChoice, PreferenceOutcome, PreferenceRating } from '../../../contract/preferences/entities.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { findExpertById, recordPreference } from '../catalog/service.ts';
import { experts } from '../catalog/schema.ts';
import { findRunById } from '../runs/service.ts';
import { rivalFirst } from './blind.ts';
import { ratedBy, readySql } from './progress.ts';
import { comparisonSets, comparisonTasks, preferenceRatings } from './schema.ts';

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);
type TaskRow = typeof comparisonTasks.$inferSelect;
export interface Rater {
  userId: string;
  tenant: TenantId;
}

const rivalCreator = sql`(select ${experts.creatorId} from ${experts} where ${experts.id} = ${comparisonSets.rivalExpertId})`;
const expertCreator = sql`(select ${experts.creatorId} from ${experts} where ${experts.id} = ${comparisonSets.expertId})`;
const ratingsOf = sql`(select count(*) from ${preferenceRatings} where ${preferenceRatings.taskId} = ${comparisonTasks.id})`;

async function answerOf(db: Database, runId: string) {
  const markdown = (await findRunById(db, runId))?.output ?? '';
  return { markdown, html: renderMarkdown(markdown) };
}

export async function nextTask(db: Database, rater: Rater): Promise<NextComparison> {
  const [row] = await db
    .select({ task: comparisonTasks })
    .from(comparisonTasks)
    .innerJoin(comparisonSets, eq(comparisonSets.id, comparisonTasks.setId))
    .where(
      and(
        eq(comparisonSets.tenantId, rater.tenant),
        ne(comparisonSets.ownerId, rater.userId),
        sql`${expertCreator} <> ${rater.userId}`,
        sql`${rivalCreator} <> ${rater.userId}`,
        readySql(),
        notExists(
          db
            .select({ one: sql`1` })
            .from(preferenceRatings)
            .where(and(eq(preferenceRatings.taskId, comparisonTasks.id), eq(preferenceRatings.raterId, rater.userId))),
        ),
      ),
    )
    .orderBy(asc(ratingsOf), asc(comparisonTasks.createdAt), asc(comparisonTasks.position))
    .limit(1);
  const rated = await ratedBy(db, rater.userId);
  if (!row) return { task: null, rated };
  const { task } = row;
  const [expertAnswer, rivalAnswer] = await Promise.all([answerOf(db, task.expertRunId), answerOf(db, task.rivalRunId)]);
  const swapped = rivalFirst(task.id, rater.userId);
  return {
    task: {
      id: task.id,
      set_id: task.setId,
      prompt: task.prompt,
      a: swapped ? rivalAnswer : expertAnswer,
      b: swapped ? expertAnswer : rivalAnswer,
    },
    rated,
  };
}

/** A choice as the rater saw it, turned into the side that won. */
export function outcomeOf(choice: PreferenceChoice, swapped: boolean): PreferenceOutcome {
  if (choice === 'a') return swapped ? 'rival' : 'expert';
  if (choice === 'b') return swapped ? 'expert' : 'rival';
  return choice;
}

/** A task this rater may rate: on their site, ready, and of experts they did not create. */
async function rateableTask(db: Database, rater: Rater, id: string) {
  if (!isUuid(id)) throw new ApiError('COMPARISON_TASK_NOT_FOUND');
  const [row] = await db
    .select({ task: comparisonTasks, set: comparisonSets, ready: readySql() })
    .from(comparisonTasks)
    .innerJoin(comparisonSets, eq(comparisonSets.id, comparisonTasks.setId))
    .where(eq(comparisonTasks.id, id));
  if (!row || row.set.tenantId !== rater.tenant || !row.ready) throw new ApiError('COMPARISON_TASK_NOT_FOUND');
  const [expert, rival] = await Promise.all([findExpertById(db, row.set.expertId), findExpertById(db, row.set.rivalExpertId)]);
  if (row.set.ownerId === rater.userId || expert?.creatorId === rater.userId || rival?.creatorId === rater.userId)
    throw new ApiError('CANNOT_RATE_OWN_EXPERT');
  return { task: row.task as TaskRow, set: row.set, expert: expert!, rival: rival! };
}

export async function rate(
  db: Database,
  rater: Rater,
  id: string,
  body: { choice: PreferenceChoice; strength?: 'slight' | 'clear'; reasons: string[]; comment?: string },
): Promise<PreferenceRating> {
  const { task, set, expert, rival } = await rateableTask(db, rater, id);
  const swapped = rivalFirst(task.id, rater.userId);
  const outcome = outcomeOf(body.choice, swapped);
  const decisive = outcome === 'expert' || outcome === 'rival';
  let stored: typeof preferenceRatings.$inferSelect;
  try {
    stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(preferenceRatings)
        .values({
          taskId: task.id,
          raterId: rater.userId,
          outcome,
          swapped,
          strength: decisive ? (body.strength ?? null) : null,
          reasons: [...new Set(body.reasons)],
          comment: body.comment || null,
        })
        .returning();
      if (outcome === 'expert') await recordPreference(tx, { winnerId: set.expertId, loserId: set.rivalExpertId });
      if (outcome === 'rival') await recordPreference(tx, { winnerId: set.rivalExpertId, loserId: set.expertId });
      return row!;
    });
  } catch (error) {
    // Two ratings of one task by one rater (a double click, two tabs): the unique index lets one in.
    if (isUniqueViolation(error, 'preference_ratings_task_rater_key')) throw new ApiError('PREFERENCE_ALREADY_RATED');
    throw error;
  }
  const ref = (e: { id: string; slug: string; name: string }) => ({ id: e.id, slug: e.slug, name: e.name });
  return {
    task_id: task.id,
    choice: body.choice,
    strength: stored.strength,
    reasons: stored.reasons as PreferenceRating['reasons'],
    comment: stored.comment,
    reveal: swapped ? { a: ref(rival), b: ref(expert) } : { a: ref(expert), b: ref(rival) },
    created_at: stored.createdAt.toISOString(),
  };
}
