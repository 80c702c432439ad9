/** Review items as the API answers them (contract/hitl/entities.ts). */
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import type { Database } from '../../db/client.ts';
import { findExpertById } from '../catalog/service.ts';
import type { reviewItems } from './schema.ts';

type ItemRow = typeof reviewItems.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The run an item belongs to, as far as its view needs it. */
export interface ItemRun {
  expertId: string;
  question: string;
}

/**
 * `run`: the run that paused (its expert, its question). What is under review is its reviewer's alone (issue 28):
 * anyone else (the run's owner, a member of its conversation) sees that an item exists and what became of it, never
 * `action_request.args` (the answer as the agent wrote it). Not after the decision either: an ignored answer must
 * never reach the person, and an edited one reaches them as edited (the step's output, `decision.args`). The run's
 * question (the conversation so far) and the reviewer's comment are the reviewer's too.
 */
export async function toReviewItem(db: Database, row: ItemRow, run: ItemRun, viewerId: string): Promise<ReviewItem> {
  const { expertId } = run;
  const expert = await findExpertById(db, expertId);
  const reviewer = row.reviewerId === viewerId;
  return {
    id: row.id,
    run_id: row.runId,
    step_id: row.stepId,
    expert: { id: expertId, slug: expert?.slug ?? '', name: expert?.name ?? '' },
    status: row.status,
    action_request: { action: row.action, args: reviewer ? row.args : {} },
    config: row.config,
    description: row.description,
    question: reviewer ? run.question : null,
    decision: row.decisionType
      ? {
          type: row.decisionType,
          args: row.decisionArgs ?? null,
          response: row.decisionResponse ?? null,
          comment: reviewer ? (row.decisionComment ?? null) : null,
        }
      : null,
    reviewer_id: row.reviewerId,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
  };
}
