import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until the island has hydrated. Forms that hydrate at once keep their controls
 * disabled until then: typing into a form that cannot send yet would be lost, and a submit would reload the page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
