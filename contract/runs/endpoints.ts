import { defineEndpoints } from '../lib/endpoint.ts';

/** Runs (the user's personal tasks), recommendations, and the review (HITL) queue. */
export const runsEndpoints = defineEndpoints({
  startRun: { method: 'POST', path: '/api/runs' },
  listMyRuns: { method: 'GET', path: '/api/runs', list: true },
  getRun: { method: 'GET', path: '/api/runs/{id}' },
  provideRunInput: { method: 'POST', path: '/api/runs/{id}/input' },
  retryRun: { method: 'POST', path: '/api/runs/{id}/retry' },
  cancelRun: { method: 'POST', path: '/api/runs/{id}/cancel' },
  listRecommendations: { method: 'GET', path: '/api/recommendations' },
  listReviewItems: { method: 'GET', path: '/api/review-items', list: true },
  getReviewItem: { method: 'GET', path: '/api/review-items/{id}' },
  decideReviewItem: { method: 'POST', path: '/api/review-items/{id}/decision' },
});
