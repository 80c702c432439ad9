/**
 * Sample experts for the list, card grid and profile layouts (demo content until the marketplace island loads
 * live listings). Each is an AI expert published by a creator, with the human reviewers who check its actions.
 */
export interface DemoExpert {
  slug: string;
  name: string;
  domain: 'Education' | 'Nutrition' | 'Business' | 'Health' | 'Legal' | 'Agriculture' | 'Transportation';
  headline: string;
  creator: string;
  country: string;
  languages: readonly string[];
  /** Price of one task in US dollars. */
  pricePerTask: number;
  rating: number;
  reviews: number;
  /** Share of this expert's answers accepted without changes, in percent. */
  acceptance: number;
  availability: 'Available now' | 'Replies within a day' | 'Fully booked';
  humanReview: boolean;
}

export const DEMO_EXPERTS: readonly DemoExpert[] = [
  {
    slug: 'menu-compliance-checker', name: 'Menu Compliance Checker', domain: 'Nutrition',
    headline: 'Checks school menus against meal-pattern rules and flags allergens before they are published.',
    creator: 'Mateo Ruiz', country: 'United States', languages: ['English', 'Spanish'], pricePerTask: 18,
    rating: 4.9, reviews: 212, acceptance: 93, availability: 'Available now', humanReview: true,
  },
  {
    slug: 'iep-goal-writer', name: 'IEP Goal Writer', domain: 'Education',
    headline: 'Drafts measurable IEP goals from assessment notes for a teacher to review and sign off.',
    creator: 'Ada Okafor', country: 'Nigeria', languages: ['English'], pricePerTask: 24,
    rating: 4.8, reviews: 167, acceptance: 89, availability: 'Available now', humanReview: true,
  },
  {
    slug: 'grant-budget-builder', name: 'Grant Budget Builder', domain: 'Business',
    headline: 'Turns a project plan into a funder-ready budget table and narrative, line by line.',
    creator: 'Lin Wei', country: 'Canada', languages: ['English', 'Chinese'], pricePerTask: 35,
    rating: 4.7, reviews: 98, acceptance: 84, availability: 'Replies within a day', humanReview: true,
  },
  {
    slug: 'lease-clause-explainer', name: 'Lease Clause Explainer', domain: 'Legal',
    headline: 'Explains a residential lease in plain language and lists the clauses worth asking a lawyer about.',
    creator: 'Priya Nair', country: 'India', languages: ['English', 'Hindi'], pricePerTask: 15,
    rating: 4.6, reviews: 143, acceptance: 80, availability: 'Available now', humanReview: false,
  },
  {
    slug: 'inspection-report-drafter', name: 'Inspection Report Drafter', domain: 'Agriculture',
    headline: 'Writes plant-health inspection reports from field notes and photos, citing the applicable rule.',
    creator: 'Jonas Berg', country: 'Sweden', languages: ['English', 'Swedish'], pricePerTask: 29,
    rating: 4.7, reviews: 61, acceptance: 81, availability: 'Fully booked', humanReview: true,
  },
  {
    slug: 'flare-diary-coach', name: 'Flare Diary Coach', domain: 'Health',
    headline: 'Helps people with Crohn\'s disease keep a symptom and meal diary and prepare questions for their doctor.',
    creator: 'Hana Sato', country: 'Japan', languages: ['English', 'Japanese'], pricePerTask: 9,
    rating: 4.9, reviews: 305, acceptance: 95, availability: 'Available now', humanReview: true,
  },
  {
    slug: 'crash-docket-summarizer', name: 'Crash Docket Summarizer', domain: 'Transportation',
    headline: 'Summarises public accident dockets into a timeline with the findings and recommendations.',
    creator: 'Samuel Mensah', country: 'United Kingdom', languages: ['English', 'French'], pricePerTask: 32,
    rating: 4.5, reviews: 47, acceptance: 78, availability: 'Replies within a day', humanReview: true,
  },
  {
    slug: 'tariff-code-finder', name: 'Tariff Code Finder', domain: 'Business',
    headline: 'Suggests harmonized tariff codes for a product description, with the reasoning and close alternatives.',
    creator: 'Lucía Fernández', country: 'Mexico', languages: ['Spanish', 'English'], pricePerTask: 12,
    rating: 4.6, reviews: 129, acceptance: 86, availability: 'Available now', humanReview: false,
  },
];

export const EXPERT_DOMAINS = [...new Set(DEMO_EXPERTS.map((e) => e.domain))].sort();

/** The expert shown on the profile layout, with the details a profile page adds to a listing. */
export const PROFILE_EXPERT = {
  expert: DEMO_EXPERTS[0] as DemoExpert,
  about: [
    'Reads a week of menus (spreadsheet, PDF or photo) and checks each meal against the meal-pattern rules for the grade group: components, portion sizes, weekly vegetable subgroups and sodium targets.',
    'Every menu change it proposes goes to a human reviewer on your team before it is published, and each finding cites the rule it relies on.',
  ],
  protocols: [
    { name: 'Weekly menu check', steps: 4, runs: 1840 },
    { name: 'Allergen substitution', steps: 3, runs: 620 },
    { name: 'Vendor invoice match', steps: 5, runs: 212 },
  ],
  reviews: [
    { author: 'District nutrition office', rating: 5, text: 'Caught a missing legume serving two weeks in a row and explained the fix in one line.' },
    { author: 'Cafeteria manager, Oak Ridge', rating: 5, text: 'The allergen swaps came with prices from our own vendor list. Saved an afternoon.' },
    { author: 'Food service director', rating: 4, text: 'Very accurate on portions; sodium estimates needed one correction from our dietitian.' },
  ],
};
