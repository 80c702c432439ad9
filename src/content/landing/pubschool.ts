import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For public school teachers, staff and families: classroom prep and school-home communication. */
export const pubschoolCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.pubschool.hero.eyebrow'),
    heading: t('landing.pubschool.hero.heading'),
    subheading: t('landing.pubschool.hero.subheading'),
    primaryCta: t('landing.pubschool.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.pubschool.experts.heading'),
    intro: t('landing.pubschool.experts.intro'),
    cards: [
      card(t, 'book', 'landing.pubschool.experts.lessonPlanBuilder'),
      card(t, 'clipboard', 'landing.pubschool.experts.practiceSetMaker'),
      card(t, 'chat', 'landing.pubschool.experts.familyMessageHelper'),
      card(t, 'journal', 'landing.pubschool.experts.feedbackAssistant'),
      card(t, 'calendar', 'landing.pubschool.experts.iepMeetingPrep'),
    ],
  },
  trust: {
    heading: t('landing.pubschool.trust.heading'),
    intro: t('landing.pubschool.trust.intro'),
    points: [
      card(t, 'shield', 'landing.pubschool.trust.teacherReviewFirst'),
      card(t, 'users', 'landing.pubschool.trust.minimalStudentData'),
      card(t, 'star', 'landing.pubschool.trust.ratingsImproveProtocols'),
    ],
  },
  closing: {
    heading: t('landing.pubschool.closing.heading'),
    body: t('landing.pubschool.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.pubschool.footerNotice'),
});
