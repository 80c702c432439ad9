import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For trade analysts and economists: tariff schedules, investigations and data briefs. */
export const usitcCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.usitc.hero.eyebrow'),
    heading: t('landing.usitc.hero.heading'),
    subheading: t('landing.usitc.hero.subheading'),
    primaryCta: t('landing.usitc.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.usitc.experts.heading'),
    intro: t('landing.usitc.experts.intro'),
    cards: [
      card(t, 'search', 'landing.usitc.experts.tariffLineLookup'),
      card(t, 'document', 'landing.usitc.experts.investigationSummariser'),
      card(t, 'chart', 'landing.usitc.experts.tradeDataBrief'),
      card(t, 'globe', 'landing.usitc.experts.marketComparison'),
    ],
  },
  trust: {
    heading: t('landing.usitc.trust.heading'),
    intro: t('landing.usitc.trust.intro'),
    points: [
      card(t, 'search', 'landing.usitc.trust.citedFigures'),
      card(t, 'shield', 'landing.usitc.trust.analystSignOff'),
      card(t, 'document', 'landing.usitc.trust.confidentialFiles'),
    ],
  },
  closing: {
    heading: t('landing.usitc.closing.heading'),
    body: t('landing.usitc.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.usitc.footerNotice'),
});
