/**
 * The protocol workbench (issue 27, item 1): a creator opens a published expert's protocol from the studio, starts a
 * draft, sees a template problem named as they type and fixes it, previews the draft on a question, publishes
 * version 2, reads the diff from version 1, rolls back to version 1 with a reason, then connects a model server (a
 * stand-in OpenAI-compatible server on loopback that this test starts): "Test connection" names the model that
 * answered, the key is never shown again, and the expert goes back to the embedded runner. The page passes axe, and
 * at 390 px in Arabic it is right-to-left without sideways scrolling. A reviewer's edit is then downloaded from the
 * Datasets tab as a JSON Lines pair.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { seedProtocolContent } from '../../server/features/protocols/seed-step.ts';
import { createVerifiedAccount, signInThroughApi } from './support/account.ts';
import { post, publishedExpert } from './support/creator.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { expect, settled, test } from './support/test.ts';

/** A stand-in OpenAI-compatible model server: every chat completion is answered by `stand-in-7b-q4`. */
async function standInModelServer(): Promise<{ server: Server; baseUrl: string; keys: (string | undefined)[] }> {
  const keys: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      keys.push(request.headers.authorization);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'stand-in-7b-q4',
          choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, keys };
}

test('a creator edits, previews, publishes, compares, rolls back and connects a model server', async ({ browser, page, context }) => {
  test.setTimeout(240_000);
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, DEMO_ADMIN);
  const name = `Jar Guide ${Date.now().toString(36)}`;
  const expert = await publishedExpert(context, admin, { name, review: false, price: { model: 'free', amount: 0 }, tenants: [] });
  const model = await standInModelServer();

  try {
    // From the studio's expert list to the workbench.
    await page.goto('/studio');
    await page.getByRole('link', { name: `Protocol of ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/protocol\\?id=${expert.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Protocol workbench' })).toBeVisible();
    await expect(page.getByText('The expert runs version 1.')).toBeVisible();
    await page.getByRole('button', { name: 'Start a new draft' }).click();
    await expect(page.getByRole('heading', { name: 'Draft: version 2' })).toBeVisible();
    await expect(page.getByText('Ready to publish: nothing blocks it.')).toBeVisible();

    // Edit the answer step; a template naming an unknown field is reported as typed, then fixed.
    const answerStep = page.getByRole('group', { name: 'Step 2: Answer from the guide' });
    const template = answerStep.getByLabel('Answer template');
    await template.fill('Hello {{input.nickname}}');
    await expect(answerStep.getByText('The template names {{input.nickname}}, which is not a known field.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish version 2' })).toBeDisabled();
    await template.fill('Use a one-litre jar.\n\n{{knowledge}}');
    await answerStep.getByLabel('Title').fill('Answer with the jar size');
    await expect(page.getByText('Ready to publish: nothing blocks it.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The preview beside the draft runs it on a question.
    await page.getByLabel('Question').fill('How much salt does the brine take?');
    await page.getByRole('button', { name: 'Run the preview' }).click();
    const answer = page.getByRole('status', { name: 'Preview answer' });
    await expect(answer.getByRole('heading', { name: 'Answer with the jar size' })).toBeVisible();
    await expect(answer).toContainText('Use a one-litre jar.');
    await expect(answer).toContainText('Brine needs salt and patience');

    // Publish version 2: the version list shows it running, and the diff from version 1 names the changed lines.
    await page.getByRole('button', { name: 'Publish version 2' }).click();
    const versions = page.getByRole('list', { name: 'Versions' });
    const v2 = versions.locator('[data-version="2"]');
    await expect(v2.getByText('Runs now')).toBeVisible();
    await expect(v2.getByText('Ada Account')).toBeVisible();
    await expect(v2.getByText('No runs yet')).toBeVisible();
    // Beside the runs, what people said about the version: nothing yet for a new one (the API test counts real ones).
    await expect(v2.locator('[data-ratings="2"]')).toHaveText('Not rated yet');
    await expect(v2.locator('[data-reviews="2"]')).toHaveText('No review decisions yet');
    const diff = page.locator('[data-diff]');
    await expect(diff.locator('del')).toContainText(['2. answer [answer] Answer from the guide']);
    await expect(diff.locator('ins').first()).toContainText('2. answer [answer] Answer with the jar size');
    await expect(diff.locator('ins')).toContainText([/template: Use a one-litre jar\./]);
    await expect(page.getByText('4 lines differ.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Roll back to version 1 with a reason; the reason stands beside version 1.
    const v1 = versions.locator('[data-version="1"]');
    await v1.getByRole('button', { name: 'Roll back to version 1' }).click();
    await v1.getByRole('button', { name: 'Roll back to version 1' }).click();
    await expect(v1.getByText('Say why you roll back.')).toBeVisible();
    await v1.getByLabel('Reason').fill('Version 2 names a jar size the guide does not give.');
    await v1.getByRole('button', { name: 'Roll back to version 1' }).click();
    await expect(v1.getByText('Runs now')).toBeVisible();
    await expect(v1.locator('[data-rollback-reason="1"]')).toContainText('Version 2 names a jar size the guide does not give.');
    await expect(v2.getByText('Runs now')).toHaveCount(0);

    // The model connection, reached with the keyboard from the tab strip.
    await page.getByRole('tab', { name: /Versions/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Datasets' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Model connection' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('The expert uses the embedded protocol runner (no model server).')).toBeVisible();
    await page.getByLabel('Server address (base URL)').fill(model.baseUrl);
    await page.getByLabel('Model', { exact: true }).fill('stand-in-7b');
    await page.getByLabel('API key').fill('sk-workbench-secret');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText(/^Connected: stand-in-7b-q4 answered in \d+ ms\.$/)).toBeVisible();
    expect(model.keys).toEqual(['Bearer sk-workbench-secret']);
    await expect(page.getByText('The expert uses an OpenAI-compatible server with the model stand-in-7b.')).toBeVisible();
    await expect(page.getByLabel('API key')).toHaveValue('');
    await expect(page.getByText(/^A key is stored \(encrypted; it is never shown\)/)).toBeVisible();
    expect(await page.content()).not.toContain('sk-workbench-secret');
    await expectNoSeriousAxeViolations(page);

    // The fallback: back to the embedded runner, the connection and its key removed.
    await page.getByRole('button', { name: 'Use the embedded runner instead' }).click();
    await expect(page.getByText('The expert uses the embedded protocol runner (no model server).')).toBeVisible();
    await expect(page.getByText(/^Stored encrypted and never shown again/)).toBeVisible();

    // At 390 px in Arabic: right to left, the draft and the preview stacked, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ar/studio/protocol?id=${expert.id}`);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'منضدة عمل البروتوكول' })).toBeVisible();
    await page.getByRole('tab', { name: /الإصدارات/ }).click();
    await expect(page.getByRole('list', { name: 'الإصدارات' }).locator('[data-version="1"]').getByText('يعمل الآن')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);
  } finally {
    model.server.closeAllConnections();
    await new Promise((resolve) => model.server.close(resolve));
    await admin.close();
  }
});

test('a version reviewers accept far less than the one before is flagged, and one click opens the rollback with the reason', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const admin = await browser.newContext();
  await signInThroughApi(admin.request, DEMO_ADMIN);
  const name = `Crock Guide ${Date.now().toString(36)}`;
  const expert = await publishedExpert(context, admin, { name, review: true, price: { model: 'free', amount: 0 }, tenants: [] });
  const member = await browser.newContext();
  await createVerifiedAccount(member);

  /** A member's question paused at the gate, decided by the creator: real runs and decisions, as people make them. */
  async function answered(decision: 'accept' | 'ignore', count: number, edit?: string) {
    for (let index = 0; index < count; index += 1) {
      const run = await post(member, '/api/runs', { expert: expert.slug, message: `How long does crock ${decision} ${index} rest?` }, 201);
      let item: string | undefined;
      await expect
        .poll(async () => {
          const body = (await (await member.request.get(`/api/runs/${run.id}`)).json()) as {
            data: { status: string; review_items: { id: string }[] };
          };
          item = body.data.review_items[0]?.id;
          return body.data.status;
        })
        .toBe('waiting_review');
      // The first answer may be edited: an edit counts as accepted, and becomes a row of the review-edits dataset.
      const body = edit && index === 0 ? { type: 'edit', args: { answer: edit } } : { type: decision };
      await post(context, `/api/review-items/${item}/decision`, body);
    }
  }
  // Version 1: eight answers accepted (one after an edit). Version 2: eight ignored (Wilson 68–100 % and 0–32 %: apart).
  const EDIT = 'Let crock pickles rest one week in a cool place.';
  await answered('accept', 8, EDIT);
  const draft = await post(context, `/api/creator/experts/${expert.id}/protocol/versions`, { content: seedProtocolContent(true) }, 201);
  await post(context, `/api/creator/protocol-versions/${draft.id}/publish`, {});
  await answered('ignore', 8);

  // The decision that flagged version 2 told its creator: the inbox names the expert and opens its workbench.
  await page.goto('/inbox');
  await page.getByRole('link', { name: `A new version of ${name} is doing worse than an earlier one` }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/protocol\\?id=${expert.id}$`));
  await page.getByRole('tab', { name: /Versions/ }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  const warning = versions.locator('[data-version="2"] [data-worse="2"]');
  const message = 'Worse than version 1: reviewers accepted 0% of its answers, against 100%, a gap beyond the uncertainty.';
  await expect(warning.getByText(message)).toBeVisible();
  await expect(versions.locator('[data-version="1"] [data-worse]')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Roll back to version 1' }).click();
  const form = page.getByRole('form', { name: 'Roll back to version 1' });
  await expect(form.getByLabel('Reason')).toHaveValue(message);
  await form.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(page.getByText('The expert runs version 1 again.')).toBeVisible();
  await expect(versions.locator('[data-version="1"]')).toHaveAttribute('data-active', 'true');
  await expect(versions.locator(`[data-rollback-reason="1"]`)).toContainText(message);

  // The edit is in the datasets: version 1's review edits download as JSON Lines, the reviewer's edit as chosen.
  await page.getByRole('tab', { name: 'Datasets' }).click();
  await page.getByLabel('Protocol version').selectOption('1');
  await expectNoSeriousAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Review edits' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${expert.slug}-review-edits-\\d{4}-\\d\\d-\\d\\d\\.jsonl$`));
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  const first = JSON.parse(lines[0]!) as { prompt: string; chosen: string; rejected: string; meta: { version: number } };
  expect(lines).toHaveLength(1);
  expect(first).toMatchObject({ prompt: 'How long does crock accept 0 rest?', chosen: EDIT, meta: { version: 1 } });
  expect(first.rejected).not.toBe(EDIT);
  await member.close();
  await admin.close();
});
