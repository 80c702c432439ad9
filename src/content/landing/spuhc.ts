import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For community and public health teams: resident questions, outreach and reporting. */
export const spuhcCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.spuhc.hero.eyebrow'),
    heading: t('landing.spuhc.hero.heading'),
    subheading: t('landing.spuhc.hero.subheading'),
    primaryCta: t('landing.spuhc.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.spuhc.experts.heading'),
    intro: t('landing.spuhc.experts.intro'),
    cards: [
      card(t, 'chat', 'landing.spuhc.experts.residentQuestionAssistant'),
      card(t, 'map', 'landing.spuhc.experts.outreachTracker'),
      card(t, 'chart', 'landing.spuhc.experts.reportPreparer'),
      card(t, 'book', 'landing.spuhc.experts.plainLanguageRewriter'),
    ],
  },
  trust: {
    heading: t('landing.spuhc.trust.heading'),
    intro: t('landing.spuhc.trust.intro'),
    points: [
      card(t, 'shield', 'landing.spuhc.trust.staffApproveMessages'),
      card(t, 'book', 'landing.spuhc.trust.answersFromMaterials'),
      card(t, 'users', 'landing.spuhc.trust.minimalResidentData'),
    ],
  },
  closing: {
    heading: t('landing.spuhc.closing.heading'),
    body: t('landing.spuhc.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.spuhc.footerNotice'),
});
