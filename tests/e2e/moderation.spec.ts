/**
 * Moderation in the browser (issue 27, item 3): a member reports a review through the API and the admin removes it
 * with a reason from the admin page; the admin suspends a creator's published expert with a reason, the creator
 * reads that reason in the studio, and every action shows in the moderation log; the admin writes and resolves a
 * status note on the status page. The creator edits their public profile. Axe-clean pages, no console errors.
 */
import { DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { createVerifiedAccount, csrfHeader, signInThroughApi } from './support/account.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { publishedExpert } from './support/creator.ts';
import { expect, test } from './support/test.ts';

test('an admin removes a reported review and suspends an expert; the creator reads the reason', async ({ browser }) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext.request, DEMO_ADMIN);
  const creatorContext = await browser.newContext();
  const name = `Brine Mentor ${Date.now().toString(36)}`;
  const expert = await publishedExpert(creatorContext, adminContext, { name, review: false, price: { model: 'free', amount: 0 } });

  // A member reports a seeded review through the API.
  const memberContext = await browser.newContext();
  await createVerifiedAccount(memberContext);
  const cards = (await (await memberContext.request.get('/api/experts?limit=20&sort=rating')).json()) as { data: Array<{ slug: string }> };
  let reviewId: string | undefined;
  for (const card of cards.data) {
    const reviews = (await (await memberContext.request.get(`/api/experts/${card.slug}/reviews`)).json()) as {
      data: Array<{ id: string }>;
    };
    reviewId = reviews.data[0]?.id;
    if (reviewId) break;
  }
  expect(reviewId, 'a seeded review to report').toBeTruthy();
  const report = await memberContext.request.post(`/api/reviews/${reviewId}/reports`, {
    data: { reason: 'spam', note: 'Links to a shop' },
    headers: await csrfHeader(memberContext),
  });
  expect(report.status(), await report.text()).toBeLessThan(300);

  // The admin sees the report (reason, note) and removes the review with a reason.
  const admin = await adminContext.newPage();
  await admin.goto('/admin/review');
  const reviewCard = admin.locator(`[data-review-id="${reviewId}"]`);
  await expect(reviewCard.getByText('Spam', { exact: true })).toBeVisible();
  await expect(reviewCard.getByText('Links to a shop')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await reviewCard.getByRole('button', { name: /^Remove Review by/ }).click();
  await reviewCard.getByLabel('Reason').fill('Advertising, not a review');
  await reviewCard.getByRole('button', { name: 'Remove the review' }).click();
  await expect(admin.getByText('The review is removed.')).toBeVisible();
  await expect(reviewCard).toBeHidden();

  // The admin finds the expert and suspends it with a reason.
  const listings = admin.getByRole('form', { name: 'Find a listing' });
  await listings.getByLabel('Name or handle').fill(name);
  await listings.getByRole('button', { name: 'Search' }).click();
  const listing = admin.locator(`[data-expert-id="${expert.id}"]`);
  await listing.getByRole('button', { name: `Suspend ${name}` }).click();
  await listing.getByLabel('Reason').fill('Advice on curing meat needs a food-safety review first');
  await listing.getByRole('button', { name: 'Suspend the listing' }).click();
  await expect(admin.getByText(`${name} is suspended.`)).toBeVisible();
  await expect(listing).toBeHidden();

  // Both actions are in the moderation log, with their reasons.
  const log = admin.getByRole('list', { name: 'Moderation actions, newest first' });
  await expect(log.getByText(`suspended ${name}`, { exact: false })).toBeVisible();
  await expect(log.getByText('Advice on curing meat needs a food-safety review first')).toBeVisible();
  await expect(log.getByText('Advertising, not a review')).toBeVisible();

  // The creator reads the reason in the studio, and edits the public profile.
  const creator = await creatorContext.newPage();
  await creator.goto('/studio');
  const mine = creator.locator(`[data-expert-id="${expert.id}"]`);
  await expect(mine.getByText('Suspended by the platform:')).toBeVisible();
  await expect(mine.getByText('Advice on curing meat needs a food-safety review first')).toBeVisible();
  const profile = creator.getByRole('form', { name: 'Your public profile' });
  await profile.getByLabel('Headline').fill('Brines, pickles and careful jars');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(creator.getByText('Your profile is saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(creator);

  // Reinstated, it is published again.
  await admin.getByLabel('Show').selectOption('suspended');
  await listing.getByRole('button', { name: `Reinstate ${name}` }).click();
  await expect(admin.getByText(`${name} is published again.`)).toBeVisible();
});

test('an admin writes a status note on the status page and resolves it', async ({ browser }) => {
  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext.request, DEMO_ADMIN);
  const page = await adminContext.newPage();
  const title = `Slow answers ${Date.now().toString(36)}`;
  await page.goto('/status');
  const writer = page.getByRole('region', { name: 'Write a status note' });
  await writer.getByLabel('Title').first().fill(title);
  await writer.getByLabel('What people should know').first().fill('Answers take longer than usual; we are on it.');
  await writer.getByRole('button', { name: 'Publish the note' }).click();
  await expect(page.getByText('The note is on the status page.')).toBeVisible();
  const open = writer.locator('[data-note-id]').filter({ hasText: title });
  await expect(open).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await open.getByRole('button', { name: `Resolve “${title}”` }).click();
  await expect(open).toBeHidden();
  await expect(page.locator('.status-board__notes').first().getByText(title)).toBeVisible();
});

test('the admin page and the status notes read right to left in Arabic on a phone, axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInThroughApi(context.request, DEMO_ADMIN);
  const page = await context.newPage();
  await page.goto('/ar/admin/review');
  await expect(page.getByRole('heading', { name: 'سجل الإشراف' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  await page.goto('/ar/status');
  await expect(page.getByRole('heading', { name: 'كتابة ملاحظة حالة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
});
