/**
 * Personal 1's live data (spec "personal chains": tasks, history, recommendations): the signed-in person's runs as
 * tasks, newest first, and experts recommended to them (the review items waiting for their decision: stores/hitl).
 * While a run is still moving the list is read again every few seconds, so a task's status follows the run without
 * a reload.
 */
import type { ListResult } from '../../lib/api/list.ts';
import type { Recommendation, RunStatus, RunSummary } from '../../../contract/runs/entities.ts';
import { atom, onMount } from 'nanostores';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore, invalidateKeys } from '../../lib/query/client.ts';
import { runsApi } from './clients.ts';

export const TASKS_KEY = 'runs/tasks/';
const MOVING: readonly RunStatus[] = ['queued', 'running'];
const POLL_MS = 3000;

export const $tasksPage = atom(1);
export const TASKS_PER_PAGE = 10;

export const $myTasks = createFetcherStore<ListResult<RunSummary>>([TASKS_KEY, $tasksPage], {
  fetcher: (...parts) => runsApi.listMyRuns({ query: { page: Number(parts[1]), limit: TASKS_PER_PAGE } }),
  onError: (error) => handleApiError(error, { domain: 'runs', operation: 'listMyRuns' }),
});

export const $recommendations = createFetcherStore<Recommendation[]>(['runs/recommendations'], {
  fetcher: () => runsApi.listRecommendations(),
  onError: (error) => handleApiError(error, { domain: 'runs', operation: 'listRecommendations' }),
});

/** Reads the tasks again (every page), and whatever is keyed under them (the review queue, stores/hitl). */
export function refreshTasks(): void {
  invalidateKeys((key) => key.startsWith(TASKS_KEY));
}

export function isMoving(status: RunStatus): boolean {
  return MOVING.includes(status);
}

// Follow moving runs while someone watches the list; stop when nobody does.
onMount($myTasks, () => {
  const timer = setInterval(() => {
    const items = $myTasks.get().data?.items ?? [];
    if (items.some((task) => isMoving(task.status))) refreshTasks();
  }, POLL_MS);
  return () => clearInterval(timer);
});
