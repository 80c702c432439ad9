import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { FLASH_STORAGE_KEY, LOCALE_COOKIE } from '../../contract/session.ts';
import { NODE_PORT } from './support/ports.ts';

/**
 * The islands in other languages against `npm start`: French labels and validation on /fr/auth/login, a failed
 * login toasting in German, a sign-up language that becomes the stored language, and 'Welcome back!' carried to
 * the page after login in the page's language.
 */
const ORIGIN = `http://localhost:${NODE_PORT}`;
const PASSWORD = 'long enough secret';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniqueEmail = (label: string) => `e2e-i18n-${label}-${run}@example.com`;

/** A locale's strings as the build reads them (src/i18n/locales/<lang>.json). */
function strings(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

async function hydrated(page: Page, formId: string): Promise<void> {
  await expect(page.locator(`astro-island:has(#${formId})`)).not.toHaveAttribute('ssr');
}

/** An account through the API (this file makes two, shared by the signed-in tests). */
async function createAccount(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post(`${ORIGIN}/api/public/auth/sign-up`, {
    headers: { origin: ORIGIN },
    data: { name: 'Ada', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('/fr/auth/login speaks French: labels, button, validation messages', async ({ page }) => {
  const fr = strings('fr');
  await page.goto(`${ORIGIN}/fr/auth/login`);
  await hydrated(page, 'login');
  const form = page.getByRole('form', { name: fr['auth.login.form'] });
  await expect(form.getByLabel(fr['auth.fields.email']!)).toBeVisible();
  await expect(form.getByRole('textbox', { name: fr['auth.fields.password'], exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: fr['form.showPassword'] })).toBeVisible();

  await form.getByRole('button', { name: fr['auth.login.submit'], exact: true }).click();
  await expect(page.locator('#login-email-error')).toHaveText(`${fr['form.errorPrefix']} ${fr['auth.validation.emailRequired']}`);
  await expect(page.locator('#login-status')).toHaveText(fr['errors.app.VALIDATION_ERROR_422']!);

  await page.locator('#login-email').fill('ada@');
  await page.locator('#login-email').blur();
  // 'Please, enter a valid email' in French.
  await expect(page.locator('#login-email-error')).toContainText('Veuillez saisir une adresse e-mail valide');
  expect(fr['auth.validation.emailFormat']).toBe('Veuillez saisir une adresse e-mail valide');
});

test('a failed login on /de/auth/login toasts in German', async ({ consoleGuard, page }) => {
  const de = strings('de');
  // No such account: the API answers INVALID_CREDENTIALS, as for a wrong password.
  consoleGuard.allowApiError({ path: '/api/public/auth/sign-in', status: 401, code: 'INVALID_CREDENTIALS' });
  const email = uniqueEmail('de');
  await page.goto(`${ORIGIN}/de/auth/login`);
  await hydrated(page, 'login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill('not the password');
  await page.getByRole('button', { name: de['auth.login.submit'], exact: true }).click();
  await expect(page.locator('.toast--error')).toHaveText(de['errors.code.INVALID_CREDENTIALS']!);
  expect(de['errors.code.INVALID_CREDENTIALS']).toBe('E-Mail-Adresse oder Passwort ist ungültig');
  await expect(page.locator('#login-status')).toHaveText(de['errors.code.INVALID_CREDENTIALS']!);
});

test('signing up with language fr lands on /fr/auth/login, and the next visit to / opens /fr/', async ({ page, context }) => {
  await page.goto(`${ORIGIN}/auth/signup-1`);
  await hydrated(page, 'signup');
  await page.locator('#signup-name').fill('Ada');
  await page.locator('#signup-email').fill(uniqueEmail('signup'));
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-password-confirmation').fill(PASSWORD);
  await page.locator('#signup-language').selectOption('fr');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${ORIGIN}/fr/auth/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('fr');

  await page.goto(`${ORIGIN}/`);
  await page.waitForURL(`${ORIGIN}/fr/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test("the sign-up language select starts on the page's language", async ({ page }) => {
  await page.goto(`${ORIGIN}/es-MX/auth/signup-1`);
  await expect(page.locator('#signup-language')).toHaveValue('es-MX');
});

test.describe
  .serial('signed in', () => {
    const email = uniqueEmail('account');

    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext();
      await createAccount(request, email);
      await request.dispose();
    });

    test("after login the next page shows 'Welcome back!' in the page's language, once", async ({ page }) => {
      const fr = strings('fr');
      // An unverified account is sent on to the verification page: an island page, so RuntimeHost shows the message.
      await page.goto(`${ORIGIN}/fr/auth/login?redirect=${encodeURIComponent('/fr/auth/verify-email')}`);
      await hydrated(page, 'login');
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('button', { name: fr['auth.login.submit'], exact: true }).click();
      await page.waitForURL(`${ORIGIN}/fr/auth/verify-email`);
      await expect(page.locator('.toast--success')).toHaveText(fr['session.login.success']!);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), FLASH_STORAGE_KEY)).toBeNull();
      await page.reload();
      await hydrated(page, 'verify-email');
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(fr['session.login.success']!)).toHaveCount(0);
    });

    test('a new profile language is stored and the settings page opens in it', async ({ page, context }) => {
      const de = strings('de');
      const signIn = await page.request.post(`${ORIGIN}/api/public/auth/sign-in`, {
        headers: { origin: ORIGIN },
        data: { email, password: PASSWORD },
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
      await page.goto(`${ORIGIN}/navbar/layouts/settings`);
      const profile = page.locator('section[data-account-section="profile"]');
      await profile.scrollIntoViewIfNeeded();
      await expect(profile.getByLabel('Full name')).toHaveValue('Ada');
      await profile.getByLabel('Language').selectOption('de');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await page.waitForURL(`${ORIGIN}/de/navbar/layouts/settings`);
      expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('de');
      const section = page.locator('section[data-account-section="profile"]');
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('heading', { name: de['account.sections.profile.title'] })).toBeVisible();
      await expect(section.getByRole('button', { name: de['account.profile.save'] })).toBeVisible();
      await expect(section.getByLabel(de['account.profile.language']!)).toHaveValue('de');
    });
  });
