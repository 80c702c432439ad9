/**
 * Accounts for the account-settings specs, made the way a person would: sign-up through the API, the code from
 * the dev outbox, verify-code; then sign-in through the API or the login page, and the settings sections.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type * as OTPAuth from 'otpauth';

export const PASSWORD = 'correct horse battery';
export const SETTINGS = '/navbar/layouts/settings';

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** The double-submit CSRF header for API calls made with a browser context's cookies. */
export async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'ae_csrf')?.value;
  return token ? { 'X-CSRF-Token': token } : {};
}

/** Signs up, signs in and verifies the e-mail with the code from the dev outbox; leaves the context signed in. */
export async function createVerifiedAccount(context: BrowserContext): Promise<Account> {
  const account = { email: `acct-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD, name: 'Ada Account' };
  const request = context.request;
  const signUp = await request.post('/api/public/auth/sign-up', {
    data: { name: account.name, email: account.email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  // Sign-up opens no session; verification needs one, as it would after the person's first login.
  await signInThroughApi(request, account);
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}&channel=email`);
  const body = (await outbox.json()) as { data: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(body.data[0]?.body ?? '')?.[1];
  expect(code, 'a 6-digit code in the verification e-mail').toBeTruthy();
  const verify = await request.post('/api/verify-code', { data: { code }, headers: await csrfHeader(context) });
  expect(verify.status(), await verify.text()).toBe(200);
  return account;
}

export async function signInThroughApi(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const answer = await request.post('/api/public/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The login island; the 'Welcome back!' toast goes with the page it navigates away from, so tests check where it lands. */
export async function logInThroughPage(page: Page, account: Pick<Account, 'email' | 'password'>, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Settings sections hydrate when scrolled into view (client:visible); typing before that would be lost, so this
 * waits until Astro has hydrated the section's island (it drops the `ssr` attribute then).
 */
export async function openSection(page: Page, id: string) {
  const section = page.locator(`section[data-account-section="${id}"]`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island').first()).not.toHaveAttribute('ssr');
  return section;
}

/** A TOTP code not used before: the server refuses a code twice, so wait for the next 30 s step when needed. */
export async function freshCode(totp: OTPAuth.TOTP, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totp.generate();
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
