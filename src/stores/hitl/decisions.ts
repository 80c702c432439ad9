/**
 * Deciding a review item (a run paused at a review gate), in agent-inbox's terms: accept the proposed answer, edit
 * it, respond with your own text instead, or ignore the step; any of them with a comment (your note, kept with the
 * decision). The decision resumes the run on the server; the tasks (and both queues with them) are read again.
 */
import type { ReviewDecisionType, ReviewItem } from '../../../contract/hitl/entities.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { refreshTasks } from '../runs/tasks.ts';
import { hitlApi } from './clients.ts';

export interface DecisionInput {
  /** edit: the changed answer. */
  answer?: string;
  /** respond: the reply sent instead. */
  response?: string;
  comment?: string;
}

export async function decideReview(item: ReviewItem, type: ReviewDecisionType, input: DecisionInput = {}): Promise<Outcome<ReviewItem>> {
  const comment = input.comment?.trim() || undefined;
  const body = {
    type,
    ...(type === 'edit' ? { args: { answer: input.answer ?? '' } } : {}),
    ...(type === 'respond' ? { response: input.response } : {}),
    ...(comment ? { comment } : {}),
  };
  const outcome = await attempt('decideReviewItem', () => hitlApi.decideReviewItem({ params: { id: item.id }, body }), {
    domain: 'runs',
    codeFields: { DECISION_NOT_ALLOWED: 'response' },
  });
  refreshTasks();
  return outcome;
}

/** The decisions an item allows, in the order the page offers them. */
export function allowedDecisions(
  item: ReviewItem,
  offered: readonly ReviewDecisionType[] = ['accept', 'respond', 'ignore'],
): ReviewDecisionType[] {
  const allowed = {
    accept: item.config.allow_accept,
    edit: item.config.allow_edit,
    respond: item.config.allow_respond,
    ignore: item.config.allow_ignore,
  };
  return offered.filter((type) => allowed[type]);
}
