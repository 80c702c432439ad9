/**
 * The /HITL review queue: the signed-in reviewer's items, pending or decided (a tab), the one selected, and the
 * events that keep it live. `review_item.created` (an item arrived) and `review_item.decided` (decided here, in
 * another tab, or by a second reviewer's request) read the queue again, so new items arrive and decided ones leave
 * without a reload. Keyed under the tasks' key like Personal 1's panel (stores/hitl/queue.ts): a decision there
 * refreshes this list too.
 */
import { atom } from 'nanostores';
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import type { ListResult } from '../../lib/api/list.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { onEvent } from '../messaging/events.ts';
import { refreshTasks, TASKS_KEY } from '../runs/tasks.ts';
import { hitlApi } from './clients.ts';

export type QueueTab = 'pending' | 'decided';
/** As many as one screen of a reviewer's work; the API's page limit. */
export const QUEUE_LIMIT = 50;

export const $queueTab = atom<QueueTab>('pending');
export const $selectedReviewId = atom<string | null>(null);
/** What the last decision did, said once it went through (the item then leaves the list). */
export const $decisionNotice = atom('');

export const $reviewQueue = createFetcherStore<ListResult<ReviewItem>>([`${TASKS_KEY}review-queue/`, $queueTab], {
  fetcher: (...parts) => hitlApi.listReviewItems({ query: { status: parts[1] as QueueTab, limit: QUEUE_LIMIT } }),
  onError: (error) => handleApiError(error, { domain: 'runs', operation: 'listReviewItems' }),
});

let live = false;
/** Follows the events stream once per page: a review item that arrives or is decided reads the queue again. */
export function followReviewQueue(): void {
  if (live || typeof window === 'undefined') return;
  live = true;
  onEvent((event) => {
    if (event.type === 'review_item.created' || event.type === 'review_item.decided' || event.type === 'reset') refreshTasks();
  });
}

/** The item beside the list: the one chosen if it is still listed, else the first (none in an empty queue). */
export function selectedItem(items: readonly ReviewItem[], selectedId: string | null): ReviewItem | null {
  return items.find((item) => item.id === selectedId) ?? items[0] ?? null;
}

/** The item `step` places away from the selected one (j: 1, k: -1), kept within the list. */
export function stepSelection(items: readonly ReviewItem[], selectedId: string | null, step: 1 | -1): string | null {
  if (items.length === 0) return null;
  const at = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  return items[Math.min(items.length - 1, Math.max(0, at + step))]!.id;
}

/** The draft answer under review (`args.answer`), if the action carries one. */
export function proposedAnswer(item: ReviewItem): string | null {
  const answer = item.action_request.args.answer;
  return typeof answer === 'string' ? answer : null;
}

/** The action's other arguments, shown as they are. */
export function otherArgs(item: ReviewItem): Array<[string, string]> {
  return Object.entries(item.action_request.args)
    .filter(([key]) => key !== 'answer')
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
}

/**
 * The protocol step and why it needs a person. hitl's gate writes the description as `**<step title>**: <why>`, a
 * blank line, then the step's instruction (server/features/hitl/gate.ts); anything else is shown whole.
 */
export function gateOf(item: ReviewItem): { step: string; instruction: string } {
  const match = /^\*\*(.+?)\*\*:[^\n]*\n\n([\s\S]*)$/.exec(item.description);
  return match ? { step: match[1]!, instruction: match[2]!.trim() } : { step: item.step_id, instruction: item.description };
}
