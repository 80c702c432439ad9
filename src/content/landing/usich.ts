import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For homelessness service providers and caseworkers: outreach, housing resources and case notes. */
export const usichCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.usich.hero.eyebrow'),
    heading: t('landing.usich.hero.heading'),
    subheading: t('landing.usich.hero.subheading'),
    primaryCta: t('landing.usich.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.usich.experts.heading'),
    intro: t('landing.usich.experts.intro'),
    cards: [
      card(t, 'map', 'landing.usich.experts.outreachCoordinator'),
      card(t, 'home', 'landing.usich.experts.housingResourceFinder'),
      card(t, 'journal', 'landing.usich.experts.caseNoteAssistant'),
      card(t, 'clipboard', 'landing.usich.experts.documentChecklist'),
      card(t, 'chart', 'landing.usich.experts.programmeReportPreparer'),
    ],
  },
  trust: {
    heading: t('landing.usich.trust.heading'),
    intro: t('landing.usich.trust.intro'),
    points: [
      card(t, 'shield', 'landing.usich.trust.caseworkersDecide'),
      card(t, 'users', 'landing.usich.trust.needKnowAccess'),
      card(t, 'document', 'landing.usich.trust.recordsYouControl'),
    ],
  },
  closing: {
    heading: t('landing.usich.closing.heading'),
    body: t('landing.usich.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.usich.footerNotice'),
});
