/**
 * The /RLHF rating tab: the next blind task for the signed-in member, the choice being made (a, b, tie, both bad;
 * strength; reasons; comment), and the last rating's reveal (which expert wrote which answer), shown until the rater
 * moves on. The choice lives here so that the page's keys (1 2 3 4, s, Enter) and its buttons act on one state.
 */
import { atom } from 'nanostores';
import type { NextComparison, PreferenceChoice, PreferenceRating } from '../../../contract/preferences/entities.ts';
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore, invalidateKeys } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { preferencesApi } from './clients.ts';

export const PREFERENCES_KEY = 'preferences/';
export type Strength = 'slight' | 'clear';
export type Reason = PreferenceRating['reasons'][number];

export interface Draft {
  choice: PreferenceChoice | null;
  strength: Strength;
  reasons: Reason[];
  comment: string;
}
const EMPTY: Draft = { choice: null, strength: 'clear', reasons: [], comment: '' };

export const $draft = atom<Draft>(EMPTY);
/** The rating just made, with its reveal; null while rating. */
export const $reveal = atom<PreferenceRating | null>(null);

export const $nextComparison = createFetcherStore<NextComparison>([`${PREFERENCES_KEY}next`], {
  fetcher: () => preferencesApi.nextComparisonTask(),
  onError: (error) => handleApiError(error, { domain: 'runs', operation: 'nextComparisonTask' }),
});

export function choose(choice: PreferenceChoice): void {
  $draft.set({ ...$draft.get(), choice });
}

export function toggleStrength(): void {
  const draft = $draft.get();
  $draft.set({ ...draft, strength: draft.strength === 'clear' ? 'slight' : 'clear' });
}

export function toggleReason(reason: Reason): void {
  const draft = $draft.get();
  const reasons = draft.reasons.includes(reason) ? draft.reasons.filter((r) => r !== reason) : [...draft.reasons, reason];
  $draft.set({ ...draft, reasons });
}

export function setComment(comment: string): void {
  $draft.set({ ...$draft.get(), comment });
}

/** Sends the draft for this task; on success the reveal shows and the sets (their counts) are read again. */
export async function submitRating(taskId: string): Promise<Outcome<PreferenceRating> | null> {
  const draft = $draft.get();
  if (!draft.choice) return null;
  const decisive = draft.choice === 'a' || draft.choice === 'b';
  const comment = draft.comment.trim();
  const body = {
    choice: draft.choice,
    ...(decisive ? { strength: draft.strength } : {}),
    reasons: draft.reasons,
    ...(comment ? { comment } : {}),
  };
  const outcome = await attempt('rateComparisonTask', () => preferencesApi.rateComparisonTask({ params: { id: taskId }, body }), {
    domain: 'runs',
  });
  if (outcome.ok) {
    $reveal.set(outcome.value);
    $draft.set(EMPTY);
  }
  return outcome;
}

/** After the reveal: the next task. */
export function nextComparison(): void {
  $reveal.set(null);
  $draft.set(EMPTY);
  invalidateKeys((key) => key.startsWith(PREFERENCES_KEY));
}
