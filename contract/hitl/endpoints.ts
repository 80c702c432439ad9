import { defineEndpoints } from '../lib/endpoint.ts';

/** The review (HITL) queue: review items of paused runs, and the decisions that resume them. */
export const hitlEndpoints = defineEndpoints({
  listReviewItems: { method: 'GET', path: '/api/review-items', list: true },
  getReviewItem: { method: 'GET', path: '/api/review-items/{id}' },
  decideReviewItem: { method: 'POST', path: '/api/review-items/{id}/decision' },
  getAgentAnalytics: { method: 'GET', path: '/api/creator/agent-analytics' },
});
