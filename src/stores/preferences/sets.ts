/**
 * The /RLHF "Your comparison sets" tab: the creator's sets with progress, results and agreement, read again every
 * few seconds while answers are still being written, and making a new set (one of my experts, a rival, prompts one
 * per line).
 */
import { atom, onMount } from 'nanostores';
import type { ComparisonSet } from '../../../contract/preferences/entities.ts';
import type { ListResult } from '../../lib/api/list.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore, invalidateKeys } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { preferencesApi } from './clients.ts';
import { PREFERENCES_KEY } from './rating.ts';

export type RlhfTab = 'rate' | 'sets';
export const $rlhfTab = atom<RlhfTab>('rate');
const POLL_MS = 3000;

export const $comparisonSets = createFetcherStore<ListResult<ComparisonSet>>([`${PREFERENCES_KEY}sets`], {
  fetcher: () => preferencesApi.listComparisonSets({ query: { limit: 20 } }),
  onError: (error) => handleApiError(error, { domain: 'runs', operation: 'listComparisonSets' }),
});

export function refreshComparisonSets(): void {
  invalidateKeys((key) => key === `${PREFERENCES_KEY}sets`);
}

/** Answers still being written: the progress moves without a reload while someone watches the list. */
onMount($comparisonSets, () => {
  const timer = setInterval(() => {
    const sets = $comparisonSets.get().data?.items ?? [];
    if (sets.some((set) => set.tasks.ready + set.tasks.failed < set.tasks.total)) refreshComparisonSets();
  }, POLL_MS);
  return () => clearInterval(timer);
});

/** Prompts typed one per line: blank lines dropped. */
export function promptLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export async function createComparisonSet(input: { expert: string; rival: string; prompts: string }): Promise<Outcome<ComparisonSet>> {
  const body = { expert: input.expert, rival: input.rival.trim(), prompts: promptLines(input.prompts) };
  const outcome = await attempt('createComparisonSet', () => preferencesApi.createComparisonSet({ body }), {
    domain: 'runs',
    codeFields: { COMPARISON_SAME_EXPERT: 'rival', EXPERT_NOT_FOUND: 'rival' },
  });
  if (outcome.ok) refreshComparisonSets();
  return outcome;
}
