import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For trade and infrastructure development teams: scoping, partners and feasibility briefs. */
export const ustdaCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.ustda.hero.eyebrow'),
    heading: t('landing.ustda.hero.heading'),
    subheading: t('landing.ustda.hero.subheading'),
    primaryCta: t('landing.ustda.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.ustda.experts.heading'),
    intro: t('landing.ustda.experts.intro'),
    cards: [
      card(t, 'globe', 'landing.ustda.experts.countrySectorScan'),
      card(t, 'users', 'landing.ustda.experts.partnerComparison'),
      card(t, 'document', 'landing.ustda.experts.feasibilityBriefDrafter'),
      card(t, 'calendar', 'landing.ustda.experts.milestonePlanner'),
    ],
  },
  trust: {
    heading: t('landing.ustda.trust.heading'),
    intro: t('landing.ustda.trust.intro'),
    points: [
      card(t, 'shield', 'landing.ustda.trust.approvalEachStep'),
      card(t, 'search', 'landing.ustda.trust.traceableSources'),
      card(t, 'document', 'landing.ustda.trust.privateProjectFiles'),
    ],
  },
  closing: {
    heading: t('landing.ustda.closing.heading'),
    body: t('landing.ustda.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.ustda.footerNotice'),
});
