/**
 * What other features use of runs: the review gate they may register (hitl), a run's owner and state, applying a
 * reviewer's decision to the paused step, and advancing a run in the background.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { runSteps, runs } from './schema.ts';

export type { RunRow, RunsDeps } from './deps.ts';
export { advanceInBackground, advanceRun } from './engine.ts';
/** Starting a run (hitl's seed step runs review-gated experts through the same path as a person). */
export { createRun } from './runs.ts';
export { type ReviewGate, type ReviewRequest, registerReviewGate } from './review-gate.ts';

export async function findRunById(db: Database, id: string) {
  const [row] = await db.select().from(runs).where(eq(runs.id, id));
  return row ?? null;
}

/**
 * A reviewer decided on a paused step (inside the decision's transaction): `text` replaces the step's answer (an
 * edit or a response), `ignore` skips the step, and a run waiting for this review is queued to go on.
 */
export async function applyReviewDecision(
  tx: Database,
  decision: { runId: string; runStepId: string | null; text: string | null; ignore: boolean; resume: boolean },
): Promise<void> {
  if (decision.runStepId && decision.text !== null)
    await tx
      .update(runSteps)
      .set({ outputMarkdown: decision.text, outputHtml: renderMarkdown(decision.text) })
      .where(eq(runSteps.id, decision.runStepId));
  if (decision.runStepId && decision.ignore)
    // Dropped with what it quoted: the item keeps the answer for its reviewer, the step keeps nothing of it.
    await tx
      .update(runSteps)
      .set({ status: 'skipped', outputMarkdown: null, outputHtml: null, citations: [], data: null })
      .where(eq(runSteps.id, decision.runStepId));
  if (decision.resume) await tx.update(runs).set({ status: 'queued', updatedAt: new Date() }).where(eq(runs.id, decision.runId));
}
