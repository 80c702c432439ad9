export {
  clearQueryCache,
  createFetcherStore,
  createMutation,
  createMutatorStore,
  invalidateKeys,
  mutateCache,
  revalidateKeys,
  QUERY_SETTINGS,
} from './client.ts';
export * from './settings.ts';
