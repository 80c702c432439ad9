import type { Locale } from '../../../contract/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { PricingPage } from './schema.ts';

/** Monthly prices in US dollars and agent-task limits: numbers here, formatted for the page's locale. */
export const PLAN_FIGURES = {
  free: { price: 0, tasksPerMonth: 25 },
  pro: { price: 20, tasksPerMonth: 500 },
  team: { price: 16 },
} as const;

/** /marketing-3: plan prices and what each plan includes, stated plainly. */
export const pricingPage = (t: Translate, locale: Locale): PricingPage => {
  const number = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const taskLimit = (count: number) => t('marketing.pricing.features.taskLimit', { count, limit: number.format(count) });
  return {
    hero: {
      eyebrow: t('marketing.pricing.hero.eyebrow'),
      heading: t('marketing.pricing.hero.heading'),
      subheading: t('marketing.pricing.hero.subheading'),
    },
    plansLabel: t('marketing.pricing.plansLabel'),
    plans: [
      {
        id: 'free',
        name: t('marketing.pricing.plans.free.name'),
        price: money.format(PLAN_FIGURES.free.price),
        period: t('marketing.pricing.plans.free.period'),
        highlighted: false,
        summary: t('marketing.pricing.plans.free.summary'),
        features: [
          t('marketing.pricing.features.browseExperts'),
          taskLimit(PLAN_FIGURES.free.tasksPerMonth),
          t('marketing.pricing.features.personalReviewQueue'),
          t('marketing.pricing.features.rateAnswers'),
          t('marketing.pricing.features.exportOrDelete'),
        ],
        cta: t('marketing.pricing.plans.free.cta'),
      },
      {
        id: 'pro',
        name: t('marketing.pricing.plans.pro.name'),
        price: money.format(PLAN_FIGURES.pro.price),
        period: t('marketing.pricing.plans.pro.period'),
        highlighted: true,
        summary: t('marketing.pricing.plans.pro.summary'),
        features: [
          t('marketing.pricing.features.everythingInFree'),
          taskLimit(PLAN_FIGURES.pro.tasksPerMonth),
          t('marketing.pricing.features.approvalRules'),
          t('marketing.pricing.features.fullHistory'),
          t('marketing.pricing.features.emailSupport'),
        ],
        cta: t('marketing.pricing.plans.pro.cta'),
      },
      {
        id: 'team',
        name: t('marketing.pricing.plans.team.name'),
        price: money.format(PLAN_FIGURES.team.price),
        period: t('marketing.pricing.plans.team.period'),
        highlighted: false,
        summary: t('marketing.pricing.plans.team.summary'),
        features: [
          t('marketing.pricing.features.everythingInPro'),
          t('marketing.pricing.features.sharedWorkspaces'),
          t('marketing.pricing.features.assignedReviewers'),
          t('marketing.pricing.features.roles'),
          t('marketing.pricing.features.activityLog'),
          t('marketing.pricing.features.oneInvoice'),
        ],
        cta: t('marketing.pricing.plans.team.cta'),
      },
    ],
    notes: [t('marketing.pricing.notes.currency'), t('marketing.pricing.notes.expertPrices'), t('marketing.pricing.notes.cancel')],
    faq: {
      heading: t('marketing.pricing.faq.heading'),
      items: (['agentTask', 'monthlyLimit', 'changePlans'] as const).map((item) => ({
        question: t(`marketing.pricing.faq.${item}.question`),
        answer: t(`marketing.pricing.faq.${item}.answer`),
      })),
    },
    closing: {
      heading: t('marketing.pricing.closing.heading'),
      body: t('marketing.pricing.closing.body'),
      cta: t('landing.cta.createFreeAccount'),
    },
  };
};
