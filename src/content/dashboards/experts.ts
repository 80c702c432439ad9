/**
 * Sample experts for the list, card grid and profile layouts (demo content until the marketplace island loads
 * live listings). Each is an AI expert published by a creator, with the human reviewers who check its actions.
 * The facts are data (ISO country and language codes, numbers); the names and texts come from the locale files
 * (`experts.demo.<expert>.*`), so every language reads them in its own words.
 */
import type { Translate } from './types';

/** Domains of the marketplace, shared by the experts, the dashboards and the map (`experts.domain.<id>`). */
export type DomainId =
  | 'education' | 'nutrition' | 'business' | 'health' | 'legal' | 'legalAid' | 'agriculture' | 'transportation'
  | 'transportationSafety' | 'publicHealth' | 'energy' | 'trade' | 'tourism' | 'manufacturing' | 'customerSupport';

export type Availability = 'now' | 'day' | 'booked';

export interface DemoExpertData {
  slug: string;
  /** Key segment of the expert's texts in `experts.demo.*`. */
  key: string;
  domain: DomainId;
  creator: string;
  /** ISO 3166-1 alpha-2 code of the creator's country. */
  country: string;
  /** ISO 639 codes of the languages the expert works in. */
  languages: readonly string[];
  /** Price of one task in US dollars. */
  pricePerTask: number;
  rating: number;
  reviews: number;
  /** Share of this expert's answers accepted without changes, in percent. */
  acceptance: number;
  availability: Availability;
  humanReview: boolean;
}

export interface DemoExpert extends DemoExpertData {
  name: string;
  headline: string;
  domainLabel: string;
  availabilityLabel: string;
}

export const DEMO_EXPERT_DATA: readonly DemoExpertData[] = [
  {
    slug: 'menu-compliance-checker', key: 'menuComplianceChecker', domain: 'nutrition',
    creator: 'Mateo Ruiz', country: 'US', languages: ['en', 'es'], pricePerTask: 18,
    rating: 4.9, reviews: 212, acceptance: 93, availability: 'now', humanReview: true,
  },
  {
    slug: 'iep-goal-writer', key: 'iepGoalWriter', domain: 'education',
    creator: 'Ada Okafor', country: 'NG', languages: ['en'], pricePerTask: 24,
    rating: 4.8, reviews: 167, acceptance: 89, availability: 'now', humanReview: true,
  },
  {
    slug: 'grant-budget-builder', key: 'grantBudgetBuilder', domain: 'business',
    creator: 'Lin Wei', country: 'CA', languages: ['en', 'zh'], pricePerTask: 35,
    rating: 4.7, reviews: 98, acceptance: 84, availability: 'day', humanReview: true,
  },
  {
    slug: 'lease-clause-explainer', key: 'leaseClauseExplainer', domain: 'legal',
    creator: 'Priya Nair', country: 'IN', languages: ['en', 'hi'], pricePerTask: 15,
    rating: 4.6, reviews: 143, acceptance: 80, availability: 'now', humanReview: false,
  },
  {
    slug: 'inspection-report-drafter', key: 'inspectionReportDrafter', domain: 'agriculture',
    creator: 'Jonas Berg', country: 'SE', languages: ['en', 'sv'], pricePerTask: 29,
    rating: 4.7, reviews: 61, acceptance: 81, availability: 'booked', humanReview: true,
  },
  {
    slug: 'flare-diary-coach', key: 'flareDiaryCoach', domain: 'health',
    creator: 'Hana Sato', country: 'JP', languages: ['en', 'ja'], pricePerTask: 9,
    rating: 4.9, reviews: 305, acceptance: 95, availability: 'now', humanReview: true,
  },
  {
    slug: 'crash-docket-summarizer', key: 'crashDocketSummarizer', domain: 'transportation',
    creator: 'Samuel Mensah', country: 'GB', languages: ['en', 'fr'], pricePerTask: 32,
    rating: 4.5, reviews: 47, acceptance: 78, availability: 'day', humanReview: true,
  },
  {
    slug: 'tariff-code-finder', key: 'tariffCodeFinder', domain: 'business',
    creator: 'Lucía Fernández', country: 'MX', languages: ['es', 'en'], pricePerTask: 12,
    rating: 4.6, reviews: 129, acceptance: 86, availability: 'now', humanReview: false,
  },
];

function dataOf(slug: string): DemoExpertData {
  const found = DEMO_EXPERT_DATA.find((e) => e.slug === slug);
  if (!found) throw new Error(`No demo expert "${slug}" in src/content/dashboards/experts.ts`);
  return found;
}

/** An expert's name in the language of `t` (the analytics and earnings dashboards list the same experts). */
export function expertName(t: Translate, slug: string): string {
  return t(`experts.demo.${dataOf(slug).key}.name`);
}

/** The sample experts with their texts in the language of `t`. */
export function demoExperts(t: Translate): DemoExpert[] {
  return DEMO_EXPERT_DATA.map((e) => ({
    ...e,
    name: t(`experts.demo.${e.key}.name`),
    headline: t(`experts.demo.${e.key}.headline`),
    domainLabel: t(`experts.domain.${e.domain}`),
    availabilityLabel: t(`experts.availability.${e.availability}`),
  }));
}

/** The domains of the sample experts, in the alphabetical order of the page's language. */
export function expertDomains(t: Translate, locale: string): { value: DomainId; label: string }[] {
  const ids = [...new Set(DEMO_EXPERT_DATA.map((e) => e.domain))];
  const collator = new Intl.Collator(locale);
  return ids.map((id) => ({ value: id, label: t(`experts.domain.${id}`) })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The expert shown on the profile layout, with the details a profile page adds to a listing. */
export const profileExpert = (t: Translate) => ({
  expert: demoExperts(t)[0] as DemoExpert,
  about: [t('experts.demo.menuComplianceChecker.about1'), t('experts.demo.menuComplianceChecker.about2')],
  protocols: [
    { name: t('experts.demo.menuComplianceChecker.protocols.weeklyMenuCheck'), steps: 4, runs: 1840 },
    { name: t('experts.demo.menuComplianceChecker.protocols.allergenSubstitution'), steps: 3, runs: 620 },
    { name: t('experts.demo.menuComplianceChecker.protocols.invoiceMatch'), steps: 5, runs: 212 },
  ],
  reviews: [
    { author: t('experts.demo.menuComplianceChecker.reviews.districtOffice.author'), rating: 5, text: t('experts.demo.menuComplianceChecker.reviews.districtOffice.text') },
    { author: t('experts.demo.menuComplianceChecker.reviews.cafeteriaManager.author', { school: 'Oak Ridge' }), rating: 5, text: t('experts.demo.menuComplianceChecker.reviews.cafeteriaManager.text') },
    { author: t('experts.demo.menuComplianceChecker.reviews.foodServiceDirector.author'), rating: 4, text: t('experts.demo.menuComplianceChecker.reviews.foodServiceDirector.text') },
  ],
});
