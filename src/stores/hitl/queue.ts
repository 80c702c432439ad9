/**
 * The review items waiting for your decision (the experts you created paused a run at a review gate). The queue is
 * keyed under the tasks' key, so whatever refreshes the tasks (a run that moved, a decision) reads it again too.
 */
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import type { ListResult } from '../../lib/api/list.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore } from '../../lib/query/client.ts';
import { TASKS_KEY } from '../runs/tasks.ts';
import { hitlApi } from './clients.ts';

export const $pendingReviews = createFetcherStore<ListResult<ReviewItem>>([`${TASKS_KEY}review-items`], {
  fetcher: () => hitlApi.listReviewItems({ query: { status: 'pending', limit: 10 } }),
  onError: (error) => handleApiError(error, { domain: 'runs', operation: 'listReviewItems' }),
});
