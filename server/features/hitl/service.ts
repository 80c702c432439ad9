/** What other features use of hitl: being told of each review decision once it committed. */
export { onReviewDecided } from './queue.ts';
