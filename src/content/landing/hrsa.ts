import type { Translate } from '../../i18n/translate.ts';
import { card, type LandingCopyInput } from './schema.ts';

/** For health centers, clinics and grantees: resources, grant reporting and patient questions. */
export const hrsaCopy = (t: Translate): LandingCopyInput => ({
  hero: {
    eyebrow: t('landing.hrsa.hero.eyebrow'),
    heading: t('landing.hrsa.hero.heading'),
    subheading: t('landing.hrsa.hero.subheading'),
    primaryCta: t('landing.hrsa.hero.primaryCta'),
    secondaryCta: t('landing.chrome.login'),
  },
  experts: {
    heading: t('landing.hrsa.experts.heading'),
    intro: t('landing.hrsa.experts.intro'),
    cards: [
      card(t, 'search', 'landing.hrsa.experts.resourceFinder'),
      card(t, 'chart', 'landing.hrsa.experts.grantReportPreparer'),
      card(t, 'chat', 'landing.hrsa.experts.patientQuestionAssistant'),
      card(t, 'calendar', 'landing.hrsa.experts.deadlineKeeper'),
    ],
  },
  trust: {
    heading: t('landing.hrsa.trust.heading'),
    intro: t('landing.hrsa.trust.intro'),
    points: [
      card(t, 'shield', 'landing.hrsa.trust.staffApproval'),
      card(t, 'heart', 'landing.hrsa.trust.noClinicalAdvice'),
      card(t, 'document', 'landing.hrsa.trust.dataWithCare'),
    ],
  },
  closing: {
    heading: t('landing.hrsa.closing.heading'),
    body: t('landing.hrsa.closing.body'),
    cta: t('landing.cta.createFreeAccount'),
  },
  footerNotice: t('landing.hrsa.footerNotice'),
});
