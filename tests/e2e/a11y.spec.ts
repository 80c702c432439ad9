import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/pwa/theme.ts';
import { createVerifiedAccount } from './support/account.ts';
import { needsAccount, PAGE_KINDS } from './support/page-kinds.ts';
import { NODE_PORT } from './support/ports.ts';

/**
 * axe-core (WCAG 2.1 A/AA rules, colour contrast included) on the landing, login and not-found pages, in the
 * light and dark themes, in English and in Arabic (right to left): no serious or critical violation.
 */
const origin = `http://crohns.localhost:${NODE_PORT}`;
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/auth/login' },
  { name: 'not-found', path: '/no/such/page' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'ar'] as const) {
    for (const { name, path } of PAGES) {
      test(`${name} page, ${theme} theme, ${locale}: no serious or critical axe violations`, async ({ page }) => {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
        await page.goto(`${origin}${locale === 'en' ? path : `/${locale}${path}`}`, { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 5)
                .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
                .join(' | ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  }
}

/**
 * Issue 12: one page of every kind, at a 390 px phone and a 1280 px desktop, in both themes: no serious or critical
 * finding (scrollable regions a keyboard cannot reach, content outside landmarks, contrast…). Signed-in kinds are
 * opened with a verified account on the default host; each test covers its page's four combinations.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

test.describe('every page kind at both widths', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const { kind, path } of PAGE_KINDS) {
    test(`${kind} (${path}): no serious or critical axe violations at 390 and 1280 px, light and dark`, async ({ page, context }) => {
      if (needsAccount(path)) await createVerifiedAccount(context);
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          await page.goto('/favicon.svg');
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
          await page.goto(path, { waitUntil: 'load' });
          expect(new URL(page.url()).pathname, 'not sent away by the guard').toBe(path);
          // Islands that hydrate at load or idle change the markup axe sees; give them their moment.
          await page.waitForTimeout(400);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
            found.push(
              `${theme} ${viewport.width}px ${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
            );
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
});
