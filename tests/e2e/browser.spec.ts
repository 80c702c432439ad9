import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUES } from '../../contract/session.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { NODE_PORT } from './support/ports.ts';
import { tenantById } from './support/site.ts';

/**
 * What a visitor sees in Chromium against `npm start`. Chromium resolves *.localhost to loopback itself, so the
 * tenant hosts are real origins here.
 */
const origin = (sub: string) => `http://${sub}localhost:${NODE_PORT}`;

/** Collects Content-Security-Policy violations (a missing inline-script hash would show up here). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the not-found page shows the spec texts with status 404', async ({ consoleGuard, page }) => {
  // The 404 is the answer under test; Chromium logs it.
  consoleGuard.allowPageStatus({ path: '/no/such/page', status: 404 });
  const response = await page.goto(`${origin('crohns.')}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByText(/retry|administrator/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me Back' }).or(page.getByRole('button', { name: 'Take me Back' }))).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(tenantById('crohns').siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('a protected route without a session lands on /auth/login with the full intended path', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto(`${origin('crohns.')}/navbar/dashboards/personal-1?tab=2#top`);
  await page.waitForURL(/\/auth\/login\?/);
  const url = new URL(page.url());
  expect(url.host).toBe(`crohns.localhost:${NODE_PORT}`);
  expect(url.pathname).toBe('/auth/login');
  expect(url.searchParams.get('redirect')).toBe('/navbar/dashboards/personal-1?tab=2#top');
  expect(violations).toEqual([]);
});

test('a guest route with a session hint goes to /', async ({ page, context }) => {
  await context.addCookies([{ name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUES.verified, url: origin('ntsb.') }]);
  await page.goto(`${origin('ntsb.')}/auth/login`);
  await page.waitForURL(`${origin('ntsb.')}/`);
  await expect(page).toHaveTitle(tenantById('ntsb').title);
});

test('an unverified session hint on a verified route goes to /auth/verify-email with the intended path', async ({ page, context }) => {
  await context.addCookies([{ name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUES.unverified, url: origin('') }]);
  await page.goto(`${origin('')}/inbox?folder=sent`);
  await page.waitForURL(/\/auth\/verify-email\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/inbox?folder=sent');
});

test('a tenant landing loads only the plain site script and breaks no CSP rule', async ({ page }) => {
  const violations = watchCsp(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${origin('pubschool.')}/`, { waitUntil: 'load' });
  await expect(page).toHaveTitle(tenantById('pubschool').title);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/_astro\/PageFeedback\.[^/]+\.js$/);
  expect(violations).toEqual([]);
});

test('pages with islands run under the CSP without violations', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto(`${origin('')}/auth/login`, { waitUntil: 'networkidle' });
  // A real session (the seeded demo account), so the session island keeps the visitor on the dashboard.
  const signIn = await page.request.post(`${origin('')}/api/public/auth/sign-in`, {
    data: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`${origin('')}/navbar/dashboards/personal-1`, { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(`${origin('')}/navbar/dashboards/personal-1`);
  await expect(page.locator('astro-island')).not.toHaveCount(0);
  expect(violations).toEqual([]);
});
