/**
 * The seam to human review (HITL). A gated step's answer waits for a person: the engine opens a review item through
 * the gate, and a run's view lists its items through it. The hitl feature implements the gate and registers it
 * (connectHitl, called once per process by the app and by the seed runner). hitl stands above runs, since its table
 * references runs and their steps, so runs never imports it; this is the same shape as messaging's agent mention
 * handler, which runs registers there.
 */
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import type { ProtocolStep } from '../../../contract/protocols/entities.ts';
import type { Database } from '../../db/client.ts';
import type { RunRow, RunsDeps } from './deps.ts';

export interface ReviewRequest {
  run: RunRow;
  /** The step attempt whose answer waits (run_steps.id). */
  runStepId: string;
  step: ProtocolStep;
  answer: string;
}

/** A review item just opened: what its reviewer is told once the pause is committed. */
export interface OpenedReview {
  itemId: string;
  runId: string;
  reviewerId: string;
}

export interface ReviewGate {
  /** Opens the review item of a step that pauses its run, inside the transaction that pauses it (issue 28). */
  open(tx: Database, request: ReviewRequest): Promise<OpenedReview>;
  /** Tells the reviewer (`review_item.created`), after the pause committed. */
  announce(deps: RunsDeps, opened: OpenedReview): Promise<void>;
  /**
   * The run's review items, oldest first, as `viewerId` may see them, and the steps (run_steps.id) whose answer waits
   * for a reviewer other than the viewer: their output and citations are the reviewer's alone until the decision.
   */
  itemsOf(db: Database, run: RunRow, viewerId: string): Promise<{ items: ReviewItem[]; heldStepIds: ReadonlySet<string> }>;
}

let gate: ReviewGate | null = null;

export function registerReviewGate(implementation: ReviewGate): void {
  gate = implementation;
}

export function reviewGate(): ReviewGate {
  if (!gate) throw new Error('runs: no review gate is registered (connectHitl() runs with the app and the seed)');
  return gate;
}
