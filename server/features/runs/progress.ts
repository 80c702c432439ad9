/**
 * What a run tells people while it advances: progress events (`run.step`, `run.finished`). A run that answers in a
 * conversation is followed by that conversation's members
 * (the /messaging-v2 steps panel of everyone there); a run without one only by its owner.
 */
import { conversationAudience, publishEvent } from '../messaging/service.ts';
import type { RunRow, RunsDeps } from './deps.ts';
import type { runSteps } from './schema.ts';

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
