import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { createVerifiedAccount, signInThroughApi } from './support/account.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { payForRuns } from './support/billing.ts';
import { publishedExpert } from './support/creator.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * Creator earnings, live (issue 26, item 4): a creator publishes a per-run expert at $4.99; a member buys one run
 * with the sandbox's 4242 card; the creator's dashboard shows what the ledger gave them after the platform's 20 %
 * on the main site (499 − 99 = 400 cents, $4.00), in English and in Arabic, at desktop and phone widths, axe-clean,
 * with the chart drawn and the table's CSV holding the same figure. A member who is not a creator is told how to
 * become one.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
const EN = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8')) as Record<string, string>;
const AR = JSON.parse(readFileSync('src/i18n/locales/ar.json', 'utf8')) as Record<string, string>;
const PRICE = 499;
const SHARE = 400;

/** Money as the page's browser writes it in `locale` (the island formats with Intl, never by hand). */
function money(page: Page, cents: number, locale: string): Promise<string> {
  return page.evaluate(([amount, tag]) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(amount / 100), [
    cents,
    locale,
  ] as const);
}

async function expectEarning(page: Page, messages: Record<string, string>, locale: string, name: string) {
  const share = await money(page, SHARE, locale);
  await expect(page.locator('[data-stat="balance"] dd')).toHaveText(share);
  const one = await page.evaluate((tag) => new Intl.NumberFormat(tag).format(1), locale);
  await expect(page.locator('[data-stat="paidRuns"] dd')).toHaveText(one);
  const recent = page.getByRole('region', { name: messages['billing.earnings.recent.title'] });
  const row = recent.getByRole('row', { name: new RegExp(messages['billing.earnings.recent.run']!.replace('{{name}}', name)) });
  await expect(row).toHaveAttribute('data-earning', String(SHARE));
  await expect(row.getByRole('cell').nth(1)).toHaveText(await money(page, PRICE, locale));
  await expect(row.getByRole('cell').nth(2)).toHaveText(share);
  await expect(page.locator('.earnings-chart canvas').first()).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
}

/** At a phone's width the page never scrolls sideways: the chart follows its box down to 390 px. */
async function expectNoSideways(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the creator sees the earning the ledger gave them, in English and Arabic, at 1280 and 390 px', async ({ browser, page, context }) => {
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, DEMO_ADMIN);
  const name = `Brine Guide ${Date.now().toString(36)}`;
  const creator = await browser.newContext();
  const expert = await publishedExpert(creator, admin, { name, review: false, price: { model: 'per_run', amount: PRICE } });

  // A member buys one run, and, not being a creator, is shown the way to become one on this dashboard.
  await createVerifiedAccount(context);
  await payForRuns(context, expert.slug, 1);
  // The page asks the creator status first: no refused request reaches the console.
  await page.goto('/navbar/dashboards/creator');
  await expect(page.getByRole('heading', { name: EN['billing.earnings.notCreator.title'] })).toBeVisible();
  await expect(page.getByRole('link', { name: EN['billing.earnings.notCreator.action'] })).toHaveAttribute('href', '/studio/apply');
  // Agent analytics too: no refused request, the way to become a creator.
  await page.goto('/navbar/dashboards/analytics');
  await expect(page.getByRole('heading', { name: EN['hitl.analytics.notCreator.title'] })).toBeVisible();
  await expect(page.getByRole('link', { name: EN['hitl.analytics.notCreator.action'] })).toHaveAttribute('href', '/studio/apply');

  const board = await creator.newPage();
  await board.setViewportSize({ width: 1280, height: 900 });
  await board.goto('/navbar/dashboards/creator');
  await expectEarning(board, EN, 'en', name);
  await expect(board.getByText(/Sample data/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(board);

  // The CSV of the latest payments holds the same figures as plain decimals.
  const downloading = board.waitForEvent('download');
  await board.getByRole('button', { name: `${EN['billing.earnings.csv']}: ${EN['billing.earnings.recent.title']}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('latest-earnings.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`One run of ${name},4.99,4.00,USD`);

  await board.setViewportSize({ width: 390, height: 844 });
  await expectEarning(board, EN, 'en', name);
  await expectNoSideways(board);
  await expectNoSeriousAxeViolations(board);

  await board.goto('/ar/navbar/dashboards/creator');
  await expect(board.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectEarning(board, AR, 'ar', name);
  await expectNoSideways(board);
  await expectNoSeriousAxeViolations(board);
  await board.setViewportSize({ width: 1280, height: 900 });
  await expectEarning(board, AR, 'ar', name);
  await expectNoSeriousAxeViolations(board);
  await admin.close();
  await creator.close();
});
