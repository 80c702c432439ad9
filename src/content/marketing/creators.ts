import type { Translate } from '../../i18n/translate.ts';
import { card } from '../landing/schema.ts';
import type { CreatorsPage } from './schema.ts';

/** /marketing-2: the pitch to people who can codify their expertise as protocols agents follow. */
export const creatorsPage = (t: Translate): CreatorsPage => ({
  hero: {
    eyebrow: t('marketing.creators.hero.eyebrow'),
    heading: t('marketing.creators.hero.heading'),
    subheading: t('marketing.creators.hero.subheading'),
    primaryCta: t('marketing.creators.hero.primaryCta'),
  },
  protocol: {
    heading: t('marketing.creators.protocol.heading'),
    intro: t('marketing.creators.protocol.intro'),
    exampleTitle: t('marketing.creators.protocol.exampleTitle'),
    exampleSteps: (['askFirst', 'draft', 'checkTargets', 'shoppingList', 'noMedicalAdvice', 'sendForReview'] as const).map((step) =>
      t(`marketing.creators.protocol.exampleSteps.${step}`),
    ),
  },
  earning: {
    heading: t('marketing.creators.earning.heading'),
    intro: t('marketing.creators.earning.intro'),
    cards: [
      card(t, 'star', 'marketing.creators.earning.setPrice'),
      card(t, 'chart', 'marketing.creators.earning.seeEarnings'),
      card(t, 'users', 'marketing.creators.earning.growWithFeedback'),
    ],
  },
  quality: {
    heading: t('marketing.creators.quality.heading'),
    intro: t('marketing.creators.quality.intro'),
    cards: [
      card(t, 'clipboard', 'marketing.creators.quality.testFirst'),
      card(t, 'shield', 'marketing.creators.quality.humanReview'),
      card(t, 'journal', 'marketing.creators.quality.ratingsThatTeach'),
    ],
  },
  faq: {
    heading: t('marketing.creators.faq.heading'),
    items: (['code', 'ownership', 'subjects'] as const).map((item) => ({
      question: t(`marketing.creators.faq.${item}.question`),
      answer: t(`marketing.creators.faq.${item}.answer`),
    })),
  },
  closing: {
    heading: t('marketing.creators.closing.heading'),
    body: t('marketing.creators.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
});
