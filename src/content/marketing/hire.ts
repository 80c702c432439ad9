import type { Translate } from '../../i18n/translate.ts';
import { card } from '../landing/schema.ts';
import type { HirePage } from './schema.ts';

/**
 * /marketing-1: how hiring an agentic AI expert works, for visitors deciding whether to try one. `site` is the
 * host tenant's site name, shown above that tenant's own expert cards.
 */
export const hirePage = (t: Translate, site: string): HirePage => ({
  hero: {
    eyebrow: t('marketing.hire.hero.eyebrow'),
    heading: t('marketing.hire.hero.heading'),
    subheading: t('marketing.hire.hero.subheading'),
    primaryCta: t('landing.cta.createFreeAccount'),
  },
  tenantExpertsHeading: t('marketing.hire.tenantExperts', { site }),
  browseCta: t('catalog.cta.browse'),
  engagement: {
    heading: t('marketing.hire.engagement.heading'),
    intro: t('marketing.hire.engagement.intro'),
    cards: [
      card(t, 'bolt', 'marketing.hire.engagement.singleTask'),
      card(t, 'calendar', 'marketing.hire.engagement.subscription'),
      card(t, 'users', 'marketing.hire.engagement.team'),
    ],
  },
  faq: {
    heading: t('marketing.hire.faq.heading'),
    items: (['withoutAsking', 'rightAnswer', 'sharedFiles', 'protocolAuthors'] as const).map((item) => ({
      question: t(`marketing.hire.faq.${item}.question`),
      answer: t(`marketing.hire.faq.${item}.answer`),
    })),
  },
  closing: {
    heading: t('marketing.hire.closing.heading'),
    body: t('marketing.hire.closing.body'),
    cta: t('landing.cta.signUpFree'),
  },
});
