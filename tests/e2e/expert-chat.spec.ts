import { readFileSync } from 'node:fs';
import { DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { createVerifiedAccount, csrfHeader, signInThroughApi } from './support/account.ts';
import { payForRuns } from './support/billing.ts';
import { publishedExpert } from './support/creator.ts';
import { startHeldModelServer } from '../support/held-model-server.ts';
import { expect as baseExpect, test } from './support/test.ts';

/**
 * A conversation with an expert is a chat (issue 24): from the expert's page a person presses a starter; the chat
 * opens with the starter sent, and the expert's answer arrives in the main timeline (not a thread) with its sources
 * as numbered footnotes, named by title, never by file name. A follow-up without any @mention is answered too, and
 * "Ask an expert" on the dashboard then offers the expert used and the site's featured ones.
 * (The @mention in a group's thread is agent-mention.spec.ts's journey.)
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a starter opens the chat with the expert, the answer arrives with its footnotes, and a follow-up is answered', async ({
  page,
  context,
}) => {
  await createVerifiedAccount(context);
  // resume-tailor is sold per run: the starter and the follow-up are two paid runs.
  await payForRuns(context, 'resume-tailor', 2);
  await page.goto('/experts/resume-tailor');
  const starter = page.getByRole('button', { name: 'Which parts of this posting does my resume not cover yet?' });
  await expect(starter).toBeEnabled();
  await starter.click();
  await expect(page).toHaveURL(/\/messaging-v1\?conversation=[0-9a-f-]{36}/);

  const log = page.getByRole('log');
  await expect(
    log.locator('li[data-author-kind="user"]', { hasText: 'Which parts of this posting does my resume not cover yet?' }),
  ).toBeVisible();
  const answers = log.locator('li[data-author-kind="agent"]');
  await expect(answers).toHaveCount(1);
  const first = answers.first();
  await expect(first.locator('.ws-message__body')).toContainText('Sources:');
  await expect(first.locator('.ws-message__body')).toContainText('posting');
  await expect(first.locator('.ws-message__body ol li').first()).toContainText(/^Resume tailor: /);
  await expect(first.locator('.ws-message__body')).not.toContainText(/\.(md|txt|pdf)\b/);
  await expect(first.locator('[data-writing]')).toHaveCount(0);

  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('How do I get past applicant tracking systems?');
  await composer.press('Enter');
  await expect(answers).toHaveCount(2);
  await expect(answers.nth(1).locator('.ws-message__body')).toContainText('Applicant tracking systems');
  await expect(answers.nth(1).locator('.ws-message__body')).toContainText('Sources:');

  // "Ask an expert" on the dashboard offers the expert just used, and the site's featured ones: never an empty list.
  await page.goto('/navbar/dashboards/personal-1');
  const picker = page.getByLabel('Expert', { exact: true });
  await expect(picker.locator('optgroup[label="Used before"] option')).toHaveText(['Resume Tailor for Job Postings']);
  await expect(picker.locator('optgroup[label="Featured"] option').first()).toBeAttached();
});

const AR = JSON.parse(readFileSync('src/i18n/locales/ar.json', 'utf8')) as Record<string, string>;

test('on a phone, in Arabic: the chat shows one pane at a time, and "@" offers the experts to mention', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createVerifiedAccount(context);
  // resume-tailor is paid per run: the starter's question is one run.
  await payForRuns(context, 'resume-tailor', 1);
  // From the catalog: a search, then the expert's card.
  await page.goto('/ar/experts?search=resume');
  await page.locator('a[href="/ar/experts/resume-tailor"]').first().click();
  await expect(page).toHaveURL(/\/ar\/experts\/resume-tailor$/);
  const starter = page.locator('[data-starter]').first();
  await expect(starter).toBeEnabled();
  await starter.click();
  await expect(page).toHaveURL(/\/ar\/messaging-v1\?conversation=[0-9a-f-]{36}/);
  const log = page.getByRole('log');
  await expect(log.locator('li[data-author-kind="agent"]')).toHaveCount(1);
  await expect(log.locator('[data-writing]')).toHaveCount(0);

  // The conversation fills the phone; the list waits behind "All conversations". Nothing is wider than the screen.
  const rooms = page.getByRole('navigation', { name: AR['messaging.chat.rooms'] });
  await expect(rooms).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: AR['messaging.chat.backToList'] }).click();
  await expect(rooms).toBeVisible();
  await expect(log).toBeHidden();
  await rooms.locator('.ws-room').first().click();
  await expect(log).toBeVisible();

  // "@" and a few letters offer the expert; Enter takes the suggestion instead of sending.
  const composer = page.getByRole('textbox', { name: AR['messaging.chat.composer'] });
  await composer.fill('@resume');
  const suggestions = page.getByRole('listbox', { name: AR['messaging.chat.mentions'] });
  await expect(suggestions.getByRole('option').first()).toContainText('@resume-tailor');
  await expect(composer).toHaveAttribute('aria-activedescendant', 'chat-mentions-0');
  await composer.press('Enter');
  await expect(composer).toHaveValue('@resume-tailor ');
  await expect(suggestions).toBeHidden();
  await expect(log.locator('li[data-author-kind="user"]')).toHaveCount(1);
});

test('in Arabic at 1280 px: a long answer from a model server is stopped while it streams, and keeps what it had', async ({
  browser,
  page,
  context,
}) => {
  // A creator's expert answers through an OpenAI-compatible model server (a stand-in on loopback) that writes the
  // first part of its answer and keeps the stream open, as a model still writing does.
  const model = await startHeldModelServer('brine-long-7b', 'Salt by weight: 20 g per litre of water. ');
  try {
    const admin = await browser.newContext();
    await signInThroughApi(admin.request, DEMO_ADMIN);
    const creator = await browser.newContext();
    const name = `Brine Guide ${Date.now().toString(36)}`;
    const expert = await publishedExpert(creator, admin, { name, review: false, price: { model: 'free', amount: 0 } });
    const connected = await creator.request.put(`/api/creator/experts/${expert.id}/connection`, {
      data: { provider: 'openai-compatible', base_url: model.baseUrl, model: 'brine-long-7b', api_key: 'sk-stand-in' },
      headers: await csrfHeader(creator),
    });
    expect(connected.status(), await connected.text()).toBe(200);

    await createVerifiedAccount(context);
    await page.goto(`/ar/experts/${expert.slug}`);
    const starter = page.locator('[data-starter]').first();
    await expect(starter).toBeEnabled();
    await starter.click();
    await expect(page).toHaveURL(/\/ar\/messaging-v1\?conversation=[0-9a-f-]{36}/);
    const answer = page.getByRole('log').locator('li[data-author-kind="agent"]').last();
    await expect(answer.locator('.ws-message__body')).toContainText('Salt by weight: 20 g per litre of water.');
    await expect(answer.locator('[data-writing]')).toBeVisible();

    await answer.getByRole('button', { name: AR['messaging.chat.stopAnswer'] }).click();
    await expect(answer.locator('[data-writing]')).toHaveCount(0);
    await expect(answer).toContainText(AR['messaging.chat.stopped']!);
    await expect(answer.locator('.ws-message__body')).toContainText('Salt by weight: 20 g per litre of water.');
    // Stopping ends the model's stream too: nothing keeps writing, or paying for tokens, behind the stopped answer.
    await expect.poll(() => model.stats.closedByCaller).toBe(model.stats.requests);
  } finally {
    await model.close();
  }
});
