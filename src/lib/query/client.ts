/**
 * The site's query cache (@nanostores/query) with the policy of settings.ts. Keys are API paths split into
 * parts (`['/api/auth/security/events?page=', page]`); the default fetcher joins them and GETs through the API
 * client. `createMutation` wraps a mutator with the mutation retry rule. `clearQueryCache` empties everything
 * (sign-out, spec §4).
 */
import { nanoquery, type ManualMutator } from '@nanostores/query';
import { api } from '../api/index.ts';
import {
  QUERY_FRESH_MS, QUERY_KEEP_MS, REFETCH_ON_RECONNECT, REFETCH_ON_WINDOW_FOCUS, onErrorRetry, shouldRetryMutation, withRetry,
} from './settings.ts';

export const QUERY_SETTINGS = {
  dedupeTime: QUERY_FRESH_MS,
  cacheLifetime: QUERY_KEEP_MS,
  revalidateOnFocus: REFETCH_ON_WINDOW_FOCUS,
  revalidateOnReconnect: REFETCH_ON_RECONNECT,
  onErrorRetry,
} as const;

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  ...QUERY_SETTINGS,
  fetcher: (...parts) => api.get(parts.join('')),
});

/** A mutator store whose mutator is retried once when the network failed. */
export function createMutation<Data = void, Result = unknown>(mutator: ManualMutator<Data, Result>) {
  return createMutatorStore<Data, Result>((args) => withRetry(() => mutator(args), shouldRetryMutation));
}

/** Drops every cached query (their stores lose their data). */
export function clearQueryCache(): void {
  mutateCache(() => true, undefined);
}
