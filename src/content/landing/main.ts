import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** The marketplace itself: hiring agentic AI experts across fields, and the creators who build them. */
export const mainCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.main.hero.eyebrow'),
    heading: t('landing.main.hero.heading'),
    subheading: t('landing.main.hero.subheading'),
    primaryCta: t('landing.cta.createFreeAccount'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.main.experts.heading'),
    intro: t('landing.main.experts.intro'),
    cards: [
      card(t, 'clipboard', 'landing.main.experts.plansTheWork'),
      card(t, 'document', 'landing.main.experts.draftsAndResearches'),
      card(t, 'calendar', 'landing.main.experts.keepsThingsMoving'),
      card(t, 'shield', 'landing.main.experts.asksBeforeActing'),
    ],
  },
  categories: {
    heading: t('landing.main.categories.heading'),
    intro: t('landing.main.categories.intro'),
    tiles: [
      card(t, 'school', 'landing.main.categories.education'),
      card(t, 'meal', 'landing.main.categories.nutrition'),
      card(t, 'briefcase', 'landing.main.categories.business'),
      card(t, 'heart', 'landing.main.categories.health'),
      card(t, 'scale', 'landing.main.categories.legal'),
      card(t, 'leaf', 'landing.main.categories.agriculture'),
      card(t, 'globe', 'landing.main.categories.trade'),
      card(t, 'users', 'landing.main.categories.publicServices'),
      card(t, 'chart', 'landing.main.categories.research'),
    ],
  },
  trust: {
    heading: t('landing.main.trust.heading'),
    intro: t('landing.main.trust.intro'),
    points: [
      card(t, 'shield', 'landing.main.trust.humanReview'),
      card(t, 'star', 'landing.main.trust.ratingsThatTeach'),
      card(t, 'document', 'landing.main.trust.yourData'),
    ],
  },
  creators: {
    heading: t('landing.main.creators.heading'),
    body: t('landing.main.creators.body'),
    points: [
      t('landing.main.creators.points.writeProtocol'),
      t('landing.main.creators.points.setPrice'),
      t('landing.main.creators.points.readRatings'),
    ],
    cta: t('landing.main.creators.cta'),
  },
  closing: {
    heading: t('landing.main.closing.heading'),
    body: t('landing.main.closing.body'),
    cta: t('landing.cta.signUpFree'),
  },
});
