import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For transportation safety investigators: evidence, timelines and recommendations. */
export const ntsbCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.ntsb.hero.eyebrow'),
    heading: t('landing.ntsb.hero.heading'),
    subheading: t('landing.ntsb.hero.subheading'),
    primaryCta: t('landing.ntsb.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.ntsb.experts.heading'),
    intro: t('landing.ntsb.experts.intro'),
    cards: [
      card(t, 'timeline', 'landing.ntsb.experts.evidenceTimelineBuilder'),
      card(t, 'document', 'landing.ntsb.experts.docketSummariser'),
      card(t, 'search', 'landing.ntsb.experts.priorCaseFinder'),
      card(t, 'clipboard', 'landing.ntsb.experts.recommendationTracker'),
      card(t, 'chat', 'landing.ntsb.experts.interviewPrep'),
    ],
  },
  trust: {
    heading: t('landing.ntsb.trust.heading'),
    intro: t('landing.ntsb.trust.intro'),
    points: [
      card(t, 'shield', 'landing.ntsb.trust.investigatorApproval'),
      card(t, 'timeline', 'landing.ntsb.trust.fullActivityTrail'),
      card(t, 'document', 'landing.ntsb.trust.privateCaseFiles'),
    ],
  },
  closing: {
    heading: t('landing.ntsb.closing.heading'),
    body: t('landing.ntsb.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.ntsb.footerNotice'),
});
