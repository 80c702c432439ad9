/**
 * axe as the e2e specs run it: WCAG 2.0/2.1 A and AA, serious and critical findings only, on a settled page.
 * Settled: a toast sliding in is half transparent, and axe would judge its text against a blend, so finite
 * animations end first (endless ones, a loading shimmer, never do and are not waited for).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/** The page's serious and critical violations, once its finite animations have ended. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails with each violation's rule and the elements it names. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const found = await seriousAxeViolations(page);
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}
