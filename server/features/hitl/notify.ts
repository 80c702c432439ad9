/**
 * Who is told what about a review (notifications, in the bell and the inbox): the reviewer when an item arrives in
 * their queue; the person who ran the expert when their run waits for review and when the review is decided. Nobody
 * is told about their own run twice: a creator who runs their own gated expert gets the reviewer's notice only.
 * The data names the expert and the item, never the answer under review (it is the reviewer's alone).
 */
import { findExpertById } from '../catalog/service.ts';
import { type MessagingDeps, type NotificationInput, notifyUsers } from '../messaging/service.ts';
import type { RunRow } from '../runs/service.ts';
import type { reviewItems } from './schema.ts';

type ItemRow = typeof reviewItems.$inferSelect;
/** The review queue's page (the inbox opens it for the reviewer's notices). */
export const QUEUE_LINK = '/HITL';
/** The owner's notices lead to the conversation the run answers in (the inbox opens the chat on a link). */
const chatLink = (run: RunRow) => (run.conversationId ? '/messaging-v1' : null);

async function expertName(deps: MessagingDeps, run: RunRow) {
  return (await findExpertById(deps.db, run.expertId))?.name ?? '';
}

/** An item just opened (after the pause committed). */
export async function notifyOpened(deps: MessagingDeps, run: RunRow, item: { id: string; reviewerId: string }): Promise<void> {
  const data = { review_item_id: item.id, run_id: run.id, expert_name: await expertName(deps, run) };
  const inputs: NotificationInput[] = [
    { userId: item.reviewerId, kind: 'review_item.created', severity: 'warning', link: QUEUE_LINK, data },
  ];
  if (run.userId !== item.reviewerId)
    inputs.push({ userId: run.userId, kind: 'run.waiting_review', conversationId: run.conversationId, link: chatLink(run), data });
  await notifyUsers(deps, inputs);
}

/** An item just decided (after the decision committed): the run's owner hears what became of their answer. */
export async function notifyDecided(deps: MessagingDeps, run: RunRow, item: ItemRow): Promise<void> {
  if (run.userId === item.reviewerId) return;
  const data = { review_item_id: item.id, run_id: run.id, expert_name: await expertName(deps, run), decision: item.decisionType };
  await notifyUsers(deps, [
    {
      userId: run.userId,
      kind: 'review_item.decided',
      severity: item.decisionType === 'ignore' ? 'warning' : 'success',
      actorUserId: item.decidedBy,
      conversationId: run.conversationId,
      link: chatLink(run),
      data,
    },
  ]);
}
