/** Review items as the API answers them (contract/hitl/entities.ts). */
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import type { Database } from '../../db/client.ts';
import { findExpertById } from '../catalog/service.ts';
import type { reviewItems } from './schema.ts';

type ItemRow = typeof reviewItems.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `expertId`: the expert whose run paused (the run's). */
export async function toReviewItem(db: Database, row: ItemRow, expertId: string): Promise<ReviewItem> {
  const expert = await findExpertById(db, expertId);
  return {
    id: row.id,
    run_id: row.runId,
    step_id: row.stepId,
    expert: { id: expertId, slug: expert?.slug ?? '', name: expert?.name ?? '' },
    status: row.status,
    action_request: { action: row.action, args: row.args },
    config: row.config,
    description: row.description,
    decision: row.decisionType ? { type: row.decisionType, args: row.decisionArgs ?? null, response: row.decisionResponse ?? null } : null,
    reviewer_id: row.reviewerId,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
  };
}
