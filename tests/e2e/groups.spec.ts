import type { BrowserContext } from '@playwright/test';
import { type Account, createVerifiedAccount, csrfHeader } from './support/account.ts';
import { expect, test } from './support/test.ts';

/**
 * Groups from the messaging page (issue 27, item 2): a member starts a group with two people, found by e-mail. One
 * lets anyone add them and joins at once; the other is invited (their choice about being added) and shows as
 * waiting. The member chooses what notifies them; the first person leaves, and the member sees them go, live.
 */
async function person(context: BrowserContext, name: string, addPolicy?: 'anyone'): Promise<Account> {
  const account = await createVerifiedAccount(context);
  const headers = await csrfHeader(context);
  expect((await context.request.patch('/api/users/update/me', { data: { full_name: name }, headers })).status()).toBe(200);
  if (addPolicy)
    expect((await context.request.put('/api/messaging/settings', { data: { add_policy: addPolicy }, headers })).status()).toBe(200);
  return { ...account, name };
}

test('a member starts a group with two people, one is invited, one joins and later leaves', async ({ browser }) => {
  const [adaContext, graceContext, linusContext] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  await person(adaContext, 'Ada Lovelace');
  const grace = await person(graceContext, 'Grace Hopper', 'anyone');
  const linus = await person(linusContext, 'Linus Pauling');
  const ada = await adaContext.newPage();
  await ada.goto('/messaging-v2');

  // Start the group: a title, and two people found by e-mail.
  await ada.getByRole('button', { name: 'New group' }).click();
  const form = ada.getByRole('form', { name: 'Start a group or a broadcast' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Give the conversation a title.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Title/ }).fill('Reading club');
  const search = form.getByRole('searchbox', { name: 'Find people by name, username or e-mail' });
  await search.fill(grace.email);
  await form.getByRole('button', { name: 'Add Grace Hopper' }).click();
  await search.fill(linus.email);
  await form.getByRole('button', { name: 'Add Linus Pauling' }).click();
  await expect(form.getByRole('list', { name: 'Chosen people' }).getByRole('button')).toHaveCount(2);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(ada.getByText('Created. 1 person was invited: they join when they accept.')).toBeVisible();
  await expect(ada.getByRole('heading', { level: 2, name: 'Reading club' })).toBeVisible();

  // Grace joined; Linus, who did not let others add him, is invited and waits.
  const details = ada.getByRole('complementary', { name: 'Details' });
  const members = details.getByRole('list', { name: 'Members' });
  await expect(members.locator('li')).toHaveCount(2);
  await expect(members.locator('li[data-member="Grace Hopper"]')).toContainText('Member');
  await expect(details.getByRole('list', { name: 'Invited' })).toContainText('Linus Pauling');

  // What notifies Ada here: mentions only, kept by the server.
  await details.getByLabel('Notify me about').selectOption('mentions');
  const conversationId = await ada.locator('.ws-room[aria-current="true"]').getAttribute('data-conversation-id');
  await expect
    .poll(
      async () =>
        ((await (await adaContext.request.get(`/api/conversations/${conversationId}`)).json()).data as { notify_level: string })
          .notify_level,
    )
    .toBe('mentions');

  // Grace leaves from her own page; Ada sees her go without a reload.
  const gracePage = await graceContext.newPage();
  await gracePage.goto(`/messaging-v2?conversation=${conversationId}`);
  await expect(gracePage.getByRole('heading', { level: 2, name: 'Reading club' })).toBeVisible();
  gracePage.once('dialog', (dialog) => void dialog.accept());
  await gracePage.getByRole('button', { name: 'Leave the conversation' }).click();
  await expect(gracePage.getByText('You left the conversation.')).toBeVisible();
  await expect(members.locator('li')).toHaveCount(1);
  await expect(members.locator('li[data-member="Grace Hopper"]')).toHaveCount(0);
  await Promise.all([adaContext.close(), graceContext.close(), linusContext.close()]);
});
