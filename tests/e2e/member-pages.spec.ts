import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { APP_HOME_PATH } from '../../contract/routes.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { createVerifiedAccount, csrfHeader, signInThroughApi } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { payForRuns } from './support/billing.ts';
import { expect, settled, test } from './support/test.ts';

/**
 * The member's own pages (issue 24): the header holds what a member uses in one row at 1280 px and folds behind
 * Menu on a phone; no link of the member's navigation (header, area strip, account menu, footer) answers 404; and
 * the pages a member lives in have no axe violation of any impact (WCAG 2.0–2.2 A/AA), signed in, in English and
 * Arabic, at 1280 and 390 px.
 */
const AR = JSON.parse(readFileSync('src/i18n/locales/ar.json', 'utf8')) as Record<string, string>;
const EN = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8')) as Record<string, string>;
test.describe.configure({ timeout: 240_000 });

/** Every distinct same-site address the member's navigation offers on this page. */
async function navigationLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))].sort();
}

test('the header fits one row at 1280 px, folds behind Menu at 390 px, and no navigation link answers 404', async ({ context, page }) => {
  await createVerifiedAccount(context);
  for (const [prefix, words] of [
    ['', EN],
    ['/ar', AR],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}${APP_HOME_PATH}`);
    await settled(page);
    const nav = page.getByRole('navigation', { name: words['shell.primaryNav'] });
    await expect(nav).toBeVisible();
    // One row: every item of the primary navigation, the brand and the account corner share one line.
    const tops = await page
      .locator('.topbar__row > *:visible, #primary-nav li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)));
    expect(Math.max(...tops) - Math.min(...tops), `centres of the header's items: ${tops.join(', ')}`).toBeLessThanOrEqual(12);
    await expect(page.getByRole('button', { name: words['shell.menu'] })).toBeHidden();

    // No link of the member's navigation leads to a missing page.
    const links = await navigationLinks(page);
    expect(links.length).toBeGreaterThan(8);
    for (const href of links) {
      const answer = await context.request.get(href, { maxRedirects: 5 });
      expect(answer.status(), `${href} answered ${answer.status()}`).toBe(200);
    }

    // On a phone the navigation waits behind Menu, and opens with it.
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('button', { name: words['shell.menu'] });
    await expect(menu).toBeVisible();
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

/** The pages of the core loop, as the seeded demo member (conversations with experts, answers, notifications) sees them. */
const MEMBER_PAGES = [APP_HOME_PATH, '/experts', '/experts/resume-tailor', '/messaging-v1', '/inbox', '/bookmarks', '/wizard-v1'];

for (const width of [1280, 390]) {
  test(`the member's core pages at ${width} px have no axe violation of any impact, in English and Arabic`, async ({ context, page }) => {
    await signInThroughApi(context.request, DEMO_ACCOUNT);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    for (const prefix of ['', '/ar']) {
      for (const path of MEMBER_PAGES) {
        await test.step(`${prefix}${path}`, async () => {
          await page.goto(`${prefix}${path}`);
          await settled(page);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}

test('a task that waits for the member is cancelled from Personal 1 with its own named button', async ({ context, page }) => {
  await createVerifiedAccount(context);
  await payForRuns(context, 'resume-tailor', 1);
  // A run started without a question waits at the protocol's first question: a task still open.
  const started = await context.request.post('/api/runs', { data: { expert: 'resume-tailor' }, headers: await csrfHeader(context) });
  expect(started.status(), await started.text()).toBe(201);
  const run = (await started.json()).data as { id: string };
  await page.goto(APP_HOME_PATH);
  const row = page.locator(`tr[data-run-id="${run.id}"]`);
  await expect(row).toHaveAttribute('data-run-status', 'waiting_input');
  await row.getByRole('button', { name: /^Cancel the task “.+”$/ }).click();
  await expect(row).toHaveAttribute('data-run-status', 'cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row).toContainText('Cancelled');
});
