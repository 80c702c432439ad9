/**
 * Issue 12, point 6: one page of every kind loads without a console error, for a guest and for a signed-in
 * person (the global guard in support/test.ts fails the test on any). The settings page loads four
 * times, since its hydration mismatch (React #418) showed on 2 of 4 loads.
 */
import { createVerifiedAccount, SETTINGS } from './support/account.ts';
import { expect, settled, test } from './support/test.ts';

/** One public page per layout and kind: landing, marketing, status, error, offline, not found, auth forms. */
const GUEST_PAGES = [
  '/',
  '/marketing-1',
  '/status',
  '/error/page-1',
  '/offline',
  '/no/such/page',
  '/auth/login',
  '/auth/signup-1',
  '/auth/forgot-password',
  '/fr/auth/login',
];

/** One signed-in page per frame and kind: navbar and sidebar dashboards, layouts, components, messaging, wizard. */
const SIGNED_IN_PAGES = [
  '/navbar/dashboards/personal-1',
  '/sidebar/dashboards/analytics',
  '/navbar/layouts/list-view',
  '/sidebar/layouts/profile',
  '/components/table',
  '/starters/sideblock-blank-page-1',
  '/inbox',
  '/messaging-v2',
  '/roadmap',
  '/wizard-v1/project-info',
  '/navbar/maps-1',
  '/HITL',
];

test('guest pages of every kind load without a console error', async ({ consoleGuard, page }) => {
  // Chromium logs the 404 status of a not-found page itself; the page must answer 404, so that one line is expected.
  consoleGuard.allowPageStatus({ path: '/no/such/page', status: 404 });
  for (const path of GUEST_PAGES) {
    await page.goto(path);
    await settled(page);
  }
  // The login page asked nothing it knew the answer to: no session request without the hint cookie.
  const asked: string[] = [];
  page.on('request', (request) => void asked.push(new URL(request.url()).pathname));
  await page.goto('/auth/signup-1');
  await settled(page);
  expect(asked.filter((path) => path.startsWith('/api/user/'))).toEqual([]);
});

test('signed-in pages of every kind load without a console error; settings hydrate cleanly four times', async ({ context, page }) => {
  test.setTimeout(180_000);
  await createVerifiedAccount(context);
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await settled(page);
  }
  for (let load = 0; load < 4; load += 1) {
    await page.goto(SETTINGS);
    await settled(page);
    await page.getByRole('textbox', { name: 'Full name' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Account');
  }
});
