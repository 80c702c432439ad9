import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For legal aid advocates and the people they serve: intake, plain-language guidance, document drafts. */
export const lashaCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.lasha.hero.eyebrow'),
    heading: t('landing.lasha.hero.heading'),
    subheading: t('landing.lasha.hero.subheading'),
    primaryCta: t('landing.lasha.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.lasha.experts.heading'),
    intro: t('landing.lasha.experts.intro'),
    cards: [
      card(t, 'clipboard', 'landing.lasha.experts.intakeAssistant'),
      card(t, 'book', 'landing.lasha.experts.nextStepsExplainer'),
      card(t, 'document', 'landing.lasha.experts.documentDrafter'),
      card(t, 'search', 'landing.lasha.experts.referralFinder'),
      card(t, 'calendar', 'landing.lasha.experts.deadlineTracker'),
    ],
  },
  trust: {
    heading: t('landing.lasha.trust.heading'),
    intro: t('landing.lasha.trust.intro'),
    points: [
      card(t, 'scale', 'landing.lasha.trust.notALawyer'),
      card(t, 'shield', 'landing.lasha.trust.confidentialDefault'),
      card(t, 'star', 'landing.lasha.trust.advocatesRateWork'),
    ],
  },
  closing: {
    heading: t('landing.lasha.closing.heading'),
    body: t('landing.lasha.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.lasha.footerNotice'),
});
