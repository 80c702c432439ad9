/**
 * axe as the e2e specs run it: WCAG 2.0/2.1 A and AA on a settled page, serious and critical findings; the member's
 * core pages are held to any impact and WCAG 2.2 AA too.
 * Settled: a toast sliding in is half transparent, and axe would judge its text against a blend, so finite
 * animations end first (endless ones, a loading shimmer, never do and are not waited for).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The member's core pages are held to WCAG 2.2 AA too (target sizes, focus not obscured). */
const WCAG22_TAGS = [...WCAG_TAGS, 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/** The page's violations of any impact, once its finite animations have ended. */
export async function axeViolations(page: Page, tags = WCAG_TAGS): Promise<AxeViolation[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  return (await new AxeBuilder({ page }).withTags(tags).analyze()).violations;
}

/** The page's serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const described = (found: AxeViolation[]) => found.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);

/** Fails with each serious or critical violation's rule and the elements it names. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(described(await seriousAxeViolations(page))).toEqual([]);
}

/** Fails with each violation of any impact (the member's core pages, issue 24). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(described(await axeViolations(page, WCAG22_TAGS))).toEqual([]);
}
