/**
 * The global console guard (issue 12, point 6): a spec that imports `test` from here fails when any page it opens
 * logs a console error or throws an uncaught error (a failed request, React's hydration error #418, a CSP refusal).
 * Pages of the test's own context are watched by themselves; a page from a context the test makes itself is
 * watched with `consoleGuard.watch(page)`. A test that provokes an error on purpose names it with `allow`.
 */
import { expect, test as base, type Page } from '@playwright/test';

export interface ConsoleGuard {
  /** Watch a page from a context the test created itself. */
  watch(page: Page): void;
  /** An error this test causes on purpose (a wrong password's 401, say). */
  allow(pattern: RegExp): void;
  /** The errors seen so far that no `allow` covers. */
  unexpected(): string[];
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const watched = new WeakSet<Page>();
      const watch = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const where = message.location().url;
          errors.push(`${page.url()}: ${message.text()}${where ? ` (${where})` : ''}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
      };
      context.on('page', watch);
      for (const page of context.pages()) watch(page);
      const unexpected = () => errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
      await use({ watch, allow: (pattern) => void allowed.push(pattern), unexpected });
      expect(unexpected(), 'console errors while the pages loaded').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page has loaded and every island in view has hydrated (Astro drops `ssr` then), so errors of
 * the hydration render and of the islands' first requests have happened before the guard looks.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
        const how = island.getAttribute('client');
        if (how === 'load' || how === 'idle') return false;
        // client:visible (and media) islands hydrate only when shown: one out of view or not rendered waits.
        const box = island.getBoundingClientRect();
        return box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight;
      }),
    undefined,
    { timeout: 20_000 },
  );
  // The islands' first requests (session, lists) answer within this on the test machine; errors land before.
  await page.waitForTimeout(750);
}
