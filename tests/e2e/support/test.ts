/**
 * The `test` every e2e spec imports (tests/architecture/e2e-imports.test.ts fails a spec that takes it from
 * '@playwright/test'): Playwright's own, with the global console guard switched on for every test. The guard watches
 * the test's own context and every context the test makes with `browser.newContext()`, and fails the test on a
 * console error no allowance names (support/console-guard.ts).
 */
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { ConsoleGuard } from './console-guard.ts';

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser, context }, use) => {
      const guard = new ConsoleGuard();
      guard.watchContext(context);
      // Contexts the test makes itself (two people, an admin beside a member) are watched too: the one place
      // they are all created is the worker's Browser, so its newContext is wrapped for this test only.
      const newContext = browser.newContext;
      const watching: Browser['newContext'] = async (options) => {
        const made = await newContext.call(browser, options);
        guard.watchContext(made);
        return made;
      };
      browser.newContext = watching;
      try {
        await use(guard);
      } finally {
        Reflect.deleteProperty(browser, 'newContext');
      }
      expect(await guard.unexpected(), 'console errors while the pages loaded').toEqual([]);
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
