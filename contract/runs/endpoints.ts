import { defineEndpoints } from '../lib/endpoint.ts';

/** Runs (the user's personal tasks) and recommendations. The review queue that resumes paused runs: contract/hitl. */
export const runsEndpoints = defineEndpoints({
  startRun: { method: 'POST', path: '/api/runs' },
  listMyRuns: { method: 'GET', path: '/api/runs', list: true },
  getMyRunActivity: { method: 'GET', path: '/api/runs/activity' },
  getRun: { method: 'GET', path: '/api/runs/{id}' },
  provideRunInput: { method: 'POST', path: '/api/runs/{id}/input' },
  retryRun: { method: 'POST', path: '/api/runs/{id}/retry' },
  cancelRun: { method: 'POST', path: '/api/runs/{id}/cancel' },
  listRecommendations: { method: 'GET', path: '/api/recommendations' },
  listVersionRunFigures: { method: 'GET', path: '/api/creator/experts/{id}/run-figures' },
});
