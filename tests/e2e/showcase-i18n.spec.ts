/**
 * The design-system pages in other languages (issue "Seven languages"), in Chromium against `npm start`: the
 * showcase copy and the words built into the components (the modal's close button, the paginator's steps and
 * page names, the copy button's feedback, the search count) follow the page's language, Arabic pages are laid
 * out right to left, and the English pages keep their text.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { NODE_PORT } from './support/ports.ts';
import { tenantById } from './support/site.ts';

const origin = `http://localhost:${NODE_PORT}`;
const siteName = tenantById('main').siteName;

/** The component pages are for signed-in people: a real session from the seeded demo account. */
async function signIn(page: Page): Promise<void> {
  const answer = await page.request.post(`${origin}/api/public/auth/sign-in`, {
    data: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(`${origin}${path}`);
}

test.beforeEach(async ({ page }) => signIn(page));

test("/fr/components/modal: French heading, title, copy and the modal's built-in close button", async ({ page }) => {
  await open(page, '/fr/components/modal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(`Composant Fenêtre modale | ${siteName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fenêtre modale');
  await expect(page.getByRole('heading', { name: 'Boîte de dialogue d’information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Propriétés de Modal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier le code' }).first()).toBeAttached();
  await expect(page.getByRole('columnheader', { name: 'Par défaut' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Qu’est-ce que la révision humaine ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Révision humaine' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  // The code samples are code: they stay as written.
  await expect(page.locator('.example__code').first()).toContainText('<Modal id="about-hitl" title="Human review">');
});

test("/ar/components/pagination: Arabic, right to left, with the paginator's own words translated", async ({ page }) => {
  await open(page, '/ar/components/pagination');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ترقيم الصفحات');
  await expect(page).toHaveTitle(`مكوّن ترقيم الصفحات | ${siteName}`);

  const few = page.getByRole('navigation', { name: 'الخبراء، صفحات قليلة' });
  await expect(few.getByRole('link', { name: 'التالي' })).toHaveAttribute('rel', 'next');
  await expect(few.locator('[aria-disabled="true"]')).toHaveText('السابق');
  await expect(few.getByRole('link', { name: 'الصفحة 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(few.getByText('من 42')).toBeVisible();

  const many = page.getByRole('navigation', { name: 'البروتوكولات، صفحات كثيرة' });
  const previous = many.getByRole('link', { name: 'السابق' });
  const next = many.getByRole('link', { name: 'التالي' });
  await expect(previous).toHaveAttribute('rel', 'prev');
  await expect(many.getByRole('link', { name: 'الصفحة 12', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Previous|Next|Page \d/ })).toHaveCount(0);

  // Mirrored: "previous" sits on the right, "next" on the left, and the chevrons point outwards.
  const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
  expect(previousBox!.x).toBeGreaterThan(nextBox!.x);
  const transform = await next.locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  // The props table shows the component's default label in the page's language.
  await expect(page.getByRole('cell', { name: "'ترقيم الصفحات'" })).toBeVisible();
});

test('/fr/components/plugins: the copy button and the live search speak French from their scripts', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await open(page, '/fr/components/plugins');
  const copy = page.getByRole('button', { name: 'Copier la clé' });
  await expect(copy).toBeEnabled();
  await copy.click();
  await expect(page.locator('copy-button').first().getByRole('status')).toHaveText('Copié');
  await expect(page.locator('copy-button').first()).toHaveAttribute('data-state', 'copied');

  await page.getByRole('searchbox', { name: 'Filtrer les experts' }).fill('santé');
  await expect(page.locator('.search__count')).toHaveText('1 sur 8 affiché');
  await expect(page.locator('#expert-list > li:visible')).toHaveCount(1);
});

test('the English pages keep their text', async ({ page }) => {
  await open(page, '/components/modal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`Modal component | ${siteName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modal');
  await expect(page.getByRole('heading', { name: 'Modal props' })).toBeVisible();
  await page.getByRole('button', { name: 'What is human review?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Human review' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();

  await open(page, '/components/pagination');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  const few = page.getByRole('navigation', { name: 'Experts, few pages' });
  await expect(few.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  await expect(few.locator('[aria-disabled="true"]')).toHaveText('Previous');
  await expect(few.getByRole('link', { name: 'Page 2', exact: true })).toBeVisible();
  await expect(few.locator('.ui-pagination__summary')).toHaveText('1–10 of 42');
  await expect(page.getByRole('cell', { name: "'Pagination'" })).toBeVisible();

  await open(page, '/components');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Components');
  await expect(page.getByRole('link', { name: 'Flex table' })).toBeVisible();
});
