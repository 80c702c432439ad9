/**
 * A dataset export as a stream of JSON Lines (contract/preferences/datasets.ts): rows are turned into lines a batch
 * at a time, and the next batch is read only when the client has taken the last one (a pull stream with room for
 * one chunk), so what the export keeps is one page however many rows are stored, and a client that stops reading
 * stops the reads.
 * People are never named: a rater or reviewer is a pseudonym (pseudonym.ts).
 */
import type { DatasetKind, DatasetQuery, PreferencePairRow, RatingRow, ReviewEditRow } from '../../../contract/preferences/datasets.ts';
import type { PreferenceOutcome } from '../../../contract/preferences/entities.ts';
import type { Database } from '../../db/client.ts';
import { pseudonymOf } from './pseudonym.ts';
import { type DatasetScope, nextRatedTaskIds, ratedTasks, ratingsOfTasks, reviewEditBatch, type Votes } from './dataset-rows.ts';

/** Rows read per query: large enough that round trips do not dominate, small enough to keep memory flat. */
export const DATASET_BATCH = 500;
/**
 * Tasks per page of the rating-based exports: a page holds their ratings (a set's overlap, a handful each), so a
 * page of ratings stays near DATASET_BATCH rows.
 */
export const TASKS_PER_BATCH = 100;
const DAY_MS = 86_400_000;

export interface DatasetRequest {
  expertId: string;
  kind: DatasetKind;
  query: DatasetQuery;
  /** The key pseudonyms are made with (server/features/preferences/handlers.ts: from the environment). */
  secret: string;
  /** Rows per read; DATASET_BATCH unless a test pages in smaller steps. */
  batchSize?: number;
}

export function scopeOf(expertId: string, query: DatasetQuery): DatasetScope {
  return {
    expertId,
    version: query.version,
    since: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // `to` is a whole day: everything before the next midnight (UTC).
    until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

/** The side most raters chose, and their share; a split between two or more outcomes is a tie. */
export function majorityOf(votes: Votes): { outcome: PreferenceOutcome; agreement: number; ratings: number } {
  const entries = Object.entries(votes) as [PreferenceOutcome, number][];
  const ratings = entries.reduce((sum, [, n]) => sum + n, 0);
  const top = Math.max(...entries.map(([, n]) => n));
  const leaders = entries.filter(([, n]) => n === top);
  const outcome = leaders.length === 1 ? leaders[0]![0] : 'tie';
  return { outcome, agreement: ratings === 0 ? 0 : round(top / ratings), ratings };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Rated tasks in key order, TASKS_PER_BATCH (or the request's batch size) at a time. */
async function* taskPages(db: Database, request: DatasetRequest, scope: DatasetScope): AsyncGenerator<string[]> {
  let after: string | null = null;
  for (;;) {
    const ids = await nextRatedTaskIds(db, scope, after, request.batchSize ?? TASKS_PER_BATCH);
    if (ids.length === 0) return;
    after = ids.at(-1)!;
    yield ids;
  }
}

async function* preferencePairs(db: Database, request: DatasetRequest): AsyncGenerator<PreferencePairRow[]> {
  const scope = scopeOf(request.expertId, request.query);
  for await (const ids of taskPages(db, request, scope)) {
    const rows: PreferencePairRow[] = [];
    for (const task of await ratedTasks(db, scope, ids)) {
      const votes = { expert: task.expert, rival: task.rivalVotes, tie: task.tie, both_bad: task.both_bad };
      const { outcome, agreement, ratings } = majorityOf(votes);
      if (agreement < (request.query.min_agreement ?? 0)) continue;
      const decisive = outcome === 'expert' || outcome === 'rival';
      if (!decisive && request.query.ties === 'omit') continue;
      const [expertAnswer, rivalAnswer] = [task.expertAnswer ?? '', task.rivalAnswer ?? ''];
      const rivalWon = outcome === 'rival';
      rows.push({
        prompt: task.prompt,
        chosen: rivalWon ? rivalAnswer : expertAnswer,
        rejected: rivalWon ? expertAnswer : rivalAnswer,
        meta: {
          task_id: task.taskId,
          set_id: task.setId,
          outcome,
          votes,
          ratings,
          agreement,
          expert_version: task.expertVersion,
          rival: task.rival,
          rival_version: task.rivalVersion,
        },
      });
    }
    yield rows;
  }
}

async function* ratings(db: Database, request: DatasetRequest): AsyncGenerator<RatingRow[]> {
  const scope = scopeOf(request.expertId, request.query);
  for await (const ids of taskPages(db, request, scope)) {
    const batch = await ratingsOfTasks(db, scope, ids);
    // Every rating of these tasks in the window is here, so their votes are counted from the batch itself.
    const votes = new Map<string, Votes>();
    for (const rating of batch) {
      const tally = votes.get(rating.taskId) ?? { expert: 0, rival: 0, tie: 0, both_bad: 0 };
      tally[rating.outcome] += 1;
      votes.set(rating.taskId, tally);
    }
    const rows: RatingRow[] = [];
    for (const rating of batch) {
      const agreement = majorityOf(votes.get(rating.taskId)!).agreement;
      if (agreement < (request.query.min_agreement ?? 0)) continue;
      rows.push({
        task_id: rating.taskId,
        set_id: rating.setId,
        prompt: rating.prompt,
        rater: pseudonymOf(request.secret, request.expertId, rating.raterId),
        outcome: rating.outcome,
        strength: rating.strength,
        reasons: rating.reasons as RatingRow['reasons'],
        comment: rating.comment,
        shown_rival_first: rating.swapped,
        expert_version: rating.expertVersion,
        rival: rating.rival,
        task_agreement: agreement,
        rated_at: rating.ratedAt.toISOString(),
      });
    }
    yield rows;
  }
}

async function* reviewEdits(db: Database, request: DatasetRequest): AsyncGenerator<ReviewEditRow[]> {
  const scope = scopeOf(request.expertId, request.query);
  let after: string | null = null;
  for (;;) {
    const batch = await reviewEditBatch(db, scope, after, request.batchSize ?? DATASET_BATCH);
    if (batch.length === 0) return;
    after = batch.at(-1)!.itemId;
    yield batch.map((item) => ({
      prompt: item.prompt,
      chosen: String(item.edit?.answer ?? ''),
      rejected: String(item.draft.answer ?? ''),
      meta: {
        review_item_id: item.itemId,
        run_id: item.runId,
        version: item.version,
        step_id: item.stepId,
        reviewer: pseudonymOf(request.secret, request.expertId, item.reviewerId),
        comment: item.comment,
        decided_at: item.decidedAt!.toISOString(),
      },
    }));
  }
}

const READERS = { 'preference-pairs': preferencePairs, ratings, 'review-edits': reviewEdits } as const;

/** The export's rows, a batch at a time (empty batches skipped). */
export async function* datasetBatches(db: Database, request: DatasetRequest): AsyncGenerator<object[]> {
  for await (const rows of READERS[request.kind](db, request)) if (rows.length > 0) yield rows;
}

/** Batches as a byte stream of JSON Lines, read on demand. */
export function jsonLinesStream(batches: AsyncGenerator<object[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((row) => `${JSON.stringify(row)}\n`).join('')));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
