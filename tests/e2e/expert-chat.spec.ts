import { createVerifiedAccount } from './support/account.ts';
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
