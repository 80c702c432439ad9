/**
 * The account-security islands of the settings page in Chromium against `npm start` (issue 5): password change,
 * security settings and the paged events list, API keys and personal tokens, data export, account deletion, and
 * signing out through the interface (spec §4's logout).
 * Their API calls have API tests; these check what a person sees and that the page keeps working afterwards.
 * Selectors are roles and accessible names (today's English), never CSS classes.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  csrfHeader,
  createVerifiedAccount,
  logInThroughPage,
  openSection,
  PASSWORD,
  signInThroughApi,
  SETTINGS,
} from './support/account.ts';

const NEW_PASSWORD = 'a brand new passphrase';

async function me(context: BrowserContext, headers: Record<string, string> = {}) {
  return (await context.request.get('/api/user/get-data', { headers })).status();
}

/** The settings page of a signed-in context. */
async function settingsPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(SETTINGS);
  return page;
}

test('changing the password: a wrong current password is explained; success keeps this session and ends the others', async ({
  browser,
  consoleGuard,
}) => {
  consoleGuard.allowApiError({ path: '/api/users/update-password/me', status: 400, code: 'INVALID_CURRENT_PASSWORD' });
  const mine = await browser.newContext();
  const account = await createVerifiedAccount(mine);
  const other = await browser.newContext();
  await signInThroughApi(other.request, account);
  expect(await me(other)).toBe(200);

  const page = await settingsPage(mine);
  const section = await openSection(page, 'password');
  const form = section.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(await me(other), 'a refused change ends nothing').toBe(200);

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. 1 other session signed out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  expect(await me(other)).toBe(401);
  expect(await me(mine)).toBe(200);

  // Still signed in, and the rotated session's CSRF token is the page's: the next change goes through.
  const profile = await openSection(page, 'profile');
  await profile.getByLabel('Full name').fill('Ada Changed');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/navbar\/layouts\/settings\/?$/);

  const fresh = await browser.newContext();
  expect((await fresh.request.post('/api/public/auth/sign-in', { data: { email: account.email, password: PASSWORD } })).status()).toBe(401);
  await signInThroughApi(fresh.request, { email: account.email, password: NEW_PASSWORD });
  await Promise.all([mine.close(), other.close(), fresh.close()]);
});

test('the security events list pages back to older events; security and conversation settings are saved', async ({
  browser,
  consoleGuard,
  playwright,
}) => {
  consoleGuard.allowApiError({ path: '/api/auth/security', status: 422, code: 'VALIDATION_ERROR' });
  const context = await browser.newContext();
  await createVerifiedAccount(context);
  // Twelve newer events from another client (profile updates), after the sign-up, sign-in and verification.
  const NEWER_AGENT = 'E2E-Newer-Agent/1.0';
  const newer = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: NEWER_AGENT,
    storageState: await context.storageState(),
  });
  for (let i = 1; i <= 12; i += 1) {
    const update = await newer.patch('/api/users/update/me', {
      data: { full_name: `Ada ${i}` },
      headers: await csrfHeader(context),
    });
    expect(update.status(), await update.text()).toBe(200);
  }
  await newer.dispose();
  const all = await context.request.get('/api/auth/security/events?page=1&limit=100');
  const total = ((await all.json()) as { meta: { total: number } }).meta.total;
  expect(total).toBeGreaterThan(12);

  const page = await settingsPage(context);
  const section = await openSection(page, 'security');
  const table = section.getByRole('table', { name: 'Security events' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(10);
  for (const row of await rows.all()) await expect(row).toContainText(NEWER_AGENT);

  const pages = section.getByRole('navigation', { name: 'Security events pages' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(total - 10);
  // The oldest events (sign-up, first sign-in, verification) came from the browser's own client.
  await expect(rows.filter({ hasNotText: NEWER_AGENT })).toHaveCount(total - 12);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(10);

  const settings = section.getByRole('form', { name: 'Security settings' });
  const alerts = settings.getByLabel('Email me when a new device signs in');
  const idle = settings.getByLabel('End idle sessions after (minutes)');
  const revokeCredentials = settings.getByLabel('When my password changes, also revoke my API keys and personal access tokens');
  await expect(alerts).toBeChecked();
  await expect(revokeCredentials).toBeChecked();
  await alerts.uncheck();
  await revokeCredentials.uncheck();
  await idle.fill('2');
  await settings.getByRole('button', { name: 'Save security settings' }).click();
  await expect(idle).toHaveAttribute('aria-invalid', 'true');
  await idle.fill('60');
  await settings.getByRole('button', { name: 'Save security settings' }).click();
  await expect(page.getByText('Security settings saved')).toBeVisible();

  await page.reload();
  const again = (await openSection(page, 'security')).getByRole('form', { name: 'Security settings' });
  await expect(again.getByLabel('End idle sessions after (minutes)')).toHaveValue('60');
  await expect(again.getByLabel('Email me when a new device signs in')).not.toBeChecked();
  await expect(again.getByLabel('When my password changes, also revoke my API keys and personal access tokens')).not.toBeChecked();
  const stored = (await (await context.request.get('/api/auth/security')).json()) as { data: Record<string, unknown> };
  expect(stored.data).toMatchObject({ login_alerts: false, session_idle_minutes: 60, revoke_credentials_on_password_change: false });

  // Who may add the person to a group without asking (issue 28): the people they talk with, by default.
  const conversations = (await openSection(page, 'conversations')).getByRole('form', { name: 'Who may add you to conversations' });
  await expect(conversations.getByLabel('People I already talk with')).toBeChecked();
  await conversations.getByLabel('Nobody: always ask me first').check();
  await conversations.getByRole('button', { name: 'Save conversation settings' }).click();
  await expect(page.getByText('Conversation settings saved')).toBeVisible();
  expect((await (await context.request.get('/api/messaging/settings')).json()).data).toEqual({ add_policy: 'nobody' });
  await context.close();
});

for (const kind of [
  { article: 'an', noun: 'API key', plural: 'API keys', prefix: 'aek_', name: 'ci-bot' },
  { article: 'a', noun: 'personal token', plural: 'personal tokens', prefix: 'aet_', name: 'laptop-script' },
]) {
  test(`${kind.article} ${kind.noun}: the secret is shown once with a working copy button, it works, is listed, then deleted`, async ({
    browser,
    playwright,
  }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await createVerifiedAccount(context);
    const page = await settingsPage(context);
    const section = await openSection(page, 'api-keys');
    // Typing before the island hydrates would be lost: its loaded (empty) list says it is live.
    await expect(section.getByText(`No ${kind.plural} yet.`)).toBeVisible();
    const form = section.getByRole('form', { name: `Create ${kind.noun}` });
    await form.getByLabel(`New ${kind.noun} name`).fill(kind.name);
    await expect(form.getByLabel('Read your account (user:read)')).toBeChecked();
    await form.getByRole('button', { name: `Create ${kind.noun}` }).click();

    const shown = section.getByRole('status').filter({ hasText: `Copy your new ${kind.noun}` });
    await expect(shown).toContainText(kind.name);
    const secret = (await shown.locator('code').textContent())?.trim() ?? '';
    expect(secret.startsWith(kind.prefix)).toBe(true);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // The copied secret is a working credential for scripts (no cookies).
    const script = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await script.get('/api/user/get-data', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);

    const table = section.getByRole('table', { name: `Your ${kind.plural}` });
    const row = table.getByRole('row').filter({ hasText: kind.name });
    await expect(row).toContainText(`${secret.slice(0, 12)}…`);
    await expect(row).toContainText('user:read');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    await openSection(page, 'api-keys');
    await expect(row).toBeVisible();
    expect(await page.content(), 'the secret is never shown again').not.toContain(secret);

    await row.getByRole('button', { name: `Delete ${kind.name}` }).click();
    await row.getByRole('button', { name: 'Confirm delete' }).click();
    await expect(page.getByText(`Deleted ${kind.noun} “${kind.name}”`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(section.getByText(`No ${kind.plural} yet.`)).toBeVisible();
    expect((await script.get('/api/user/get-data', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
    await script.dispose();
    await context.close();
  });
}

test('a data export shows its progress, then downloads JSON with the account e-mail', async ({ browser, consoleGuard }) => {
  consoleGuard.allowApiError({ path: '/api/auth/export-data', status: 429, code: 'EXPORT_TOO_SOON' });
  const context = await browser.newContext();
  const account = await createVerifiedAccount(context);
  const page = await settingsPage(context);
  const section = await openSection(page, 'data-export');
  await section.getByRole('button', { name: 'Export my data' }).click();
  const progress = section.getByRole('progressbar', { name: 'Export progress' });
  await expect(progress).toBeVisible();
  await expect(section.getByText('Your export is ready.')).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string } };
  expect(archive.profile.email).toBe(account.email);

  // One export per ten minutes: a second start is refused with the server's reason.
  await section.getByRole('button', { name: 'Export my data' }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  await context.close();
});

test('deleting the account asks for the password; afterwards the old session is gone and login fails', async ({
  browser,
  consoleGuard,
}) => {
  consoleGuard.allowApiError({ path: '/api/users/delete/me', status: 400, code: 'PASSWORD_CONFIRMATION_FAILED' });
  consoleGuard.allowApiError({ path: '/api/public/auth/sign-in', status: 401, code: 'INVALID_CREDENTIALS' });
  const mine = await browser.newContext();
  const account = await createVerifiedAccount(mine);
  const other = await browser.newContext();
  await signInThroughApi(other.request, account);
  const page = await settingsPage(mine);
  const saved = await mine.storageState();

  const section = await openSection(page, 'delete-account');
  const form = section.getByRole('form', { name: 'Delete account' });
  const submit = form.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('I understand this permanently deletes my account and cannot be undone').check();
  await submit.click();
  await expect(form.getByText('Enter your password to confirm')).toBeVisible();
  await form.getByLabel('Your password').fill('not my password');
  await submit.click();
  await expect(form.getByText('The password you entered is incorrect.')).toBeVisible();
  expect(await me(mine)).toBe(200);

  await form.getByLabel('Your password').fill(account.password);
  await submit.click();
  await page.waitForURL(/\/auth\/login\/?$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();

  // The old session cookie (kept from before) and the other device's session are dead.
  const oldSession = await browser.newContext({ storageState: saved });
  expect(await me(oldSession)).toBe(401);
  expect(await me(other)).toBe(401);
  await logInThroughPage(page, account);
  await expect(page.getByRole('form', { name: 'Log in' }).getByText('Invalid email or password')).toBeVisible();
  await Promise.all([mine.close(), other.close(), oldSession.close()]);
});

test('signing out from the sessions list shows the spec message, and protected pages then ask for a login', async ({ browser }) => {
  const context = await browser.newContext();
  await createVerifiedAccount(context);
  const page = await settingsPage(context);
  const sessions = await openSection(page, 'sessions');
  await sessions.getByRole('button', { name: 'Sign out this device' }).click();
  await page.waitForURL(/\/auth\/login\/?$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await me(context)).toBe(401);
  await page.goto(SETTINGS);
  await page.waitForURL(/\/auth\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(SETTINGS);
  await context.close();
});
