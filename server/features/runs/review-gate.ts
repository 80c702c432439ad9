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

export interface ReviewGate {
  /** Opens the review item of a step that just paused its run, and tells its reviewer. */
  open(deps: RunsDeps, request: ReviewRequest): Promise<void>;
  /** The run's review items, oldest first, as the API shows them. */
  itemsOf(db: Database, run: RunRow): Promise<ReviewItem[]>;
}

let gate: ReviewGate | null = null;

export function registerReviewGate(implementation: ReviewGate): void {
  gate = implementation;
}

export function reviewGate(): ReviewGate {
  if (!gate) throw new Error('runs: no review gate is registered (connectHitl() runs with the app and the seed)');
  return gate;
}
