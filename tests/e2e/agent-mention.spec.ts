import { createVerifiedAccount, csrfHeader } from './support/account.ts';
import { payForRuns } from './support/billing.ts';
import { expect, test } from './support/test.ts';

/**
 * An agent mentioned in a thread streams its answer (issue 14, with issue 13's runtime): a signed-in person opens
 * a thread in their room on /messaging-v2, writes `@resume-tailor <question>`, and sees the expert's agent join the
 * thread and its answer appear there and complete, labelled a guided protocol (the embedded runner), not an AI
 * model. Beside the chat, the run's steps follow live with their status and timing.
 */
test('an agent mentioned in a thread streams its answer, and the run’s steps follow beside the chat', async ({ page, context }) => {
  await createVerifiedAccount(context);
  // resume-tailor is sold per run: the mention starts one paid run.
  await payForRuns(context, 'resume-tailor', 1);
  const created = await context.request.post('/api/conversations', {
    data: { kind: 'group', title: 'Job hunt', member_ids: [] },
    headers: await csrfHeader(context),
  });
  expect(created.status()).toBe(201);

  await page.goto('/messaging-v2');
  await expect(page.getByRole('heading', { level: 2, name: 'Job hunt' })).toBeVisible();
  await expect(page.getByText('No run in this conversation yet. Mention an expert (@name) to start one.')).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('Resume help');
  await composer.press('Enter');
  const root = page.getByRole('log').locator('li', { hasText: 'Resume help' });
  await root.getByRole('button', { name: 'Reply', exact: true }).click();

  const thread = page.locator('[data-thread-root]');
  const reply = thread.getByRole('textbox', { name: 'Reply in this thread' });
  await reply.fill('@resume-tailor How do I tailor my resume to a job posting?');
  await reply.press('Enter');

  // The agent joins the thread, then its answer appears (streamed) and completes.
  await expect(thread.getByText('Resume Tailor for Job Postings has been invited to this thread.')).toBeVisible();
  const answer = thread.locator('li[data-author-kind="agent"]');
  await expect(answer).toHaveCount(1, { timeout: 15_000 });
  await expect(answer.getByText('Resume Tailor for Job Postings', { exact: true })).toBeVisible();
  await expect(answer.getByText('Guided protocol', { exact: true })).toBeVisible();
  await expect(answer.getByText(/AI model/)).toHaveCount(0);
  await expect(answer.locator('.ws-message__body')).toContainText('You asked: How do I tailor my resume to a job posting?', {
    timeout: 15_000,
  });
  await expect(answer.locator('.ws-message__body')).toContainText('From the guide:');
  await expect(answer.getByText(/writing…/)).toHaveCount(0);
  await expect(answer.locator('.ws-message__body em').first()).toHaveText('How do I tailor my resume to a job posting?');

  // Beside the chat: the run's steps, live, each with its status and timing.
  const steps = page.getByRole('list', { name: 'Steps of the current run' });
  await expect(steps.getByRole('listitem')).toHaveCount(2);
  await expect(steps.getByRole('listitem').nth(0)).toContainText('Your question');
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Answer from the guide');
  await expect(steps.locator('[data-step-status="completed"]')).toHaveCount(2);
  await expect(steps.getByRole('listitem').nth(1)).toContainText(/\d+(\.\d)? m?s/);
  await expect(page.locator('[data-run-progress]')).toHaveText('Completed · 2 of 2 steps done');
  await expect(page.locator('.ws-run').getByText('Resume Tailor for Job Postings · Guided protocol')).toBeVisible();
});

/**
 * An expert whose answers its creator reviews first (issue 13's review gate, issue 14's waiting labels): the thread
 * shows the agent's answer as waiting for review, with why, and none of the gated text before the decision.
 */
test('an answer waiting for its creator’s review says so in the thread and shows nothing of it yet', async ({ page, context }) => {
  await createVerifiedAccount(context);
  const created = await context.request.post('/api/conversations', {
    data: { kind: 'group', title: 'Symptoms', member_ids: [] },
    headers: await csrfHeader(context),
  });
  expect(created.status()).toBe(201);

  await page.goto('/messaging-v2');
  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('Daily notes');
  await composer.press('Enter');
  await page.getByRole('log').locator('li', { hasText: 'Daily notes' }).getByRole('button', { name: 'Reply', exact: true }).click();
  const thread = page.locator('[data-thread-root]');
  const reply = thread.getByRole('textbox', { name: 'Reply in this thread' });
  await reply.fill('@gut-symptom-journal What should I write down each day?');
  await reply.press('Enter');

  const answer = thread.locator('li[data-author-kind="agent"]');
  await expect(answer).toHaveCount(1, { timeout: 15_000 });
  await expect(answer.locator('[data-awaiting="review"]')).toHaveText(/^\s*· waiting for review$/, { timeout: 15_000 });
  await expect(answer.getByText("The expert's creator checks this answer before it is shown.")).toBeVisible();
  await expect(answer.getByText(/writing…/)).toHaveCount(0);
});
