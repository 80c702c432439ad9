import { defineEndpoints } from '../lib/endpoint.ts';

/** Preference rating (RLHF): comparison sets of two experts' answers, blind tasks to rate, and the sets' results. */
export const preferencesEndpoints = defineEndpoints({
  createComparisonSet: { method: 'POST', path: '/api/comparison-sets' },
  listComparisonSets: { method: 'GET', path: '/api/comparison-sets', list: true },
  getComparisonSet: { method: 'GET', path: '/api/comparison-sets/{id}' },
  nextComparisonTask: { method: 'GET', path: '/api/comparison-tasks/next' },
  rateComparisonTask: { method: 'POST', path: '/api/comparison-tasks/{id}/rating' },
  listVersionFeedbackFigures: { method: 'GET', path: '/api/creator/experts/{id}/feedback-figures' },
  exportDataset: { method: 'GET', path: '/api/creator/experts/{id}/datasets/{kind}' },
});
