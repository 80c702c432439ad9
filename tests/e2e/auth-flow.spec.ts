import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SIGN_UP_MESSAGES as M } from '../../contract/auth-constants.ts';
import { NODE_PORT } from './support/ports.ts';

/**
 * The auth islands against `npm start` in Chromium (issue 5's "Done when"): sign-up validation and success,
 * e-mail verification with the dev outbox's code, login, a protected page, logout; a session revoked elsewhere
 * signs the page out on its next API call; the redirect query; a network failure's message.
 */
const ORIGIN = `http://localhost:${NODE_PORT}`;
const PASSWORD = 'long enough secret';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniqueEmail = (label: string) => `e2e-${label}-${run}@example.com`;

/** Sign-up through the API (for the tests that only need an account); requests from the same origin. */
async function createAccount(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post(`${ORIGIN}/api/public/auth/sign-up`, {
    headers: { origin: ORIGIN },
    data: { name: 'Ada', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${ORIGIN}/api/dev/outbox`, { params: { to: email } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
  expect(code, 'a 6-digit code in the newest e-mail').toBeDefined();
  return code!;
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await hydrated(page, 'login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Waits until the form's island has hydrated (Astro drops `ssr` then); a click before that would do nothing. */
async function hydrated(page: Page, formId: string): Promise<void> {
  await expect(page.locator(`astro-island:has(#${formId})`)).not.toHaveAttribute('ssr');
}

function errorOf(page: Page, id: string) {
  return page.locator(`#${id}-error`);
}

test('sign-up validates, then registration, verification, login, a protected page and logout work', async ({ page, request }) => {
  const email = uniqueEmail('flow');
  await page.goto(`${ORIGIN}/auth/signup-1`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form).toHaveAttribute('data-endpoint', /.+/);
  const submit = form.getByRole('button', { name: 'Create account' });
  await hydrated(page, 'signup');

  await submit.click();
  await expect(errorOf(page, 'signup-name')).toContainText(M.nameRequired);
  await expect(errorOf(page, 'signup-email')).toContainText(M.emailRequired);
  await expect(errorOf(page, 'signup-password')).toContainText(M.passwordRequired);
  await expect(errorOf(page, 'signup-password-confirmation')).toContainText(M.confirmationRequired);
  await expect(page.locator('#signup-name')).toBeFocused();
  await expect(page.locator('#signup-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#signup-name')).toHaveAttribute('aria-describedby', /signup-name-error/);

  await page.locator('#signup-name').fill('Ada');
  await page.locator('#signup-email').fill('ada@');
  await page.locator('#signup-email').blur();
  await expect(errorOf(page, 'signup-name')).toHaveCount(0);
  await expect(errorOf(page, 'signup-email')).toContainText('Please, enter a valid email');

  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill('short');
  await page.locator('#signup-password-confirmation').fill('short');
  await submit.click();
  await expect(errorOf(page, 'signup-password')).toContainText('The password should contains at leat 8 characters');
  await expect(page.locator('#signup-password')).toBeFocused();

  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-password-confirmation').fill(`${PASSWORD}!`);
  await submit.click();
  await expect(errorOf(page, 'signup-password-confirmation')).toContainText('The password does not match');

  const toggle = page.locator('#signup-password').locator('xpath=..').getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#signup-password')).toHaveAttribute('type', 'text');

  await page.locator('#signup-password-confirmation').fill(PASSWORD);
  // The page's language is preselected; another one would be stored and open its own login page (i18n-islands.spec.ts).
  await expect(page.locator('#signup-language')).toHaveValue('en');
  await submit.click();
  await expect(page.getByText('Registration successful! Please verify your email.')).toBeVisible();
  await page.waitForURL(`${ORIGIN}/auth/login`);

  // Logging in on the way to a verified page: the guard would send this unverified account to verification first.
  const dashboard = '/navbar/dashboards/personal-1';
  await page.goto(`${ORIGIN}/auth/login?redirect=${encodeURIComponent(`/auth/verify-email?redirect=${encodeURIComponent(dashboard)}`)}`);
  await logIn(page, email);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.waitForURL(/\/auth\/verify-email\?redirect=/);
  await hydrated(page, 'verify-email');
  await page.locator('#verify-email-code').fill('12');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(errorOf(page, 'verify-email-code')).toContainText('Enter the 6-digit code');
  await page.locator('#verify-email-code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.waitForURL(`${ORIGIN}${dashboard}`);
  // A protected page stays put for a verified session (no guard sends it elsewhere).
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/navbar/dashboards/personal-1');

  const signedOut = await page.evaluate(async () => (await fetch('/api/logout', { credentials: 'same-origin' })).status);
  expect(signedOut).toBe(200);
  await page.goto(`${ORIGIN}/navbar/dashboards/personal-1`);
  await page.waitForURL(/\/auth\/login\?redirect=/);
});

test('a session revoked elsewhere signs the page out on its next API call', async ({ consoleGuard, page, request, playwright }) => {
  // The first read after the revocation (this click's, or the events stream's or the bell's) is refused, and the page
  // leaves for the login page at once: the answer's body is gone before the guard can read its code.
  consoleGuard.allowApiError({ path: /^\/api\//, status: 401 });
  const email = uniqueEmail('expire');
  await createAccount(request, email);
  await page.goto(`${ORIGIN}/auth/login?redirect=${encodeURIComponent('/auth/verify-email')}`);
  await logIn(page, email);
  await page.waitForURL(`${ORIGIN}/auth/verify-email`);
  await hydrated(page, 'verify-email');
  // The page's session store has loaded the user: from here a 401 means the session ended mid-use.
  await page.waitForLoadState('networkidle');

  // Another device signs in and ends every other session, this page's included.
  const other = await playwright.request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const signIn = await other.post('/api/public/auth/sign-in', { data: { email, password: PASSWORD } });
  const { data } = (await signIn.json()) as { data: { csrf_token: string } };
  const revoked = await other.post('/api/auth/sessions/revoke-others', {
    headers: { 'x-csrf-token': data.csrf_token },
  });
  expect(revoked.status(), await revoked.text()).toBe(200);
  await other.dispose();

  // The page's next API call gets the 401: this click's, or a background read's (the events stream, the bell) if that
  // comes first, in which case the page has already left for the login page and there is nothing left to click.
  await page
    .getByRole('button', { name: 'Send a new code' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await page.waitForURL(/\/auth\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/auth/verify-email');
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});

test('the redirect query is honoured after login, and failures show the spec messages', async ({ consoleGuard, page, request }) => {
  consoleGuard.allowApiError({ path: '/api/public/auth/sign-in', status: 401, code: 'INVALID_CREDENTIALS' });
  const email = uniqueEmail('redirect');
  await createAccount(request, email);
  await page.goto(`${ORIGIN}/auth/login?redirect=/navbar/layouts/profile%3Ftab%3D2`);

  await logIn(page, email, 'not the password');
  await expect(page.locator('#login-status')).toHaveText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();

  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.waitForURL(`${ORIGIN}/navbar/layouts/profile?tab=2`);
});

test('an off-site redirect target is ignored and a lost connection says so', async ({ consoleGuard, page, request }) => {
  const email = uniqueEmail('network');
  await createAccount(request, email);
  await page.goto(`${ORIGIN}/auth/login-2?redirect=${encodeURIComponent('//evil.example/x')}`);

  await consoleGuard.block(page, '**/api/public/auth/sign-in', 'internetdisconnected');
  await logIn(page, email);
  await expect(page.locator('#login-status')).toHaveText('Network error. Please check your connection.');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();

  await page.unroute('**/api/public/auth/sign-in');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(`${ORIGIN}/`);
});
