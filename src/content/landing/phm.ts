import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For public health programme managers: tracking programmes, finding gaps and preparing briefings. */
export const phmCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.phm.hero.eyebrow'),
    heading: t('landing.phm.hero.heading'),
    subheading: t('landing.phm.hero.subheading'),
    primaryCta: t('landing.phm.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.phm.experts.heading'),
    intro: t('landing.phm.experts.intro'),
    cards: [
      card(t, 'chart', 'landing.phm.experts.measureTracker'),
      card(t, 'search', 'landing.phm.experts.careGapFinder'),
      card(t, 'document', 'landing.phm.experts.briefingWriter'),
      card(t, 'calendar', 'landing.phm.experts.workPlanKeeper'),
    ],
  },
  trust: {
    heading: t('landing.phm.trust.heading'),
    intro: t('landing.phm.trust.intro'),
    points: [
      card(t, 'shield', 'landing.phm.trust.managerReview'),
      card(t, 'chart', 'landing.phm.trust.transparentNumbers'),
      card(t, 'users', 'landing.phm.trust.aggregateData'),
    ],
  },
  closing: {
    heading: t('landing.phm.closing.heading'),
    body: t('landing.phm.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.phm.footerNotice'),
});
