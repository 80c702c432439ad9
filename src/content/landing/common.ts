import type { Translate } from '../../i18n/translate.ts';

/**
 * The how-it-works steps shared by every landing page and /marketing-1 (`landing.howItWorks.*`). The header and
 * footer read their labels from `landing.chrome.*` directly (src/components/landing/SiteHeader and SiteFooter).
 */
export const howItWorks = (t: Translate) => ({
  heading: t('landing.howItWorks.heading'),
  intro: t('landing.howItWorks.intro'),
  steps: (['find', 'hire', 'work', 'review'] as const).map((step) => ({
    title: t(`landing.howItWorks.steps.${step}.title`),
    body: t(`landing.howItWorks.steps.${step}.body`),
  })),
});
