/**
 * Advances a run step by step. Each step is a row written before the provider is called (status running) and
 * finished after, so a crash leaves evidence: the next process that takes the run marks that attempt failed
 * ('interrupted') and executes the step again. Waiting for input or a review ends the advance; the answer or the
 * decision starts it again.
 *
 * Surviving a crash (issue 28):
 * - One process at a time holds a run: a lease (`lease_until`) with a token of its own (`lease_owner`), renewed while
 *   it works (every third of RUN_LEASE_MS). Every live process sweeps for runs whose lease lapsed (lease.ts), so a
 *   run a dead process held goes on within seconds of its lease running out, not only when a process starts.
 * - Every write that moves the run is conditioned on the token: a process that stalled past its lease (and was taken
 *   over) finds nothing to update and stops, instead of writing over the new holder.
 * - A run and its answer in the conversation move together, in one transaction (messaging's `within`): started,
 *   waiting, resumed, finished, failed. A crash can no longer leave a completed run beside a streaming answer.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ProtocolStep } from '../../../contract/protocols/entities.ts';
import { AgentError, createAgentProvider } from '../../adapters/agents/index.ts';
import type { Database } from '../../db/client.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { recordExpertSignals } from '../catalog/service.ts';
import { appendAgentText, finishAgentMessage, inTransaction, type Last, resumeAgentMessage } from '../messaging/service.ts';
import { executeStep, resolveConnection, retrievePassages, runContentOf, stepOrder } from '../protocols/service.ts';
import type { RunRow, RunsDeps } from './deps.ts';
import { notify } from './progress.ts';
import { type OpenedReview, reviewGate } from './review-gate.ts';
import { runSteps, runs } from './schema.ts';
import { askQuestion } from './views.ts';

/** The lease was taken over (this process stalled past it) or the run was cancelled: stop, write nothing more. */
class LeaseLost extends Error {}

type AnswerOutcome = Parameters<typeof finishAgentMessage>[2];

/** The runs this process is advancing, by id: a cancel made here stops the step in flight at once. */
const heldHere = new Map<string, Lease>();

/** A claim on a run: its token, renewed in the background while the run advances. */
class Lease {
  lost = false;
  readonly #timer: NodeJS.Timeout;
  readonly #abort = new AbortController();

  constructor(
    private readonly deps: RunsDeps,
    readonly runId: string,
    readonly token: string,
  ) {
    this.#timer = setInterval(() => void this.#renew(), Math.max(250, Math.floor(deps.env.RUN_LEASE_MS / 3)));
    this.#timer.unref();
    heldHere.set(runId, this);
  }

  /** Aborted once the run is no longer ours: a model call in flight ends there, and its tokens with it. */
  get signal(): AbortSignal {
    return this.#abort.signal;
  }

  abandon(): void {
    this.lost = true;
    this.#abort.abort(new LeaseLost());
  }

  /** The condition of every write that moves the run: it is still ours. */
  get held() {
    return and(eq(runs.id, this.runId), eq(runs.leaseOwner, this.token));
  }

  async #renew(): Promise<void> {
    try {
      const [row] = await this.deps.db
        .update(runs)
        .set({ leaseUntil: new Date(Date.now() + this.deps.env.RUN_LEASE_MS) })
        .where(and(this.held, eq(runs.status, 'running')))
        .returning({ id: runs.id });
      if (!row) this.abandon();
    } catch (error) {
      // The database away for a moment: the lease may lapse, another process then takes the run over.
      this.deps.logger.warn({ err: error, run_id: this.runId }, 'run: could not renew its lease');
    }
  }

  stop(): void {
    clearInterval(this.#timer);
    if (heldHere.get(this.runId) === this) heldHere.delete(this.runId);
  }
}

/**
 * The owner cancelled a run (runs.ts): when this process is advancing it, the step in flight stops now. A process
 * elsewhere finds its lease gone at its next renewal (a third of RUN_LEASE_MS) and stops then.
 */
export function abandonRunHere(runId: string): void {
  heldHere.get(runId)?.abandon();
}

async function claim(deps: RunsDeps, runId: string): Promise<{ run: RunRow; lease: Lease } | null> {
  const token = randomUUID();
  const [row] = await deps.db
    .update(runs)
    .set({ leaseUntil: new Date(Date.now() + deps.env.RUN_LEASE_MS), leaseOwner: token, status: 'running', updatedAt: new Date() })
    .where(
      and(eq(runs.id, runId), inArray(runs.status, ['queued', 'running']), or(isNull(runs.leaseUntil), lt(runs.leaseUntil, new Date()))),
    )
    .returning();
  return row ? { run: row, lease: new Lease(deps, runId, token) } : null;
}

/**
 * Moves the run (`set`, only while the lease is ours) and settles its answer with `answer` in the same transaction;
 * `also` adds work of the same transaction (a review item). LeaseLost when the run is no longer ours.
 */
async function transition(
  deps: RunsDeps,
  lease: Lease,
  run: RunRow,
  set: PgUpdateSetSource<typeof runs>,
  answer: AnswerOutcome | null,
  also?: (tx: Database, row: RunRow, last: Last) => Promise<void>,
): Promise<RunRow> {
  let moved: RunRow | undefined;
  const apply = async (tx: Database, last: Last) => {
    [moved] = await tx
      .update(runs)
      .set({ ...set, updatedAt: new Date() })
      .where(lease.held)
      .returning();
    if (!moved) throw new LeaseLost();
    await also?.(tx, moved, last);
  };
  if (run.agentMessageId && answer) await finishAgentMessage(deps, run.agentMessageId, answer, (tx, _message, last) => apply(tx, last));
  else await inTransaction(deps, (tx, _emit, _afterCommit, last) => apply(tx, last));
  return moved!;
}

/** What a run's earlier steps left: read once when an advance begins, then kept up to date by it. */
interface StepsSoFar {
  /** Rows written (every attempt): the next row's index. */
  count: number;
  /** Attempts per step id, failed ones included. */
  attempts: Map<string, number>;
  /** Outputs of the completed steps (the latest attempt of each; an edited review counts as the output). */
  outputs: Record<string, string>;
  /** An attempt is still marked running: a process stopped during it. */
  interrupted: boolean;
}

async function stepsSoFar(db: Database, runId: string): Promise<StepsSoFar> {
  const rows = await db
    .select({ stepId: runSteps.stepId, status: runSteps.status, outputMarkdown: runSteps.outputMarkdown })
    .from(runSteps)
    .where(eq(runSteps.runId, runId))
    .orderBy(asc(runSteps.index));
  const so: StepsSoFar = { count: rows.length, attempts: new Map(), outputs: {}, interrupted: false };
  for (const row of rows) {
    so.attempts.set(row.stepId, (so.attempts.get(row.stepId) ?? 0) + 1);
    if (row.status === 'completed' || row.status === 'skipped') so.outputs[row.stepId] = row.outputMarkdown ?? '';
    if (row.status === 'running') so.interrupted = true;
  }
  return so;
}

function nextOf(order: ProtocolStep[], step: ProtocolStep): string | null {
  const at = order.indexOf(step);
  return order[at + 1]?.id ?? null;
}

const finished = { leaseUntil: null, leaseOwner: null };

type RunEndedHook = (deps: RunsDeps, run: RunRow) => Promise<unknown>;
let runEndedHook: RunEndedHook | undefined;

/** What happens once a run has ended (a chat answers the messages that waited for it: chat.ts). */
export function onRunEnded(hook: RunEndedHook | undefined): void {
  runEndedHook = hook;
}

/** Tells the hook a run ended (completed, failed, cancelled); its failure is logged, the run stays as it ended. */
export async function runHasEnded(deps: RunsDeps, run: RunRow): Promise<void> {
  try {
    await runEndedHook?.(deps, run);
  } catch (error) {
    deps.logger.error({ err: error, run_id: run.id }, 'run: what follows its end failed');
  }
}

async function finishRun(
  deps: RunsDeps,
  lease: Lease,
  run: RunRow,
  outcome: { ok: true; outputs: Record<string, string> } | { ok: false; error: { code: string; message: string; retryable: boolean } },
) {
  const finalText = outcome.ok ? (Object.values(outcome.outputs).filter(Boolean).at(-1) ?? '') : '';
  const pricing = (await runContentOf(deps.db, run.versionId))?.pricing;
  const row = outcome.ok
    ? await transition(
        deps,
        lease,
        run,
        {
          ...finished,
          status: 'completed',
          output: finalText,
          cursor: null,
          finishedAt: new Date(),
          error: null,
          costAmount: pricing?.model === 'per_run' ? pricing.amount : 0,
          currency: pricing?.currency ?? 'USD',
        },
        { ok: true, text: finalText },
        // The expert's row is shared by every run of it: counted last, its lock held only up to the commit.
        async (_tx, _row, last) => last((tx) => recordExpertSignals(tx, run.expertId, { completedRunsDelta: 1 })),
      )
    : await transition(
        deps,
        lease,
        run,
        { ...finished, status: 'failed', error: outcome.error },
        { ok: false, reason: outcome.error.message },
      );
  await notify(deps, row, 'run.finished');
  await runHasEnded(deps, row);
}

const isGate = (step: ProtocolStep) => step.review_gate || step.kind === 'review';

/**
 * The owner cancelled the run while this step ran (runs.ts `cancel` already stopped its answer): the step's result
 * goes nowhere, the run stays cancelled and this process stops advancing it.
 */
async function stoppedMeanwhile(deps: RunsDeps, runId: string, stepRowId: string, durationMs: number): Promise<boolean> {
  const [current] = await deps.db.select({ status: runs.status }).from(runs).where(eq(runs.id, runId));
  if (current?.status !== 'cancelled') return false;
  await deps.db
    .update(runSteps)
    .set({
      status: 'failed',
      durationMs,
      finishedAt: new Date(),
      error: { code: 'cancelled', message: 'The run was cancelled during this step', retryable: false },
    })
    .where(eq(runSteps.id, stepRowId));
  return true;
}

/** Ends a step attempt that is still ours (the next holder marks an abandoned one 'interrupted' first). */
async function endStep(deps: RunsDeps, stepRowId: string, set: Partial<typeof runSteps.$inferInsert>) {
  const [row] = await deps.db
    .update(runSteps)
    .set({ ...set, finishedAt: new Date() })
    .where(and(eq(runSteps.id, stepRowId), eq(runSteps.status, 'running')))
    .returning();
  if (!row) throw new LeaseLost();
  return row;
}

/** Takes the run (if no other process holds it) and executes steps until it finishes, fails or has to wait. */
export async function advanceRun(deps: RunsDeps, runId: string): Promise<void> {
  const claimed = await claim(deps, runId);
  if (!claimed) return;
  const { lease } = claimed;
  try {
    await advanceClaimed(deps, claimed.run, lease);
  } catch (error) {
    if (!(error instanceof LeaseLost)) throw error;
    deps.logger.warn({ run_id: runId }, 'run: lease lost (taken over or cancelled); this process stops advancing it');
  } finally {
    lease.stop();
  }
}

async function advanceClaimed(deps: RunsDeps, claimed: RunRow, lease: Lease): Promise<void> {
  const { db } = deps;
  let run = claimed;
  const content = await runContentOf(db, run.versionId);
  if (!content) return;
  const order = stepOrder(content.steps);
  const connection = await resolveConnection(db, deps.env, run.expertId, run.tenantId);
  const provider = createAgentProvider(connection, deps.fetchImpl);
  const retrieve = (query: string, limit: number) => retrievePassages(db, { expertId: run.expertId }, query, limit);
  const so = await stepsSoFar(db, run.id);
  // An attempt left running by a process that stopped: it failed; the step runs again.
  if (so.interrupted) {
    await db
      .update(runSteps)
      .set({
        status: 'failed',
        finishedAt: new Date(),
        error: { code: 'interrupted', message: 'The server stopped during this step', retryable: true },
      })
      .where(and(eq(runSteps.runId, run.id), eq(runSteps.status, 'running')));
  }
  // The answer streams again (in place, or as a new message after a question it asked), pointed at by the run. A run
  // with no step yet has the message it was started with, still streaming: nothing to resume.
  if (run.agentMessageId && so.count > 0) {
    await resumeAgentMessage(deps, run.agentMessageId, async (tx, message) => {
      const [row] = await tx.update(runs).set({ agentMessageId: message.id }).where(lease.held).returning();
      if (!row) throw new LeaseLost();
      run = row;
    });
  }
  while (run.cursor) {
    if (lease.lost) throw new LeaseLost();
    const step = order.find((s) => s.id === run.cursor);
    if (!step) break;
    const attempt = (so.attempts.get(step.id) ?? 0) + 1;
    const started = performance.now();
    const [stepRow] = await db
      .insert(runSteps)
      .values({
        runId: run.id,
        index: so.count,
        stepId: step.id,
        kind: step.kind,
        title: step.title,
        status: 'running',
        attempt,
        input: run.input,
        provider: provider.kind,
        model: connection?.model ?? null,
      })
      .returning();
    so.count += 1;
    so.attempts.set(step.id, attempt);
    // The "step started" event goes out while the step runs (it used to be awaited first: 15–35 ms of a model step
    // with six runs at once, bench:runs); every later event of the run waits for it, so their order is unchanged.
    // Its failure (the database away) is held, not left unhandled, and surfaces where it is awaited. An ask step
    // takes no time (it checks the input it has): its end is its only event.
    const announced =
      step.kind === 'ask'
        ? Promise.resolve(null)
        : notify(deps, run, 'run.step', stepRow).then(
            () => null,
            (error: unknown) => error,
          );
    try {
      const outcome = await executeStep(provider, step, {
        content,
        question: run.question,
        input: run.input,
        previous: { ...so.outputs },
        retrieve,
        signal: lease.signal,
        // A gated step's answer waits for its reviewer: nobody in the thread sees it before the decision.
        onDelta:
          run.agentMessageId && step.kind !== 'ask' && !isGate(step)
            ? (text) => (lease.lost ? Promise.resolve() : appendAgentText(deps, run.agentMessageId!, text))
            : undefined,
      });
      const durationMs = Math.round(performance.now() - started);
      const unannounced = await announced;
      if (unannounced) throw unannounced;
      if (await stoppedMeanwhile(deps, run.id, stepRow!.id, durationMs)) return;
      if (outcome.kind === 'needs_input') {
        const waiting = await endStep(deps, stepRow!.id, { status: 'waiting', durationMs, data: { missing: outcome.missing } });
        run = await transition(
          deps,
          lease,
          run,
          { status: 'waiting_input', ...finished },
          {
            ok: true,
            awaiting: 'input',
            text: askQuestion(step, outcome.missing),
          },
        );
        await notify(deps, run, 'run.step', waiting);
        return;
      }
      const { result } = outcome;
      const completed = await endStep(deps, stepRow!.id, {
        status: 'completed',
        outputMarkdown: result.text || null,
        outputHtml: result.text ? renderMarkdown(result.text) : null,
        data: result.toolCalls.length > 0 ? { ...(result.data as object | null), tool_calls: result.toolCalls } : result.data,
        citations: result.citations.map((c) => ({ file_id: c.fileId, source: c.source, passage: c.passage })),
        model: result.model ?? connection?.model ?? null,
        tokensIn: result.tokensIn,
        tokensOut: result.tokensOut,
        durationMs,
      });
      so.outputs[step.id] = result.text ?? '';
      const moved = {
        cursor: nextOf(order, step),
        stepsDone: sql`${runs.stepsDone} + 1`,
        tokensIn: sql`${runs.tokensIn} + ${result.tokensIn}`,
        tokensOut: sql`${runs.tokensOut} + ${result.tokensOut}`,
        model: result.model ?? run.model,
      };
      if (!isGate(step)) {
        run = await transition(deps, lease, run, moved, null);
        await notify(deps, run, 'run.step', completed);
        continue;
      }
      // A review gate: the run waits, its item is opened and its answer settles, all at once; the reviewer hears of it
      // once that is committed.
      let opened: OpenedReview | undefined;
      run = await transition(
        deps,
        lease,
        run,
        { ...moved, status: 'waiting_review', ...finished },
        { ok: true, awaiting: 'review', text: '' },
        async (tx, paused) => {
          opened = await reviewGate().open(tx, { run: paused, runStepId: stepRow!.id, step, answer: result.text });
        },
      );
      if (opened) await reviewGate().announce(deps, opened);
      await notify(deps, run, 'run.step', completed);
      return;
    } catch (error) {
      await announced;
      // A cancel aborts the step's model call (LeaseLost): the step is marked cancelled, not left running.
      if (await stoppedMeanwhile(deps, run.id, stepRow!.id, Math.round(performance.now() - started))) return;
      if (error instanceof LeaseLost) throw error;
      const agentError = error instanceof AgentError ? error : null;
      const stored = agentError
        ? { code: agentError.code, message: agentError.message, retryable: agentError.retryable }
        : { code: 'internal', message: 'The step failed unexpectedly', retryable: true };
      if (!agentError) deps.logger.error({ err: error, run_id: run.id }, 'run step failed');
      const failed = await endStep(deps, stepRow!.id, {
        status: 'failed',
        error: stored,
        durationMs: Math.round(performance.now() - started),
      });
      await notify(deps, run, 'run.step', failed);
      await finishRun(deps, lease, run, { ok: false, error: stored });
      return;
    }
  }
  await finishRun(deps, lease, run, { ok: true, outputs: so.outputs });
}

/** Fire and forget with the failure logged (a request never waits for a run). */
export function advanceInBackground(deps: RunsDeps, runId: string): Promise<void> {
  return advanceRun(deps, runId).catch((error) => deps.logger.error({ err: error, run_id: runId }, 'run advance failed'));
}
