/**
 * Sample experts named by the analytics and earnings dashboards' demo figures. The expert list, card grid and
 * profile layouts read the live marketplace catalog instead (issue 16). The facts are data; the names come from
 * the locale files (`experts.demo.<expert>.name`), so every language reads them in its own words.
 */
import type { Translate } from './types.ts';

/** Domains of the marketplace, shared by the experts, the dashboards and the map (`experts.domain.<id>`). */
export type DomainId =
  | 'education'
  | 'nutrition'
  | 'business'
  | 'health'
  | 'legal'
  | 'legalAid'
  | 'agriculture'
  | 'transportation'
  | 'transportationSafety'
  | 'publicHealth'
  | 'energy'
  | 'trade'
  | 'tourism'
  | 'manufacturing'
  | 'customerSupport';

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
  availability: Availability;
  humanReview: boolean;
}

export const DEMO_EXPERT_DATA: readonly DemoExpertData[] = [
  {
    slug: 'menu-compliance-checker',
    key: 'menuComplianceChecker',
    domain: 'nutrition',
    creator: 'Mateo Ruiz',
    country: 'US',
    languages: ['en', 'es'],
    pricePerTask: 18,
    rating: 4.9,
    reviews: 212,
    availability: 'now',
    humanReview: true,
  },
  {
    slug: 'iep-goal-writer',
    key: 'iepGoalWriter',
    domain: 'education',
    creator: 'Ada Okafor',
    country: 'NG',
    languages: ['en'],
    pricePerTask: 24,
    rating: 4.8,
    reviews: 167,
    availability: 'now',
    humanReview: true,
  },
  {
    slug: 'grant-budget-builder',
    key: 'grantBudgetBuilder',
    domain: 'business',
    creator: 'Lin Wei',
    country: 'CA',
    languages: ['en', 'zh'],
    pricePerTask: 35,
    rating: 4.7,
    reviews: 98,
    availability: 'day',
    humanReview: true,
  },
  {
    slug: 'lease-clause-explainer',
    key: 'leaseClauseExplainer',
    domain: 'legal',
    creator: 'Priya Nair',
    country: 'IN',
    languages: ['en', 'hi'],
    pricePerTask: 15,
    rating: 4.6,
    reviews: 143,
    availability: 'now',
    humanReview: false,
  },
  {
    slug: 'inspection-report-drafter',
    key: 'inspectionReportDrafter',
    domain: 'agriculture',
    creator: 'Jonas Berg',
    country: 'SE',
    languages: ['en', 'sv'],
    pricePerTask: 29,
    rating: 4.7,
    reviews: 61,
    availability: 'booked',
    humanReview: true,
  },
  {
    slug: 'flare-diary-coach',
    key: 'flareDiaryCoach',
    domain: 'health',
    creator: 'Hana Sato',
    country: 'JP',
    languages: ['en', 'ja'],
    pricePerTask: 9,
    rating: 4.9,
    reviews: 305,
    availability: 'now',
    humanReview: true,
  },
  {
    slug: 'crash-docket-summarizer',
    key: 'crashDocketSummarizer',
    domain: 'transportation',
    creator: 'Samuel Mensah',
    country: 'GB',
    languages: ['en', 'fr'],
    pricePerTask: 32,
    rating: 4.5,
    reviews: 47,
    availability: 'day',
    humanReview: true,
  },
  {
    slug: 'tariff-code-finder',
    key: 'tariffCodeFinder',
    domain: 'business',
    creator: 'Lucía Fernández',
    country: 'MX',
    languages: ['es', 'en'],
    pricePerTask: 12,
    rating: 4.6,
    reviews: 129,
    availability: 'now',
    humanReview: false,
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
