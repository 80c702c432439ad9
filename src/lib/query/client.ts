/**
 * The site's query cache (@nanostores/query) with the policy of settings.ts. Keys name what a store holds
 * (`['account/security-events/', $page]`); each store brings its own fetcher, which calls its feature's typed
 * client. `createMutation` wraps a mutator with the mutation retry rule. `clearQueryCache` empties everything
 * (sign-out, spec §4).
 */
import { nanoquery, type ManualMutator } from '@nanostores/query';
import {
  QUERY_FRESH_MS,
  QUERY_KEEP_MS,
  REFETCH_ON_RECONNECT,
  REFETCH_ON_WINDOW_FOCUS,
  onErrorRetry,
  shouldRetryMutation,
  withRetry,
} from './settings.ts';

export const QUERY_SETTINGS = {
  dedupeTime: QUERY_FRESH_MS,
  cacheLifetime: QUERY_KEEP_MS,
  revalidateOnFocus: REFETCH_ON_WINDOW_FOCUS,
  revalidateOnReconnect: REFETCH_ON_RECONNECT,
  onErrorRetry,
} as const;

/** No default fetcher: each store fetches through its feature's typed client (src/lib/api/typed-client.ts). */
const [createAnyFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery(QUERY_SETTINGS);
export { createMutatorStore, invalidateKeys, mutateCache, revalidateKeys };

/**
 * A fetcher store whose fetcher runs only in a browser (see `browserOnly`). Every store is made here, so none can
 * forget it: `npm run build` used to print "[api error] Failed to parse URL" for each island whose store read while
 * Astro prerendered it, and a store that failed at build time rendered an error state the browser then disagreed with.
 */
export const createFetcherStore: typeof createAnyFetcherStore = (keys, settings) =>
  createAnyFetcherStore(keys, settings?.fetcher ? { ...settings, fetcher: browserOnly(settings.fetcher) } : settings);

/** A mutator store whose mutator is retried once when the network failed. */
export function createMutation<Data = void, Result = unknown>(mutator: ManualMutator<Data, Result>) {
  return createMutatorStore<Data, Result>((args) => withRetry(() => mutator(args), shouldRetryMutation));
}

/** Drops every cached query (their stores lose their data). */
export function clearQueryCache(): void {
  mutateCache(() => true, undefined);
}

/**
 * Wraps a store's fetcher so it never runs in Astro's production prerender: islands are rendered at build time,
 * where a read would only fail (no API, no origin) and log it; that render shows the loading state and the browser
 * reads. Tests of stores against the API run in Node without a window, and do read.
 */
function browserOnly<A extends unknown[], T>(fetcher: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return (...args) => (import.meta.env.PROD && typeof window === 'undefined' ? new Promise<T>(() => {}) : fetcher(...args));
}
