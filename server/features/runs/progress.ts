/**
 * What a run tells people while it advances: progress events (`run.step`, `run.finished`) and the state of its
 * answer in the conversation. A run that answers in a conversation is followed by that conversation's members
 * (the /messaging-v2 steps panel of everyone there); a run without one only by its owner.
 */
import { eq } from 'drizzle-orm';
import { conversationAudience, finishAgentMessage, publishEvent, resumeAgentMessage } from '../messaging/service.ts';
import type { RunRow, RunsDeps } from './deps.ts';
import { type runSteps, runs } from './schema.ts';

type StepRow = typeof runSteps.$inferSelect;

/** Progress: the run's status and counts, and the step that just started or ended. */
export async function notify(deps: RunsDeps, run: RunRow, type: 'run.step' | 'run.finished', step?: StepRow) {
  const data = {
    run_id: run.id,
    status: run.status,
    conversation_id: run.conversationId,
    steps_done: run.stepsDone,
    steps_total: run.stepsTotal,
    ...(step ? { step: stepProgress(step) } : {}),
  };
  const members = run.conversationId ? await conversationAudience(deps.db, run.conversationId) : [];
  // The owner hears it even after leaving the conversation (it is their run, listed among their tasks).
  const userIds = [...new Set([run.userId, ...members])];
  await publishEvent(deps, { userIds, type, data }).catch(() => undefined);
}

function stepProgress(step: StepRow) {
  return {
    id: step.id,
    index: step.index,
    step_id: step.stepId,
    title: step.title,
    status: step.status,
    attempt: step.attempt,
    duration_ms: step.durationMs,
    started_at: step.startedAt.toISOString(),
    finished_at: step.finishedAt?.toISOString() ?? null,
  };
}

/** The run stops to wait: its answer in the thread settles (complete, saying what it waits for), never left streaming. */
export async function settleAnswer(deps: RunsDeps, run: RunRow, awaiting: { awaiting: 'input' | 'review'; text: string }) {
  if (!run.agentMessageId) return;
  await finishAgentMessage(deps, run.agentMessageId, { ok: true, ...awaiting }).catch((error) =>
    deps.logger.warn({ err: error, run_id: run.id }, 'run: could not settle the agent message'),
  );
}

/** The run goes on: its answer streams again (in place, or as a new message after a question it asked). */
export async function reopenAnswer(deps: RunsDeps, run: RunRow, messageId: string): Promise<RunRow> {
  const message = await resumeAgentMessage(deps, messageId);
  if (message.id === messageId) return run;
  const [row] = await deps.db.update(runs).set({ agentMessageId: message.id }).where(eq(runs.id, run.id)).returning();
  return row!;
}
