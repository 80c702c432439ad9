/**
 * hitl's side of runs' review gate: a step that paused its run gets a review item for the expert's creator, who is
 * told at once (`review_item.created`); a run's view lists its items.
 */
import { asc, eq } from 'drizzle-orm';
import { findExpertById } from '../catalog/service.ts';
import { publishEvent } from '../messaging/service.ts';
import type { ReviewGate } from '../runs/service.ts';
import { reviewItems } from './schema.ts';
import { toReviewItem } from './views.ts';

export const hitlReviewGate: ReviewGate = {
  async open(deps, { run, runStepId, step, answer }) {
    const expert = await findExpertById(deps.db, run.expertId);
    const [item] = await deps.db
      .insert(reviewItems)
      .values({
        runId: run.id,
        runStepId,
        stepId: step.id,
        reviewerId: expert!.creatorId,
        action: 'send_answer',
        args: { answer },
        config: { allow_accept: true, allow_edit: true, allow_respond: true, allow_ignore: true },
        description: `**${step.title}**: check the answer before the person sees it.\n\n${step.instruction}`,
      })
      .returning();
    await publishEvent(deps, {
      userIds: [expert!.creatorId],
      type: 'review_item.created',
      data: { review_item_id: item!.id, run_id: run.id },
    }).catch(() => undefined);
  },

  async itemsOf(db, run) {
    const items = await db.select().from(reviewItems).where(eq(reviewItems.runId, run.id)).orderBy(asc(reviewItems.createdAt));
    return Promise.all(items.map((item) => toReviewItem(db, item, run.expertId)));
  },
};
