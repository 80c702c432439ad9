import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createVerifiedAccount, openSection, SETTINGS } from './support/account.ts';

/**
 * Rules of the design system a person sees (issue 12): disabled controls cannot pass for editable ones, fields
 * side by side line up, and signed-in pages do not jump on a phone while their scripts load (CLS ≤ 0.02).
 */
/** Sums the page's layout shifts (not those right after input) from its first paint on; read with layoutShiftTotal. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftTotal = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/**
 * Holds the page's scripts back, so what shows before they run is what the first paint shows; the returned function
 * lets them through. (Not 'domcontentloaded' while held: that event waits for the module scripts.)
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: (() => void)[] = [];
  await page.route('**/_astro/*.js', (route) => held.push(() => void route.continue()));
  return async () => {
    for (const release of held.splice(0)) release();
    await page.unroute('**/_astro/*.js');
  };
}

test('a disabled control is unmistakable: dashed, hatched, not-allowed; an editable one is not', async ({ page, context }) => {
  await createVerifiedAccount(context);
  // The forms showcase's disabled field (/RLHF, whose static form was disabled, is live now).
  await page.goto('/components/forms');
  const look = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopStyle, hatched: style.backgroundImage.includes('repeating-linear-gradient'), cursor: style.cursor };
    });
  await expect(page.locator('#su-disabled')).toBeDisabled();
  expect(await look('#su-disabled')).toEqual({ border: 'dashed', hatched: true, cursor: 'not-allowed' });

  const editable = page.locator('textarea:not(:disabled)').first();
  await expect(editable).toBeEditable();
  expect(await editable.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
});

test('fields in one row line up: "Full name" (required) and "Username" (with a hint) share top and height', async ({ page, context }) => {
  await createVerifiedAccount(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SETTINGS);
  const profile = await openSection(page, 'profile');
  const fullName = profile.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toHaveValue('Ada Account');
  const [a, b] = await Promise.all([fullName.boundingBox(), profile.getByRole('textbox', { name: 'Username' }).boundingBox()]);
  expect(a && b && { top: Math.round(a.y - b.y), height: Math.round(a.height - b.height) }).toEqual({ top: 0, height: 0 });
});

for (const path of ['/components/table', '/roadmap', '/navbar/dashboards/personal-1', '/sidebar/dashboards/analytics']) {
  test(`${path} signed in on a 390 px phone: the menu is folded from the first paint, CLS ≤ 0.02`, async ({ page, context }) => {
    await createVerifiedAccount(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShifts(page);
    // Hold the page's scripts back: what shows before they run is what the first paint shows.
    const release = await holdScripts(page);
    // Not 'domcontentloaded': that event waits for the (held) module scripts.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await expect(nav).toBeHidden();
    const header = page.locator('header').first();
    const before = await header.boundingBox();
    await release();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    expect((await header.boundingBox())?.height).toBe(before?.height);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    // The menu still opens.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
  });
}

// The catalog and an expert page fill in from the API after the first paint: the filters' columns must not rewrap
// when the category names arrive, and the footer must not stand in view to be pushed down by the listing.
for (const path of ['/experts', '/experts/low-residue-meal-planner']) {
  test(`${path} on a 390 px phone: nothing moves while the scripts and the listing arrive (CLS ≤ 0.02)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShifts(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('footer.app-footer')).toBeAttached();
    await release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
  });
}
