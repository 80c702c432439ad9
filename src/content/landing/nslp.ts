import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For school nutrition directors and cafeteria staff: menus, allergies and programme paperwork. */
export const nslpCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.nslp.hero.eyebrow'),
    heading: t('landing.nslp.hero.heading'),
    subheading: t('landing.nslp.hero.subheading'),
    primaryCta: t('landing.nslp.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.nslp.experts.heading'),
    intro: t('landing.nslp.experts.intro'),
    cards: [
      card(t, 'meal', 'landing.nslp.experts.cycleMenuPlanner'),
      card(t, 'heart', 'landing.nslp.experts.allergySubstitutionHelper'),
      card(t, 'chart', 'landing.nslp.experts.recipeScaler'),
      card(t, 'clipboard', 'landing.nslp.experts.productionRecordPreparer'),
      card(t, 'chat', 'landing.nslp.experts.familyMenuNotes'),
    ],
  },
  trust: {
    heading: t('landing.nslp.trust.heading'),
    intro: t('landing.nslp.trust.intro'),
    points: [
      card(t, 'shield', 'landing.nslp.trust.reviewBeforePublishing'),
      card(t, 'heart', 'landing.nslp.trust.allergiesWithCare'),
      card(t, 'star', 'landing.nslp.trust.feedbackThatSticks'),
    ],
  },
  closing: {
    heading: t('landing.nslp.closing.heading'),
    body: t('landing.nslp.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.nslp.footerNotice'),
});
