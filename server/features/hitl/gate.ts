/**
 * hitl's side of runs' review gate: a step that paused its run gets a review item for the expert's creator, who is
 * told at once (`review_item.created`, and a notification; so is the run's owner); a run's view lists its items.
 */
import { asc, eq } from 'drizzle-orm';
import { findExpertById } from '../catalog/service.ts';
import { publishEvent } from '../messaging/service.ts';
import { findRunById, type ReviewGate } from '../runs/service.ts';
import { notifyOpened } from './notify.ts';
import { reviewItems } from './schema.ts';
import { toReviewItem } from './views.ts';

export const hitlReviewGate: ReviewGate = {
  async open(tx, { run, runStepId, step, answer }) {
    const expert = await findExpertById(tx, run.expertId);
    const [item] = await tx
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
      .returning({ id: reviewItems.id });
    return { itemId: item!.id, runId: run.id, reviewerId: expert!.creatorId };
  },

  async announce(deps, { itemId, runId, reviewerId }) {
    await publishEvent(deps, {
      userIds: [reviewerId],
      type: 'review_item.created',
      data: { review_item_id: itemId, run_id: runId },
    }).catch(() => undefined);
    const run = await findRunById(deps.db, runId);
    if (run) await notifyOpened(deps, run, { id: itemId, reviewerId }).catch(() => undefined);
  },

  async itemsOf(db, run, viewerId) {
    const rows = await db.select().from(reviewItems).where(eq(reviewItems.runId, run.id)).orderBy(asc(reviewItems.createdAt));
    const held = rows.filter((row) => row.status === 'pending' && row.reviewerId !== viewerId && row.runStepId);
    return {
      items: await Promise.all(rows.map((row) => toReviewItem(db, row, run, viewerId))),
      heldStepIds: new Set(held.map((row) => row.runStepId!)),
    };
  },
};
