import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/pwa/theme';
import { NODE_PORT } from './support/ports';

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
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  }
}
