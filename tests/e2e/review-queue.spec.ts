import { DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { createVerifiedAccount, signInThroughApi } from './support/account.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { payForRuns } from './support/billing.ts';
import { post, publishedExpert } from './support/creator.ts';
import { expect, test } from './support/test.ts';

/**
 * The review queue, live (issue 25, item 3): a creator's expert gates its answer for review. The creator keeps
 * /HITL open; a person asks the expert in a thread and sees its answer wait; the item arrives in the creator's
 * queue without a reload, with the question and the proposed answer. The creator edits the answer and sends it with
 * the keyboard alone; the item leaves the queue, and the asker's thread continues with the edited answer.
 */

test('a paused answer arrives live in its creator’s queue; edited with the keyboard, it reaches the asker as edited', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const name = `Brine Guide ${Date.now().toString(36)}`;
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, DEMO_ADMIN);
  const creatorContext = await browser.newContext();
  const expert = await publishedExpert(creatorContext, admin, { name, review: true, price: { model: 'per_run', amount: 500 } });

  // The creator's queue, open before anything waits: an honest empty state.
  const reviewer = await creatorContext.newPage();
  await reviewer.goto('/HITL');
  await expect(reviewer.getByRole('heading', { level: 2, name: 'Your queue' })).toBeVisible();
  await expect(reviewer.getByRole('heading', { name: 'Nothing is waiting for your review' })).toBeVisible();
  await expect(reviewer.getByText(/^Keys: j and k move through the list/)).toBeVisible();

  // Someone asks the expert in a thread; its answer waits for review.
  // The expert is paid per run: the asker buys one run first (the checkout has its own spec).
  await createVerifiedAccount(context);
  await payForRuns(context, expert.slug, 1);
  await post(context, '/api/conversations', { kind: 'group', title: 'Pickling', member_ids: [] }, 201);
  await page.goto('/messaging-v2');
  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('Pickles');
  await composer.press('Enter');
  await page.getByRole('log').locator('li', { hasText: 'Pickles' }).getByRole('button', { name: 'Reply', exact: true }).click();
  const thread = page.locator('[data-thread-root]');
  const reply = thread.getByRole('textbox', { name: 'Reply in this thread' });
  await reply.fill(`@${expert.slug} How much salt does the brine take?`);
  await reply.press('Enter');
  const answer = thread.locator('li[data-author-kind="agent"]');
  await expect(answer.locator('[data-awaiting="review"]')).toHaveText(/waiting for review/, { timeout: 30_000 });

  // It arrives in the open queue without a reload, selected, with the question and the proposed answer.
  const item = reviewer.getByRole('list', { name: 'Review items' }).getByRole('button', { name: new RegExp(name) });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toHaveAttribute('aria-current', 'true');
  const detail = reviewer.locator('.hitl-detail');
  await expect(detail.locator('[data-field="question"]')).toContainText('How much salt does the brine take?');
  await expect(detail.locator('[data-field="step"]')).not.toBeEmpty();
  const editor = reviewer.getByRole('textbox', { name: 'Proposed answer' });
  await expect(editor).toHaveValue(/How much salt does the brine take\?/);
  await expect(reviewer.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-keyshortcuts', 'e');
  await expectNoSeriousAxeViolations(reviewer);

  // Keyboard only: e focuses the answer, the creator rewrites it, Ctrl+Enter sends the edit, with a comment first.
  await reviewer.keyboard.press('c');
  await expect(reviewer.getByRole('textbox', { name: 'Comment (optional)' })).toBeFocused();
  await reviewer.keyboard.type('Gave the exact amount.');
  await reviewer.keyboard.press('Escape');
  await reviewer.keyboard.press('e');
  await expect(editor).toBeFocused();
  await reviewer.keyboard.press('ControlOrMeta+a');
  await reviewer.keyboard.type('Use 20 g of salt per litre of water, and taste the brine daily.');
  await reviewer.keyboard.press('ControlOrMeta+Enter');
  await expect(reviewer.getByRole('status').filter({ hasText: `Edited: the run of ${name} goes on.` })).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(reviewer.getByRole('heading', { name: 'Nothing is waiting for your review' })).toBeVisible();

  // The decided tab keeps it, with the comment.
  await reviewer.getByRole('tab', { name: 'Decided' }).click();
  await expect(reviewer.locator('.hitl-decided[data-decision="edit"]')).toContainText('Your comment: Gave the exact amount.');

  // The asker's thread continues with the edited answer.
  await expect(answer.locator('.ws-message__body')).toContainText('Use 20 g of salt per litre of water, and taste the brine daily.', {
    timeout: 30_000,
  });
  await expect(answer.locator('[data-awaiting="review"]')).toHaveCount(0);
  await expect(answer).not.toContainText('You asked');

  // Agent analytics counts that decision from the stored rows: one edit this week, the expert's row at 100 %.
  await reviewer.goto('/navbar/dashboards/analytics');
  const analytics = reviewer.locator('[data-agent-analytics]');
  await expect(analytics.locator('[data-stat="accepted"] dd').first()).toHaveText('100%');
  await expect(analytics.locator('[data-stat="pending"] dd').first()).toHaveText('0');
  const row = analytics.locator(`tr[data-expert="${expert.slug}"]`);
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expect(row.locator('td')).toHaveText(['1', '1', '100%', /second|minute|hour/, '0']);
  await expect(analytics.locator('tr[data-week]').last().locator('td')).toHaveText(['0', '1', '0', '0']);
  await expect(reviewer.getByText(/Sample data/)).toHaveCount(0);
});
