import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For energy, environment and natural resources teams: records, permits and case files. */
export const enrdCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.enrd.hero.eyebrow'),
    heading: t('landing.enrd.hero.heading'),
    subheading: t('landing.enrd.hero.subheading'),
    primaryCta: t('landing.enrd.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.enrd.experts.heading'),
    intro: t('landing.enrd.experts.intro'),
    cards: [
      card(t, 'document', 'landing.enrd.experts.permitSummariser'),
      card(t, 'timeline', 'landing.enrd.experts.recordTimelineBuilder'),
      card(t, 'chart', 'landing.enrd.experts.monitoringDataChecker'),
      card(t, 'map', 'landing.enrd.experts.siteContextBrief'),
    ],
  },
  trust: {
    heading: t('landing.enrd.trust.heading'),
    intro: t('landing.enrd.trust.intro'),
    points: [
      card(t, 'search', 'landing.enrd.trust.pageLevelCitations'),
      card(t, 'shield', 'landing.enrd.trust.reviewBeforeUse'),
      card(t, 'document', 'landing.enrd.trust.separateMatterFiles'),
    ],
  },
  closing: {
    heading: t('landing.enrd.closing.heading'),
    body: t('landing.enrd.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.enrd.footerNotice'),
});
