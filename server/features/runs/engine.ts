/**
 * Advances a run step by step. Each step is a row written before the provider is called (status running) and
 * finished after, so a crash leaves evidence: the next process that takes the run marks that attempt failed
 * ('interrupted') and executes the step again. A lease on the run row lets one process at a time advance it; a
 * process starting up resumes runs whose lease lapsed (resumeRuns). Waiting for input or a review ends the
 * advance; the answer or the decision starts it again.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ProtocolStep } from '../../../contract/protocols/entities.ts';
import { AgentError, createAgentProvider } from '../../adapters/agents/index.ts';
import type { Database } from '../../db/client.ts';
import { recordExpertSignals } from '../catalog/service.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { appendAgentText, finishAgentMessage } from '../messaging/service.ts';
import { executeStep, resolveConnection, retrievePassages, stepOrder, versionById } from '../protocols/service.ts';
import type { RunRow, RunsDeps } from './deps.ts';
import { reviewGate } from './review-gate.ts';
import { runSteps, runs } from './schema.ts';
import { notify, reopenAnswer, settleAnswer } from './progress.ts';
import { askQuestion } from './views.ts';

async function claim(deps: RunsDeps, runId: string): Promise<RunRow | null> {
  const until = new Date(Date.now() + deps.env.RUN_LEASE_MS);
  const [row] = await deps.db
    .update(runs)
    .set({ leaseUntil: until, status: 'running', updatedAt: new Date() })
    .where(
      and(eq(runs.id, runId), inArray(runs.status, ['queued', 'running']), or(isNull(runs.leaseUntil), lt(runs.leaseUntil, new Date()))),
    )
    .returning();
  return row ?? null;
}

/** Outputs of the completed steps so far (the latest attempt of each; an edited review counts as the output). */
export async function previousOutputs(db: Database, runId: string): Promise<Record<string, string>> {
  const rows = await db.select().from(runSteps).where(eq(runSteps.runId, runId)).orderBy(asc(runSteps.index));
  const outputs: Record<string, string> = {};
  for (const row of rows) if (row.status === 'completed' || row.status === 'skipped') outputs[row.stepId] = row.outputMarkdown ?? '';
  return outputs;
}

function nextOf(order: ProtocolStep[], step: ProtocolStep): string | null {
  const at = order.indexOf(step);
  return order[at + 1]?.id ?? null;
}

async function finishRun(
  deps: RunsDeps,
  run: RunRow,
  outcome: { ok: true } | { ok: false; error: { code: string; message: string; retryable: boolean } },
) {
  const db = deps.db;
  const outputs = await previousOutputs(db, run.id);
  const finalText = Object.values(outputs).filter(Boolean).at(-1) ?? '';
  const version = await versionById(db, run.versionId);
  const pricing = version?.content.pricing;
  const [row] = await db
    .update(runs)
    .set(
      outcome.ok
        ? {
            status: 'completed',
            output: finalText,
            cursor: null,
            finishedAt: new Date(),
            leaseUntil: null,
            updatedAt: new Date(),
            error: null,
            costAmount: pricing?.model === 'per_run' ? pricing.amount : 0,
            currency: pricing?.currency ?? 'USD',
          }
        : { status: 'failed', error: outcome.error, leaseUntil: null, updatedAt: new Date() },
    )
    .where(eq(runs.id, run.id))
    .returning();
  if (run.agentMessageId) {
    await finishAgentMessage(
      deps,
      run.agentMessageId,
      outcome.ok ? { ok: true, text: finalText } : { ok: false, reason: outcome.error.message },
    ).catch((error) => deps.logger.warn({ err: error, run_id: run.id }, 'run: could not finish the agent message'));
  }
  if (outcome.ok) await recordExpertSignals(db, run.expertId, { completedRunsDelta: 1 });
  await notify(deps, row!, 'run.finished');
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

/** Takes the run (if no other process holds it) and executes steps until it finishes, fails or has to wait. */
export async function advanceRun(deps: RunsDeps, runId: string): Promise<void> {
  const { db } = deps;
  const claimed = await claim(deps, runId);
  if (!claimed) return;
  let run: RunRow = claimed;
  const version = await versionById(db, run.versionId);
  if (!version) return;
  const order = stepOrder(version.content.steps);
  const connection = await resolveConnection(db, deps.env, run.expertId, run.tenantId);
  const provider = createAgentProvider(connection, deps.fetchImpl);
  const retrieve = (query: string, limit: number) => retrievePassages(db, { expertId: run.expertId }, query, limit);
  // An attempt left running by a process that stopped: it failed; the step runs again.
  await db
    .update(runSteps)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      error: { code: 'interrupted', message: 'The server stopped during this step', retryable: true },
    })
    .where(and(eq(runSteps.runId, run.id), eq(runSteps.status, 'running')));
  if (run.agentMessageId) run = await reopenAnswer(deps, run, run.agentMessageId);
  while (run.cursor) {
    const step = order.find((s) => s.id === run.cursor);
    if (!step) break;
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(runSteps).where(eq(runSteps.runId, run.id))) as [
      { count: number },
    ];
    const attempt =
      (
        await db
          .select({ id: runSteps.id })
          .from(runSteps)
          .where(and(eq(runSteps.runId, run.id), eq(runSteps.stepId, step.id)))
      ).length + 1;
    const started = performance.now();
    const [stepRow] = await db
      .insert(runSteps)
      .values({
        runId: run.id,
        index: count,
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
    await db
      .update(runs)
      .set({ leaseUntil: new Date(Date.now() + deps.env.RUN_LEASE_MS) })
      .where(eq(runs.id, run.id));
    await notify(deps, run, 'run.step', stepRow);
    try {
      const outcome = await executeStep(provider, step, {
        content: version.content,
        question: run.question,
        input: run.input,
        previous: await previousOutputs(db, run.id),
        retrieve,
        // A gated step's answer waits for its reviewer: nobody in the thread sees it before the decision.
        onDelta:
          run.agentMessageId && step.kind !== 'ask' && !isGate(step)
            ? (text) => appendAgentText(deps, run.agentMessageId!, text)
            : undefined,
      });
      const durationMs = Math.round(performance.now() - started);
      if (await stoppedMeanwhile(deps, run.id, stepRow!.id, durationMs)) return;
      if (outcome.kind === 'needs_input') {
        const [waiting] = await db
          .update(runSteps)
          .set({ status: 'waiting', durationMs, finishedAt: new Date(), data: { missing: outcome.missing } })
          .where(eq(runSteps.id, stepRow!.id))
          .returning();
        run = (
          await db
            .update(runs)
            .set({ status: 'waiting_input', leaseUntil: null, updatedAt: new Date() })
            .where(eq(runs.id, run.id))
            .returning()
        )[0]!;
        await settleAnswer(deps, run, { awaiting: 'input', text: askQuestion(step, outcome.missing) });
        await notify(deps, run, 'run.step', waiting);
        return;
      }
      const { result } = outcome;
      const [completed] = await db
        .update(runSteps)
        .set({
          status: 'completed',
          outputMarkdown: result.text || null,
          outputHtml: result.text ? renderMarkdown(result.text) : null,
          data: result.toolCalls.length > 0 ? { ...(result.data as object | null), tool_calls: result.toolCalls } : result.data,
          citations: result.citations.map((c) => ({ file_id: c.fileId, source: c.source, passage: c.passage })),
          model: result.model ?? connection?.model ?? null,
          tokensIn: result.tokensIn,
          tokensOut: result.tokensOut,
          durationMs,
          finishedAt: new Date(),
        })
        .where(eq(runSteps.id, stepRow!.id))
        .returning();
      const next = nextOf(order, step);
      const gate = isGate(step);
      run = (
        await db
          .update(runs)
          .set({
            cursor: next,
            stepsDone: sql`${runs.stepsDone} + 1`,
            tokensIn: sql`${runs.tokensIn} + ${result.tokensIn}`,
            tokensOut: sql`${runs.tokensOut} + ${result.tokensOut}`,
            model: result.model ?? run.model,
            updatedAt: new Date(),
            ...(gate ? { status: 'waiting_review' as const, leaseUntil: null } : {}),
          })
          .where(eq(runs.id, run.id))
          .returning()
      )[0]!;
      if (gate) {
        await reviewGate().open(deps, { run, runStepId: stepRow!.id, step, answer: result.text });
        await settleAnswer(deps, run, { awaiting: 'review', text: '' });
        await notify(deps, run, 'run.step', completed);
        return;
      }
      await notify(deps, run, 'run.step', completed);
    } catch (error) {
      if (await stoppedMeanwhile(deps, run.id, stepRow!.id, Math.round(performance.now() - started))) return;
      const agentError = error instanceof AgentError ? error : null;
      const stored = agentError
        ? { code: agentError.code, message: agentError.message, retryable: agentError.retryable }
        : { code: 'internal', message: 'The step failed unexpectedly', retryable: true };
      if (!agentError) deps.logger.error({ err: error, run_id: run.id }, 'run step failed');
      const [failed] = await db
        .update(runSteps)
        .set({ status: 'failed', error: stored, durationMs: Math.round(performance.now() - started), finishedAt: new Date() })
        .where(eq(runSteps.id, stepRow!.id))
        .returning();
      if (failed) await notify(deps, run, 'run.step', failed);
      await finishRun(deps, run, { ok: false, error: stored });
      return;
    }
  }
  await finishRun(deps, run, { ok: true });
}

/** Start-up: every run left queued or running whose lease lapsed is taken up again. */
export async function resumeRuns(deps: RunsDeps): Promise<number> {
  const rows = await deps.db
    .select({ id: runs.id })
    .from(runs)
    .where(and(inArray(runs.status, ['queued', 'running']), or(isNull(runs.leaseUntil), lt(runs.leaseUntil, new Date()))));
  for (const row of rows) void advanceInBackground(deps, row.id);
  return rows.length;
}

/** Fire and forget with the failure logged (a request never waits for a run). */
export function advanceInBackground(deps: RunsDeps, runId: string): Promise<void> {
  return advanceRun(deps, runId).catch((error) => deps.logger.error({ err: error, run_id: runId }, 'run advance failed'));
}
