import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { createVerifiedAccount } from './support/account.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * The checkout a person meets (issue 26): a new member opens a priced seeded expert, subscribes with the sandbox's
 * 4242 card typed into the card form, sees the receipt and "Subscribed", goes on to the chat and gets an answer;
 * then, on the Arabic page of a per-run expert, the declined test card shows its message in Arabic; Personal 2
 * then counts the payment and the run.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
const AR = JSON.parse(readFileSync('src/i18n/locales/ar.json', 'utf8')) as Record<string, string>;

async function fillCard(form: Locator, labels: Record<string, string>, number: string) {
  await form.getByLabel(labels.holder!).fill('Ada Lovelace');
  await form.getByLabel(labels.number!).fill(number);
  await form.getByLabel(labels.expiry!).fill('12/40');
  await form.getByLabel(labels.code!).fill('123');
}

test('a new member subscribes with the 4242 card, sees the receipt, and asks; a declined card says why in Arabic', async ({
  page,
  context,
}) => {
  await createVerifiedAccount(context);
  await page.goto('/experts/low-residue-meal-planner');
  const subscribe = page.getByRole('button', { name: 'Subscribe — $9.00 / month' });
  await expect(subscribe).toBeEnabled();
  await subscribe.click();

  const checkout = page.locator('[data-checkout]');
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(checkout).toContainText('Sandbox: no real money is charged. Test card 4242 4242 4242 4242.');
  const english = { holder: 'Name on card', number: 'Card number', expiry: 'Expiry (MM/YY)', code: 'Security code' };
  await fillCard(checkout, english, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $9.00' }).click();

  const receipt = checkout.locator('[data-receipt]');
  await expect(receipt.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(receipt).toContainText('A month’s subscription to Low-Residue Meal Planner');
  await expect(receipt).toContainText('$9.00');
  await expect(receipt).toContainText('4242');
  await expect(page.locator('[data-subscribed]')).toHaveText('Subscribed');

  await receipt.getByRole('button', { name: 'Talk to this expert' }).click();
  await expect(page).toHaveURL(/\/messaging-v1\?conversation=[0-9a-f-]{36}/);
  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('Which breakfasts are low in residue?');
  await composer.press('Enter');
  const log = page.getByRole('log');
  const answers = log.locator('li[data-author-kind="agent"]');
  await expect(answers).toHaveCount(1);
  await expect(log.locator('[data-writing]')).toHaveCount(0);
  await expect(answers.first().locator('.ws-message__body')).not.toBeEmpty();
  await expect(log.locator('[data-payment-required]')).toHaveCount(0);

  // The Arabic page of a per-run expert: the saved card is offered; a new card, the declining one, is refused.
  await page.goto('/ar/experts/resume-tailor');
  const buy = page.getByRole('button', { name: new RegExp(`^${AR['billing.checkout.buyRun']!.split(' — ')[0]}`) });
  await expect(buy).toBeEnabled();
  await buy.click();
  const arCheckout = page.locator('[data-checkout]');
  await arCheckout.getByLabel(AR['billing.checkout.payWith']!).selectOption({ label: AR['billing.checkout.newCard']! });
  const arabic = {
    holder: AR['billing.card.holder']!,
    number: AR['billing.card.number']!,
    expiry: AR['billing.card.expiry']!,
    code: AR['billing.card.code']!,
  };
  await fillCard(arCheckout, arabic, '4000 0000 0000 0002');
  await arCheckout.getByRole('button', { name: new RegExp(`^${AR['billing.checkout.pay']!.split(' ')[0]}`) }).click();
  await expect(arCheckout.locator('[data-decline="card_declined"]')).toHaveText(AR['billing.decline.card_declined']!);
  await expect(arCheckout.locator('[data-receipt]')).toHaveCount(0);

  // The billing page lists what happened: the subscription, both payments (the refusal with its reason), the card;
  // the subscription is cancelled at its period's end, then kept after all.
  await page.goto('/navbar/layouts/billing');
  const account = page.locator('[data-billing-section="account"]');
  await expect(account).toContainText('Sandbox: no real money is charged; these are test payments.');
  const subscription = account.locator('li[data-subscription="low-residue-meal-planner"]');
  await expect(subscription).toContainText('$9.00 a month');
  await expect(subscription.locator('[data-state]')).toHaveText(/^renews on /);
  await expect(account.locator('tr[data-status="succeeded"]')).toContainText('Subscription to Low-Residue Meal Planner');
  await expect(account.locator('tr[data-status="failed"]')).toContainText('Your card was declined. Try another card.');
  await subscription.getByRole('button', { name: 'Cancel the subscription to Low-Residue Meal Planner' }).click();
  await expect(subscription.locator('[data-state]')).toHaveText(/^ends on /);
  await subscription.getByRole('button', { name: 'Keep it' }).click();
  await expect(subscription.locator('[data-state]')).toHaveText(/^renews on /);
  await account.getByRole('button', { name: 'Remove the card ending 4242' }).click();
  await expect(account.getByRole('button', { name: 'Remove the card ending 4242' })).toHaveCount(0);

  // Personal 2 counts what this member did, from the stored rows: $9.00 spent this month in the expert's category,
  // the live subscription, no paid run left (the card was declined), the chat's answer among the runs.
  await page.goto('/navbar/dashboards/personal-2');
  const figures = page.locator('[data-personal-activity]');
  await expect(figures.locator('[data-stat="spent"] dd').first()).toHaveText('$9.00');
  await expect(page.getByRole('region', { name: 'Spending by category' }).getByRole('cell', { name: '$9.00' })).toBeVisible();
  await expect(figures.locator('[data-subscriptions]')).toHaveText('Paid runs not used yet: 0 · Live subscriptions: 1');
  await expect(
    page.getByRole('region', { name: 'Experts you ran most' }).getByRole('link', { name: 'Low-Residue Meal Planner' }),
  ).toBeVisible();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const stored = (
    (await (await page.request.get(`/api/runs/activity?tz=${encodeURIComponent(zone)}`)).json()) as { data: Record<string, number> }
  ).data;
  await expect(figures.locator('[data-stat="inProgress"] dd').first()).toHaveText(String(stored.in_progress));
  await expect(figures.locator('[data-stat="completed"] dd').first()).toHaveText(String(stored.completed_this_month));
  await expect(page.getByText('Sample data')).toHaveCount(0);
});
