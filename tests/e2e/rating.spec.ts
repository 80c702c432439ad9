import { DEMO_ACCOUNT, DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { signInThroughApi } from './support/account.ts';
import { post, publishedExpert } from './support/creator.ts';
import { expect, test } from './support/test.ts';

/**
 * Preference rating, live (issue 25, item 4): a creator compares their new expert with a seeded one on a prompt (two
 * real runs). The demo member opens /RLHF, rates the blind pair with the keyboard alone (1, s, Enter) and sees who
 * wrote which; the creator's "Your comparison sets" tab then counts the rating and lists the rater by pseudonym.
 */

test('the demo member rates a blind pair with the keyboard and sees who wrote which; the creator sees the rating counted', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const name = `Pickle Guide ${Date.now().toString(36)}`;
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, DEMO_ADMIN);
  const creatorContext = await browser.newContext();
  const expert = await publishedExpert(creatorContext, admin, {
    name,
    review: false,
    price: { model: 'free', amount: 0 },
    guide: '# Budget pickles\n\nA budget brine needs salt and patience; taste the brine daily.',
  });
  const prompt = `How do I keep a budget brine going? (${Date.now().toString(36)})`;
  const set = await post(
    creatorContext,
    '/api/comparison-sets',
    { expert: expert.slug, rival: 'household-budget-builder', prompts: [prompt] },
    201,
  );

  // The creator's tab: the set, its answers being written, then ready, with no rating yet.
  const creator = await creatorContext.newPage();
  await creator.goto('/RLHF');
  await creator.getByRole('tab', { name: 'Your comparison sets' }).click();
  const row = creator.locator(`[data-set="${set.id}"]`);
  await expect(row).toContainText('Answers ready: 1 of 1', { timeout: 60_000 });
  await expect(row.locator('[data-result="ratings"]')).toHaveText('Ratings: 0');

  // The demo member: the prompt, two unnamed answers, the keys shown on the page.
  await signInThroughApi(context.request, DEMO_ACCOUNT);
  await page.goto('/RLHF');
  await expect(page.locator('.rlhf-prompt')).toHaveText(prompt);
  await expect(page.locator('[data-answer]')).toHaveCount(2);
  await expect(page.locator('[data-rlhf="rate"]')).not.toContainText(name);
  await expect(page.getByText(/^Keys: 1 A is better/)).toBeVisible();
  await expect(page.getByText('Rated so far: 0')).toBeVisible();

  // Keyboard alone: 1 picks A, s makes it "slightly", Enter sends it.
  await page.keyboard.press('1');
  await expect(page.locator('[data-choice="a"]')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('s');
  await expect(page.locator('[data-strength]')).toHaveAttribute('data-strength', 'slight');
  await page.keyboard.press('Enter');
  const reveal = page.locator('[data-rlhf="reveal"]');
  await expect(reveal.getByRole('heading', { name: 'Who wrote which' })).toBeVisible();
  await expect(reveal).toContainText(name);
  await expect(reveal).toContainText('Household Budget Builder', { ignoreCase: true });
  await expect(page.getByText('Rated so far: 1')).toBeVisible();

  // The creator reads the set again: one rating.
  await creator.reload();
  await creator.getByRole('tab', { name: 'Your comparison sets' }).click();
  await expect(creator.locator(`[data-set="${set.id}"] [data-result="ratings"]`)).toHaveText('Ratings: 1');
  // Agreement per rater: the demo member under a pseudonym, alone on the task so far, so not compared or flagged.
  await creator.locator(`[data-set="${set.id}"]`).getByText('Agreement per rater (1)').click();
  const rater = creator.locator(`[data-set="${set.id}"] [data-rater]`);
  await expect(rater).toHaveText(/^r_[0-9a-f]{16} no task shared with another rater yet \(ratings: 1\)$/);
  await expect(rater).toHaveAttribute('data-flagged', 'false');
});
