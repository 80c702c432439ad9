import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For plant and animal health inspectors: preparation, permits and findings. */
export const aphisCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.aphis.hero.eyebrow'),
    heading: t('landing.aphis.hero.heading'),
    subheading: t('landing.aphis.hero.subheading'),
    primaryCta: t('landing.aphis.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.aphis.experts.heading'),
    intro: t('landing.aphis.experts.intro'),
    cards: [
      card(t, 'clipboard', 'landing.aphis.experts.checklistBuilder'),
      card(t, 'document', 'landing.aphis.experts.permitReader'),
      card(t, 'journal', 'landing.aphis.experts.fieldNoteOrganiser'),
      card(t, 'leaf', 'landing.aphis.experts.pestDiseaseReference'),
      card(t, 'document', 'landing.aphis.experts.findingsDrafter'),
    ],
  },
  trust: {
    heading: t('landing.aphis.trust.heading'),
    intro: t('landing.aphis.trust.intro'),
    points: [
      card(t, 'shield', 'landing.aphis.trust.findingsApproved'),
      card(t, 'search', 'landing.aphis.trust.sourcesShown'),
      card(t, 'document', 'landing.aphis.trust.recordsUnderYourControl'),
    ],
  },
  closing: {
    heading: t('landing.aphis.closing.heading'),
    body: t('landing.aphis.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.aphis.footerNotice'),
});
