/**
 * Issue 12, point 2: the static landing and marketing pages know a signed-in visitor before first paint (the
 * pre-paint script reads the session-hint cookie), so the header offers "Open app" and the account menu instead
 * of "Log in / Sign up", with no framework JavaScript on the page.
 */
import { APP_HOME_PATH } from '../../contract/routes.ts';
import { createVerifiedAccount, csrfHeader } from './support/account.ts';
import { expect, settled, test } from './support/test.ts';

test('a guest sees Log in and Sign up, and neither Open app nor the account menu', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Open app' })).toBeHidden();
  await expect(header.getByText('Account', { exact: true })).toBeHidden();
  await settled(page);
});

test('a signed-in visitor sees Open app and the account menu on the first paint of every landing page', async ({
  consoleGuard,
  context,
  page,
}) => {
  await createVerifiedAccount(context);
  // What the browser shows before any script but the inline head script has run: the mark is already on <html>.
  // The guard blocks the stylesheet and scripts, so their failed loads are expected.
  await consoleGuard.block(page, '**/_astro/**');
  await page.goto('/marketing-3', { waitUntil: 'commit' });
  await page.waitForSelector('header', { state: 'attached' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-signed-in'))).toBe(true);
  await page.unroute('**/_astro/**');

  for (const path of ['/', '/marketing-1', '/fr/marketing-2']) {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.locator('.hdr-guest')).toBeHidden();
    const openApp = header.locator('.hdr-user a.btn-primary');
    await expect(openApp).toBeVisible();
    await expect(openApp).toHaveAttribute('href', path.startsWith('/fr') ? `/fr${APP_HOME_PATH}` : APP_HOME_PATH);
  }

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
  await header.getByText('Account', { exact: true }).click();
  await expect(header.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/navbar/layouts/settings');
  await expect(header.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await header.getByRole('link', { name: 'Open app' }).click();
  await expect(page).toHaveURL(APP_HOME_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
});

test('after signing out the landing header offers Log in again', async ({ context, page }) => {
  await createVerifiedAccount(context);
  const signOut = await context.request.post('/api/logout', { headers: await csrfHeader(context) });
  expect(signOut.status(), await signOut.text()).toBeLessThan(300);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ae_hint');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Open app' })).toBeHidden();
  await settled(page);
});
