/**
 * What the account sections read: a fetcher store (spec §9's query policy: fresh 5 minutes, retries, refetch on
 * focus) whose failures show the common handler's toast once and are kept as a message for the section.
 */
import { handleApiError } from '../../lib/errors/api-handler.ts';
import { createFetcherStore } from '../../lib/query/client.ts';

type KeyInput = Parameters<typeof createFetcherStore>[0];

export function createLoadedStore<T>(key: KeyInput, operation: string, fetcher: (...parts: unknown[]) => Promise<T>) {
  return createFetcherStore<T>(key, {
    fetcher,
    onError: (error) => handleApiError(error, { domain: 'users', operation }),
  });
}
