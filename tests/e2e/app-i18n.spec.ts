/**
 * The logged-in app in other languages (issue "Seven languages"): the shell, the dashboards, the expert layouts
 * and the maps are prebuilt per locale. In Chromium, signed in as the demo account: German and Arabic pages show
 * their own headings, navigation, breadcrumbs, Intl-formatted figures, lang/dir and a mirrored layout in Arabic,
 * and the English page is as it was. Over plain HTTP (the guard runs only in the browser): no page of the area
 * ships an English sentence of the area's strings in another language, nor an unfilled placeholder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { LOCALES, textDirection, type Locale } from '../../contract/locales.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { EXPERTS_BY_COUNTRY } from '../../src/content/dashboards/map-data.ts';
import { decodeEntities } from './support/site.ts';

const LOCALE_DIR = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url));

/** A locale's strings, wherever they live: `<lang>.json` and, while areas are translated apart, `<lang>/*.json`. */
function messages(locale: Locale): Record<string, string> {
  const table: Record<string, string> = JSON.parse(readFileSync(join(LOCALE_DIR, `${locale}.json`), 'utf8'));
  let parts: string[] = [];
  try {
    parts = readdirSync(join(LOCALE_DIR, locale)).filter((f) => f.endsWith('.json'));
  } catch {
    // consolidated: everything is in <lang>.json
  }
  for (const file of parts) Object.assign(table, JSON.parse(readFileSync(join(LOCALE_DIR, locale, file), 'utf8')));
  return table;
}

const EN = messages('en');
const DE = messages('de');
const AR = messages('ar');

/** The pages of the area, in both mirrors where they exist. */
const AREA_PAGES = [
  '/navbar/dashboards/personal-1',
  '/sidebar/dashboards/personal-2',
  '/navbar/dashboards/creator',
  '/sidebar/dashboards/analytics',
  '/navbar/layouts/list-view',
  '/sidebar/layouts/card-grid',
  '/navbar/layouts/profile',
  '/sidebar/maps-1',
  '/navbar/maps-2',
];

/** Visible text of a prebuilt page plus the texts of aria-label and title attributes, tags and scripts removed. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\b(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(`${body} ${attributes.join(' ')}`).replace(/\s+/g, ' ');
}

async function signIn(page: Page): Promise<void> {
  const answer = await page.request.post('/api/public/auth/sign-in', {
    data: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a German dashboard speaks German: heading, navigation, breadcrumbs, figures and dates', async ({ page }) => {
  await signIn(page);
  await page.goto('/de/navbar/dashboards/personal-1');
  await expect(page).toHaveURL(/\/de\/navbar\/dashboards\/personal-1\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DE['routes.dashboards.personal-1']!);
  await expect(page.getByText(DE['dashboard.personal1.lede']!)).toBeVisible();

  const primary = page.getByRole('navigation', { name: DE['shell.primaryNav'] });
  await expect(primary.getByRole('link', { name: DE['shell.nav.dashboards'] })).toHaveAttribute('aria-current', 'page');
  await expect(primary.getByRole('link', { name: DE['routes.HITL'] })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: DE['shell.areaPages']!.replace('{{area}}', DE['shell.nav.dashboards']!) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: DE['shell.skipLink'] })).toHaveAttribute('href', '#main');

  const crumbs = page.getByRole('navigation', { name: DE['shell.breadcrumb'] });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    DE['routes.home']!,
    DE['shell.nav.dashboards']!,
    DE['routes.dashboards.personal-1']!,
  ]);
  await expect(crumbs.getByRole('link', { name: DE['routes.home'] })).toHaveAttribute('href', '/de/');

  // Personal 1 is the member's live data only (issue 24, point 7): the German tasks panel, no sample block.
  await expect(page.getByRole('heading', { name: DE['runs.tasks.title'] })).toBeVisible();
  await expect(page.getByText(DE['dashboard.sampleNote.title']!)).toHaveCount(0);
  // A labelled sample in German: the expert map, its countries named by Intl.
  await page.goto('/de/navbar/maps-1');
  await expect(page.getByText(DE['dashboard.sampleNote.title']!)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new Intl.DisplayNames('de', { type: 'region' }).of('US') })).toBeAttached();

  const text = await page.locator('body').textContent();
  for (const english of [EN['dashboard.sampleNote.title'], EN['dashboard.sampleNote.text'], EN['shell.skipLink'], 'Dashboards', 'Home']) {
    expect(text, `English "${english}" on the German page`).not.toContain(english);
  }
});

test('an Arabic map page is right to left: mirrored frame, Arabic names, legend from the right', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/sidebar/maps-1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AR['routes.maps-1']!);

  const nav = page.getByRole('navigation', { name: AR['shell.primaryNav'] });
  await expect(nav.getByRole('link', { name: AR['routes.maps-1'], exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: AR['shell.nav.dashboards'] }).first()).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: AR['shell.breadcrumb'] });
  await expect(crumbs.getByRole('listitem')).toHaveText([AR['routes.home']!, AR['shell.nav.experts']!, AR['routes.maps-1']!]);

  // Country names from Intl.DisplayNames, numbers from Intl, domain names from the locale file.
  const table = page.getByRole('table', { name: AR['maps.expertMap.tableCaption'] });
  await expect(table.getByRole('rowheader', { name: new Intl.DisplayNames('ar', { type: 'region' }).of('US') })).toBeAttached();
  await expect(table.getByRole('columnheader', { name: AR['maps.table.mainDomains'] })).toBeAttached();
  await expect(table.getByRole('cell', { name: AR['experts.domain.publicHealth'], exact: false }).first()).toBeAttached();
  const total = EXPERTS_BY_COUNTRY.reduce((sum, c) => sum + c.experts, 0);
  await expect(page.locator('#expert-map-title')).toContainText(new Intl.NumberFormat('ar').format(total));
  await expect(page.locator('#expert-map-title')).toContainText(new Intl.DisplayNames('ar', { type: 'region' }).of('IN')!);

  // The sidebar sits at inline-start, which is the right-hand side in Arabic, and its chevron points to that edge.
  const sidebar = await page.locator('.sidebar').boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(sidebar && main && sidebar.x > main.x, 'sidebar on the right of the content').toBe(true);
  const chevron = page.locator('[data-sidebar-collapse] svg');
  await expect(chevron).toBeVisible();
  expect(await chevron.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  // The legend's scale grows along the reading direction: smallest marker on the right.
  const cx = await page.locator('.map__legend-scale circle').evaluateAll((circles) => circles.map((c) => Number(c.getAttribute('cx'))));
  expect(cx).toEqual([...cx].sort((a, b) => b - a));
});

test('an Arabic Personal 2 reads right to left: its weekdays named by Intl, Monday first, its figures in Arabic', async ({ page }) => {
  await signIn(page);
  await page.goto('/ar/navbar/dashboards/personal-2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const days = page.locator('[data-personal-activity] tr[data-weekday] th');
  const names = Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat('ar', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + day))),
  );
  await expect(days).toHaveText(names);
  await expect(page.getByRole('heading', { name: AR['runs.activity.weekday.title'] })).toBeVisible();
  await expect(page.locator('[data-stat="spent"] dt')).toHaveText(AR['runs.activity.stats.spent']!);
});

test("the English Personal 1 shows the member's own data; the sample dashboards stay labelled", async ({ page }) => {
  await signIn(page);
  await page.goto('/navbar/dashboards/personal-1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal 1');
  await expect(page.getByText('Ask an expert, follow your tasks and decide the reviews waiting on you.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Dashboards' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Dashboards', 'Personal 1']);
  await expect(page.getByRole('navigation', { name: 'Dashboards pages' })).toBeVisible();
  // The member's own data only: their tasks, no sample block of another person's work.
  await expect(page.getByRole('heading', { name: 'Your tasks' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText('Lin Wei')).toHaveCount(0);
  // The sample map keeps its label.
  await page.goto('/navbar/maps-1');
  await expect(page.getByRole('note')).toHaveText(
    /^\s*Sample data\. These figures are demo content built into the page; your own numbers appear here once the dashboard is connected to your account\.\s*$/,
  );
});

test('no page of the app area ships English or a raw placeholder in another language (prebuilt HTML)', async ({ request }) => {
  /** Sentences of the area's English strings: long enough not to be a name or a loanword. */
  const sentinels = Object.entries(EN)
    .filter(([key]) => /^(shell|dashboard|experts|maps|charts)\./.test(key) && !key.startsWith('shell.nav.'))
    .map(([, value]) => value)
    .filter((value) => !value.includes('{{') && value.length >= 12 && /\p{L}{3}/u.test(value));
  expect(sentinels.length).toBeGreaterThan(30);
  for (const locale of LOCALES) {
    const own = new Set(Object.values(messages(locale)));
    for (const path of AREA_PAGES) {
      const url = locale === 'en' ? path : `/${locale}${path}`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${locale}" dir="${textDirection(locale)}"`);
      const text = readableText(html);
      expect(text, `${url}: unfilled placeholder`).not.toContain('{{');
      expect(text, `${url}: raw key`).not.toMatch(/\b(?:dashboard|experts|maps|charts)\.[a-z]\w*\.[a-z]/);
      if (locale === 'en') continue;
      const english = sentinels.filter((sentence) => !own.has(sentence) && text.includes(sentence));
      expect(english, `${url}: English left`).toEqual([]);
    }
  }
});
