/**
 * Account settings and billing against the real server (issue 5): profile update, 2FA set up from the island
 * and then used at login, another session ended from the sessions list, and the card form's validation.
 * Accounts are made through the API (sign-up, the dev outbox's code, verify-code), as a person would by e-mail.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import * as OTPAuth from 'otpauth';
import {
  createVerifiedAccount,
  freshCode,
  logInThroughPage,
  openSection,
  signInThroughApi,
  SETTINGS,
  type Account,
} from './support/account.ts';

test.describe
  .serial('profile and two-factor sign-in', () => {
    let account: Account;
    let secret = '';
    const usedCodes = new Set<string>();

    test('a profile update shows the spec message and survives a reload', async ({ browser }) => {
      const context = await browser.newContext();
      account = await createVerifiedAccount(context);
      await context.clearCookies();
      const page = await context.newPage();
      await logInThroughPage(page, account, SETTINGS);
      await expect(page).toHaveURL(/\/navbar\/layouts\/settings\/?$/);
      const profile = await openSection(page, 'profile');
      const username = `ada_${randomUUID().slice(0, 6)}`;
      await profile.getByLabel('Full name').fill('Ada Lovelace');
      await profile.getByLabel('Username').fill(username);
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();

      await page.reload();
      const again = await openSection(page, 'profile');
      await expect(again.getByLabel('Full name')).toHaveValue('Ada Lovelace');
      await expect(again.getByLabel('Username')).toHaveValue(username);
      await context.close();
    });

    test('2FA is turned on in the island, then a login asks for and accepts a TOTP code', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInThroughApi(context.request, account);
      await page.goto(SETTINGS);
      const section = await openSection(page, 'two-factor');
      await section.getByRole('button', { name: 'Set up two-factor' }).click();
      await section.getByLabel('Your password').fill(account.password);
      await section.getByRole('button', { name: 'Continue' }).click();

      await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', /^data:image\//);
      secret = (await section.getByTestId('totp-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
      await section.getByLabel('Authentication code').fill(await freshCode(totp, usedCodes));
      await section.getByRole('button', { name: 'Turn on two-factor' }).click();

      const codes = section.getByTestId('backup-codes');
      await expect(codes).toBeVisible();
      await expect(codes.locator('li')).not.toHaveCount(0);
      await expect(codes.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'backup-codes.txt');
      await codes.getByRole('button', { name: 'I saved them' }).click();
      await expect(section.getByText('Two-factor authentication is on', { exact: false })).toBeVisible();
      const security = await context.request.get('/api/auth/security');
      expect(((await security.json()) as { data: { two_factor_enabled: boolean } }).data.two_factor_enabled).toBe(true);

      // Log out, then log in again: the password alone is no longer enough.
      await context.request.get('/api/logout');
      await context.clearCookies();
      await logInThroughPage(page, account);
      const code = page.getByRole('textbox', { name: 'Authentication code' });
      await expect(code).toBeVisible();
      await code.fill(await freshCode(totp, usedCodes));
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      await expect(page).not.toHaveURL(/\/auth\//);
      const me = await context.request.get('/api/user/get-data');
      expect(me.status()).toBe(200);
      await context.close();
    });
  });

test('another session is ended from the sessions list and then gets 401', async ({ browser }) => {
  const mine = await browser.newContext();
  const account = await createVerifiedAccount(mine);
  const other = await browser.newContext();
  await signInThroughApi(other.request, account);
  expect((await other.request.get('/api/user/get-data')).status()).toBe(200);

  const page = await mine.newPage();
  await page.goto(SETTINGS);
  const section = await openSection(page, 'sessions');
  const rows = section.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(section.locator('tr[data-current="true"]').getByText('This device')).toBeVisible();
  await section
    .locator('tr:not([data-current])')
    .getByRole('button', { name: /End session/ })
    .click();
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(rows).toHaveCount(1);

  expect((await other.request.get('/api/user/get-data')).status()).toBe(401);
  expect((await mine.request.get('/api/user/get-data')).status()).toBe(200);
  await other.close();
  await mine.close();
});

test('the card form explains each invalid field and accepts a valid test card without a network call', async ({ browser }) => {
  const context = await browser.newContext();
  await createVerifiedAccount(context);
  const page = await context.newPage();
  await page.goto('/navbar/layouts/billing');
  await expect(page.getByText('This form only checks the card details:')).toBeVisible();
  // The form is prerendered; typing before React hydrates it would be reset, so wait for Astro to finish.
  await expect(page.locator('astro-island:has(form[aria-label="Card details"])')).not.toHaveAttribute('ssr');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'GET') apiCalls.push(request.url());
  });

  const number = page.getByLabel('Card number');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await number.fill('4242424242424241');
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM/YY)').fill('0120');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('01/20');
  await page.getByLabel('Security code').fill('12');
  await page.getByRole('button', { name: 'Check card' }).click();
  await expect(page.getByText('This card number is not valid; check the digits')).toBeVisible();
  await expect(page.getByText('This card has expired')).toBeVisible();
  await expect(page.getByText('The security code has 3 digits for this card')).toBeVisible();

  await number.fill('378282246310005');
  await expect(number).toHaveValue('3782 822463 10005');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Check card' }).click();
  await expect(page.getByText('The security code has 4 digits for this card')).toBeVisible();

  await number.fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('1235');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Check card' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'These Visa details are valid (ending 4242). Nothing was saved or charged.' }),
  ).toBeVisible();
  await expect(page.locator('.ui-field__error')).toHaveCount(0);
  expect(apiCalls).toEqual([]);
  await context.close();
});

test('a phone number is verified with the code texted to it; a wrong code says so and keeps the form', async ({
  consoleGuard,
  context,
  page,
}) => {
  consoleGuard.allowApiError({ path: '/api/verify-phone-code', status: 400, code: 'INVALID_CODE' });
  await createVerifiedAccount(context);
  const phone = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  await page.goto(SETTINGS);
  const section = await openSection(page, 'phone');
  await expect(section).toContainText('No verified phone number yet.');
  await section.getByRole('button', { name: 'Text me a code' }).click();
  await expect(section.getByText('Enter your phone number.')).toBeVisible();
  await section.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await section.getByRole('button', { name: 'Text me a code' }).click();
  await expect(section.getByRole('status')).toContainText(`We texted a 6-digit code to ${phone}`);

  // In development the SMS adapter writes to the outbox: the code is read there, as a phone would show it.
  const outbox = await context.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}&channel=sms`);
  const texted = ((await outbox.json()) as { data: { body: string }[] }).data[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(texted)?.[1];
  expect(code, `a 6-digit code in the text: ${texted}`).toBeTruthy();
  const wrong = code === '000000' ? '111111' : '000000';
  const field = section.getByRole('textbox', { name: '6-digit code' });
  await field.fill(wrong);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(code!);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.locator('[data-phone-state="verified"]')).toContainText(`Your number: ${phone} · verified`);
  const me = await context.request.get('/api/user/get-data');
  expect((await me.json()).data).toMatchObject({ phone, phone_verified: true });
});
