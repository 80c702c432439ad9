import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For people living with Crohn's disease and their carers: practical help between appointments. */
export const crohnsCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.crohns.hero.eyebrow'),
    heading: t('landing.crohns.hero.heading'),
    subheading: t('landing.crohns.hero.subheading'),
    primaryCta: t('landing.crohns.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.crohns.experts.heading'),
    intro: t('landing.crohns.experts.intro'),
    cards: [
      card(t, 'journal', 'landing.crohns.experts.symptomJournalCoach'),
      card(t, 'meal', 'landing.crohns.experts.lowResidueMealPlanner'),
      card(t, 'calendar', 'landing.crohns.experts.appointmentPrep'),
      card(t, 'bolt', 'landing.crohns.experts.flareActionPlan'),
      card(t, 'book', 'landing.crohns.experts.plainLanguageExplainer'),
    ],
  },
  trust: {
    heading: t('landing.crohns.trust.heading'),
    intro: t('landing.crohns.trust.intro'),
    points: [
      card(t, 'heart', 'landing.crohns.trust.notMedicalAdvice'),
      card(t, 'shield', 'landing.crohns.trust.approveSharing'),
      card(t, 'document', 'landing.crohns.trust.journalStaysYours'),
    ],
  },
  closing: {
    heading: t('landing.crohns.closing.heading'),
    body: t('landing.crohns.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.crohns.footerNotice'),
});
