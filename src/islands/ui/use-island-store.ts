/**
 * The islands' way to read a store. Astro prerenders every island at build time, where each store still holds its
 * initial value; in the browser the same store may already hold the signed-in user or a loaded list by the time a
 * `client:visible` or `client:idle` island hydrates. Reading that live value in the hydration render produced
 * HTML different from the prebuilt one: React error #418 on /navbar/layouts/settings (issue 12, point 6).
 *
 * So the hydration render reads the value the prebuilt HTML was made from (the store's initial value, or
 * `serverValue` for a computed store, which has none), and React re-renders with the live value right after.
 */
import { useStore } from '@nanostores/react';
import type { Store, StoreValue } from 'nanostores';

export function useIslandStore<S extends Store>(store: S, serverValue?: StoreValue<S>): StoreValue<S> {
  const initial = (store as { init?: StoreValue<S> }).init;
  return useStore(store, { ssr: () => (serverValue !== undefined ? serverValue : (initial as StoreValue<S>)) });
}
