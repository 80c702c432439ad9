import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { FLASH_STORAGE_KEY, LOCALE_COOKIE } from '../../contract/session.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { THEME_STORAGE_KEY } from '../../src/pwa/theme.ts';
import { NODE_PORT } from './support/ports.ts';

/**
 * What a visitor notices while moving around (issue 4 items 1–3): languages and direction, the theme, the
 * progress bar, scrolling and the one-time flash message, in Chromium against `npm start`.
 */
const origin = (sub = '') => `http://${sub}localhost:${NODE_PORT}`;

const htmlHasDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test.describe('languages', () => {
  test('/ar/ pages are Arabic, right to left, and mirrored', async ({ page }) => {
    const brandX = async () => (await page.locator('header a[href="/"], header a[href="/ar/"]').first().boundingBox())?.x ?? -1;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin()}/`);
    expect(await brandX()).toBeLessThan(640);
    for (const path of ['/ar/', '/ar/auth/login', '/ar/status']) {
      await page.goto(`${origin()}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.goto(`${origin()}/ar/`);
    // The header starts on the right: the site name sits in the right half, text runs right to left.
    expect(await brandX()).toBeGreaterThan(640);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  });

  test('a chosen language is kept on the next visit', async ({ page }) => {
    await page.goto(`${origin('crohns.')}/status`);
    await page.locator('.lang-switch summary').first().click();
    await page.locator('a[data-set-locale="de"]').first().click();
    await page.waitForURL(`${origin('crohns.')}/de/status`);
    expect((await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('de');
    await page.goto(`${origin('crohns.')}/`);
    await page.waitForURL(`${origin('crohns.')}/de/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto(`${origin('crohns.')}/auth/login?redirect=%2Fstatus`);
    await page.waitForURL(`${origin('crohns.')}/de/auth/login?redirect=%2Fstatus`);
  });
});

test.describe('theme', () => {
  test('auto follows the system colour scheme live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${origin()}/`);
    await expect(page.getByRole('radio', { name: /Auto/ })).toBeChecked();
    expect(await htmlHasDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a choice is stored, animated for 300 ms, kept on the next visit and applied before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${origin('ntsb.')}/auth/login`);
    const transitions: number[] = [];
    await page.exposeFunction('recordTransition', (ms: number) => transitions.push(ms));
    await page.evaluate(() => {
      const root = document.documentElement;
      new MutationObserver(() => {
        if (root.classList.contains('theme-transition')) (window as unknown as { t0: number }).t0 = performance.now();
        else if ((window as unknown as { t0?: number }).t0)
          void (window as unknown as { recordTransition: (ms: number) => void }).recordTransition(
            performance.now() - (window as unknown as { t0: number }).t0,
          );
      }).observe(root, { attributes: true, attributeFilter: ['class'] });
    });
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    await expect.poll(() => transitions.length).toBe(1);
    expect(transitions[0]).toBeGreaterThanOrEqual(290);
    expect(transitions[0]).toBeLessThan(600);

    // Next visit: record the class when <body> first appears and at the first animation frame, both before paint.
    await page.addInitScript(() => {
      const seen: Record<string, boolean> = {};
      (window as unknown as { themeAtStart: typeof seen }).themeAtStart = seen;
      requestAnimationFrame(() => {
        seen.firstFrame = document.documentElement.classList.contains('dark');
      });
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        seen.body = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin('ntsb.')}/`);
    expect(await page.evaluate(() => (window as unknown as { themeAtStart: unknown }).themeAtStart)).toEqual({
      body: true,
      firstFrame: true,
    });
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

    // An explicit light choice wins over a dark system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('radio', { name: 'Light' }).check();
    expect(await htmlHasDark(page)).toBe(false);
    await page.reload();
    expect(await htmlHasDark(page)).toBe(false);
    await page.getByRole('radio', { name: /Auto/ }).check();
    expect(await htmlHasDark(page)).toBe(true);
  });

  test('the choice is translated and grouped under its name', async ({ page }) => {
    await page.goto(`${origin()}/fr/status`);
    const group = page.getByRole('group', { name: 'Thème' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    await expect(group.getByRole('radio', { name: 'Sombre' })).toBeVisible();
  });
});

test.describe('navigation feel', () => {
  test('the progress bar appears on a route change and completes on the next page', async ({ page }) => {
    await page.goto(`${origin()}/`);
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeHidden();
    await page.route('**/status', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('header a[href="/status"]').first().click();
    await expect(bar).toBeVisible();
    expect(await page.locator('.spinner, [class*="spinner"]').count()).toBe(0);
    await page.waitForURL(`${origin()}/status`);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden({ timeout: 3000 });
    // A navigation started by script (an island's redirect) starts it too; in-page hash links do not.
    await page.evaluate(() => location.assign('/status'));
    await expect(bar).toBeVisible();
    await page.waitForURL(`${origin()}/status`);
    await page.goto(`${origin()}/`);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '#closing-title',
        textContent: 'jump',
        id: 'jump',
      });
      document.querySelector('header')?.append(link);
    });
    await page.locator('#jump').click();
    await expect(bar).toBeHidden();
  });

  test('a hash scrolls smoothly to its element, a bare hash to the top, a path change starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(`${origin()}/`);
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.style.cssText = 'position:fixed;inset-block-start:0;inset-inline-start:0;z-index:2000;background:#fff';
      bar.innerHTML = '<a id="to-section" href="#closing-title">section</a> <a id="to-top" href="#">top</a>';
      document.body.append(bar);
    });
    const sample = () =>
      page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const positions: number[] = [];
            const start = performance.now();
            const tick = () => {
              positions.push(Math.round(scrollY));
              if (performance.now() - start < 1500) requestAnimationFrame(tick);
              else resolve(positions);
            };
            requestAnimationFrame(tick);
          }),
      );
    const target = await page.evaluate(() => Math.round(document.getElementById('closing-title')!.getBoundingClientRect().top + scrollY));
    expect(target).toBeGreaterThan(1000);
    const [down] = await Promise.all([sample(), page.locator('#to-section').click()]);
    const final = down.at(-1) as number;
    expect(Math.abs(final - Math.min(target, await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)))).toBeLessThan(
      80,
    );
    expect(new Set(down.filter((y) => y > 0 && y < final)).size, 'intermediate positions of a smooth scroll').toBeGreaterThan(2);
    expect(new URL(page.url()).hash).toBe('#closing-title');

    const [up] = await Promise.all([sample(), page.locator('#to-top').click()]);
    expect(up.at(-1)).toBe(0);
    expect(new Set(up.filter((y) => y > 0 && y < final)).size).toBeGreaterThan(2);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.locator('footer a[href="/marketing-1"]').first().click();
    await page.waitForURL(`${origin()}/marketing-1`);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('pages cross-fade slowly with a view transition, unless motion is reduced', async ({ page }) => {
    // pagereveal tells the new page whether a cross-document view transition brought it in.
    await page.addInitScript(() => {
      addEventListener('pagereveal', (event) => {
        (window as unknown as { revealedWith: unknown }).revealedWith = Boolean(
          (event as Event & { viewTransition?: unknown }).viewTransition,
        );
      });
    });
    const navigate = async (to: string) => {
      await page.locator(`footer a[href="${to}"]`).first().click();
      await page.waitForURL(`${origin()}${to}`);
      // pagereveal comes at the first rendering opportunity, which can be after the load event.
      await page.waitForFunction(() => 'revealedWith' in window);
      return page.evaluate(() => (window as unknown as { revealedWith?: boolean }).revealedWith);
    };
    await page.goto(`${origin()}/`);
    expect(await navigate('/marketing-1')).toBe(true);
    const duration = await page.evaluate(() => {
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules]) {
          const inner = rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule];
          for (const r of inner)
            if (r instanceof CSSStyleRule && r.selectorText.includes('::view-transition-new(root)')) return r.style.animationDuration;
        }
      }
      return '';
    });
    expect(['0.45s', '450ms']).toContain(duration);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await navigate('/marketing-2')).toBe(false);
  });
});

test.describe('one-time flash message', () => {
  test('a landing page shows a pending flash as a toast for about 2 s and forgets it', async ({ page }) => {
    await page.goto(`${origin()}/`);
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ kind: 'success', message: 'Bon retour !' })),
      FLASH_STORAGE_KEY,
    );
    await page.reload();
    const toast = page.getByRole('status').getByText('Bon retour !');
    await expect(toast).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), FLASH_STORAGE_KEY)).toBeNull();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) * 0.7);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) * 0.7);
    await expect(toast).toBeHidden({ timeout: 3000 });
    await page.reload();
    await expect(page.getByText('Bon retour !')).toHaveCount(0);
  });

  test("after signing in, the landing page (no React) shows 'Welcome back!' in Arabic from the login's flash", async ({ page }) => {
    await page.goto(`${origin('ntsb.')}/ar/auth/login`);
    await expect(page.locator('astro-island:has(#login)')).not.toHaveAttribute('ssr');
    await page.locator('#login-email').fill(DEMO_ACCOUNT.email);
    await page.locator('#login-password').fill(DEMO_ACCOUNT.password);
    await page.locator('#login button[type="submit"]').click();
    await page.waitForURL(`${origin('ntsb.')}/ar/`);
    await expect(page.locator('html')).not.toHaveAttribute('data-runtime-host');
    const toast = page.locator('[data-site-toasts] .site-toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute('data-kind', 'success');
    const arabic = JSON.parse(readFileSync('src/i18n/locales/ar.json', 'utf8')) as Record<string, string>;
    await expect(toast).toHaveText(arabic['session.login.success'] as string);
    await expect(toast).toHaveCount(0, { timeout: 3000 });
  });

  test('pages with the React runtime leave the flash to their own toasts', async ({ page }) => {
    await page.goto(`${origin()}/auth/login`);
    await expect(page.locator('html')).toHaveAttribute('data-runtime-host', '');
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ kind: 'success', message: 'Welcome back!' })),
      FLASH_STORAGE_KEY,
    );
    await page.reload();
    await page.waitForLoadState('load');
    await expect(page.locator('.site-toast')).toHaveCount(0);
  });
});
