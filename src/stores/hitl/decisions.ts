/**
 * Deciding a review item (a run paused at a review gate), in agent-inbox's terms: accept the proposed answer,
 * respond with your own text instead, or ignore the step. The decision resumes the run on the server; the tasks
 * (and the queue with them, stores/hitl/queue.ts) are read again.
 */
import type { ReviewDecisionType, ReviewItem } from '../../../contract/hitl/entities.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { refreshTasks } from '../runs/tasks.ts';
import { hitlApi } from './clients.ts';

export async function decideReview(item: ReviewItem, type: ReviewDecisionType, response?: string): Promise<Outcome<ReviewItem>> {
  const outcome = await attempt(
    'decideReviewItem',
    () => hitlApi.decideReviewItem({ params: { id: item.id }, body: response === undefined ? { type } : { type, response } }),
    { domain: 'runs', codeFields: { DECISION_NOT_ALLOWED: 'response' } },
  );
  refreshTasks();
  return outcome;
}

/** The decisions an item allows, in the order the page offers them. */
export function allowedDecisions(item: ReviewItem): ReviewDecisionType[] {
  const { allow_accept, allow_respond, allow_ignore } = item.config;
  return [allow_accept && 'accept', allow_respond && 'respond', allow_ignore && 'ignore'].filter(Boolean) as ReviewDecisionType[];
}
