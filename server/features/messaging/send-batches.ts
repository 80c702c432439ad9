/**
 * Group commit for members' sends on PostgreSQL. A transaction that NOTIFYs takes one database-wide lock at commit
 * and keeps it until its commit record is on disk, so such commits run one after the other: under load, sends
 * queued for that lock (bench:messaging saw three waiting at any moment at 450 msg/s), each paying its own WAL
 * flush and wake-ups. Here sends go by lanes (a conversation always by the same one); sends that arrive while their
 * lane commits wait and go together, each its own statement, in one transaction: one commit, one flush, one turn of
 * the lock for all of them. The lanes also bound how many commits queue for that lock at once.
 *
 * - A send that finds its lane free starts at once and alone: a quiet server adds no wait.
 * - A conversation's sends always go by the same lane, in their order; lanes share no conversation, so in this
 *   process no batch waits for another's row lock (a batch holds its conversations' locks until it commits).
 *   Within a batch, sends run ordered by conversation: another process's batch takes the same locks in the same
 *   order, so the two can wait for each other but never deadlock.
 * - A statement that fails aborts its batch; then each of its sends runs again alone, so one send's error (a
 *   client id that raced in) is its own and never another's. A batch can deadlock with another on the counters of
 *   recipients they share (migration 0011); PostgreSQL then gives one up, which runs again alone like any failed
 *   batch, and a send alone that PostgreSQL gives up runs again (at most three times).
 * - Answers resolve after the commit, so nothing is answered that could still roll back.
 */
import type { EventsAdapter } from '../../adapters/events/index.ts';
import type { Database } from '../../db/client.ts';
import { isDatabaseUnavailable, isRetryableConflict } from '../../lib/db-errors.ts';
import { runSendStatement, type SendAnswer, type SendStatement } from './send-statement.ts';

/** Lanes, each one transaction at a time (the pool has 10 connections; the rest serve everything else). */
const LANES = 6;
/** Sends per transaction at most: each is a statement of its own, so a batch's time grows with its size. */
const MAX_BATCH = 16;
/** Runs of a send alone when the database gives it up to a deadlock (it wrote nothing). */
const ALONE_ATTEMPTS = 3;

interface Waiting {
  statement: SendStatement;
  resolve: (answer: SendAnswer) => void;
  reject: (error: unknown) => void;
}

export interface SendBatchStats {
  /** Transactions of two or more sends. */
  batches: number;
  /** Sends that went in such transactions. */
  batchedSends: number;
  /** Batches that failed and whose sends ran again alone. */
  retriedBatches: number;
}

export class SendBatches {
  readonly stats: SendBatchStats = { batches: 0, batchedSends: 0, retriedBatches: 0 };
  readonly #lanes = Array.from({ length: LANES }, () => ({ queue: [] as Waiting[], busy: false }));

  constructor(
    private readonly db: Database,
    private readonly events: EventsAdapter,
  ) {}

  /** Sends waiting for their lane. */
  get queued(): number {
    return this.#lanes.reduce((sum, lane) => sum + lane.queue.length, 0);
  }

  run(statement: SendStatement): Promise<SendAnswer> {
    return new Promise((resolve, reject) => {
      const lane = this.#lanes[laneOf(statement.row.conversationId)]!;
      lane.queue.push({ statement, resolve, reject });
      this.#pump(lane);
    });
  }

  #pump(lane: { queue: Waiting[]; busy: boolean }): void {
    if (lane.busy || lane.queue.length === 0) return;
    lane.busy = true;
    const batch = lane.queue.splice(0, MAX_BATCH);
    void this.#commit(batch).finally(() => {
      lane.busy = false;
      this.#pump(lane);
    });
  }

  async #commit(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.#alone(batch[0]!);
    // Every process's batches lock conversations in one order, so two processes' batches never deadlock. The sort
    // is stable: one conversation's sends keep their order.
    batch.sort((x, y) => compare(x.statement.row.conversationId, y.statement.row.conversationId));
    let answers: SendAnswer[];
    try {
      answers = await this.db.transaction(async (tx) => {
        const done: SendAnswer[] = [];
        for (const waiting of batch) done.push(await runSendStatement(tx as unknown as Database, this.events, waiting.statement));
        return done;
      });
    } catch (error) {
      // A lost connection may have lost only the answer to COMMIT: running those sends again could store them twice.
      // They answer 503, and the site's retry carries their client ids.
      if (isDatabaseUnavailable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      this.stats.retriedBatches += 1;
      for (const waiting of batch) await this.#alone(waiting);
      return;
    }
    this.stats.batches += 1;
    this.stats.batchedSends += batch.length;
    batch.forEach((waiting, index) => {
      const answer = answers[index]!;
      answer.announce();
      waiting.resolve(answer);
    });
  }

  async #alone(waiting: Waiting): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await runSendStatement(this.db, this.events, waiting.statement);
        answer.announce();
        waiting.resolve(answer);
        return;
      } catch (error) {
        // Chosen as a deadlock's victim (its recipients' counters, locked by a batch in another order): run again.
        if (attempt < ALONE_ATTEMPTS && isRetryableConflict(error)) continue;
        waiting.reject(error);
        return;
      }
    }
  }
}

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** A conversation's lane: its sends always share one, in order, so no two lanes wait on its row lock. */
function laneOf(conversationId: string): number {
  let hash = 0;
  for (let index = 0; index < conversationId.length; index += 1) hash = (hash * 31 + conversationId.charCodeAt(index)) | 0;
  return Math.abs(hash) % LANES;
}

const byDatabase = new WeakMap<Database, SendBatches>();

/** The batches of one database handle (one per app): only PostgreSQL's NOTIFY serialises commits. */
export function sendBatchesOf(db: Database, events: EventsAdapter): SendBatches | null {
  if (events.kind !== 'postgres') return null;
  let batches = byDatabase.get(db);
  if (!batches) {
    batches = new SendBatches(db, events);
    byDatabase.set(db, batches);
  }
  return batches;
}
