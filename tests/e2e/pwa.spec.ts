import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { NODE_PORT } from './support/ports.ts';
import { startSwProxy } from './support/sw-proxy.ts';

/**
 * The PWA in Chromium against `npm start` (issue 4): the service worker registers, visited pages open offline,
 * pages never visited get the offline page of their language, 'ready to work offline' is a toast that leaves after
 * 2000 ms, and a waiting new version shows the prompt with Reload and Close, never over an error toast. Other
 * specs block service workers (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

const origin = (sub = '') => `http://${sub}localhost:${NODE_PORT}`;

/** Waits until the worker controls the page and has kept the page itself (the worker caches open pages when it starts). */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(async () => Boolean(await caches.match(location.href.split('#')[0] as string)), undefined, {
    timeout: 30_000,
    polling: 250,
  });
}

test('the service worker registers, says the app is ready offline, and controls the page', async ({ page }) => {
  await page.goto(`${origin('crohns.')}/`);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${origin('crohns.')}/`, script: `${origin('crohns.')}/sw.js` });
  // A toast like every other (spec §9): polite, in the toast stack, gone after 2000 ms without a click.
  const note = page.locator('[data-site-toasts] .site-toast', { hasText: 'The app is ready to work offline.' });
  await expect(note).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The app is ready to work offline.' })).toBeVisible();
  const shownAt = Date.now();
  await expect(note).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeLessThan(4_000);
  await expect(page.locator('[data-pwa-prompt]')).toBeHidden();
  await waitForOfflineCopy(page);
});

test('a visited page loads while the browser is offline; an unvisited one shows the offline page in its language', async ({
  page,
  context,
  consoleGuard,
}) => {
  await page.goto(`${origin()}/status`);
  await waitForOfflineCopy(page);
  await page.goto(`${origin()}/fr/marketing-1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.waitForFunction(async () => Boolean(await caches.match(location.href)), undefined, { polling: 250 });

  await consoleGuard.setOffline(context, true);
  await page.goto(`${origin()}/status`);
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await page.goto(`${origin()}/fr/marketing-1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeHidden();

  await page.goto(`${origin()}/fr/marketing-2`);
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/fr/marketing-2');
  await page.goto(`${origin()}/no-such-page-either`);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  // Its styles come from the precache too.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');

  // "Try again" requests the same address: back online, it is the real page.
  await page.goto(`${origin()}/fr/marketing-2`);
  await consoleGuard.setOffline(context, false);
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await page.waitForURL(`${origin()}/fr/marketing-2`);
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeHidden();
});

test('a waiting new version shows the prompt with Reload and Close; Reload activates it', async ({ page }) => {
  const proxy = await startSwProxy(NODE_PORT);
  try {
    const site = `http://localhost:${proxy.port}`;
    await page.goto(`${site}/`);
    await waitForOfflineCopy(page);
    const prompt = page.locator('[data-pwa-prompt]');

    // A new deployment: the same worker plus a line that tells which version answers.
    proxy.deploy(`self.addEventListener('message',(e)=>{if(e.data==='version')e.ports[0].postMessage('v2')});`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(prompt).toContainText('A new version is available.');
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    const axe = await new AxeBuilder({ page }).include('[data-pwa-prompt]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // An error toast shown meanwhile stacks above the prompt: the point at its centre is the toast, not the prompt.
    await page.evaluate(() => {
      const toast = document.createElement('p');
      toast.className = 'site-toast';
      toast.dataset.kind = 'error';
      toast.textContent = 'Network error. Please check your connection.';
      document.querySelector('[data-site-toasts]')?.append(toast);
    });
    const error = page.locator('.site-toast[data-kind="error"]');
    const box = await error.boundingBox();
    expect(box).not.toBeNull();
    const promptBox = await prompt.boundingBox();
    expect(box && promptBox && box.y + box.height <= promptBox.y).toBe(true);
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.site-toast')?.getAttribute('data-kind'), {
        x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
      }),
    ).toBe('error');

    // Close dismisses it; the new version keeps waiting and the next page load asks again.
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(prompt).toContainText('A new version is available.');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting === null && navigator.serviceWorker.controller?.state === 'activated';
    });
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(String(event.data));
          navigator.serviceWorker.controller?.postMessage('version', [channel.port2]);
        }),
    );
    expect(version).toBe('v2');
    await expect(prompt).toBeHidden();
  } finally {
    await proxy.close();
  }
});
