/**
 * Shapes of the seed catalog: plain data that the marketplace's seeding step turns into rows (issue 16). No database
 * code lives here, so the copy can be written, reviewed and tested without a schema.
 */
import type { Locale } from '../../../../contract/locales.ts';
import { TENANT_IDS, type TenantId } from '../../../../contract/tenants.ts';

export type { Locale };

/**
 * The 14 site variants. The ids come from contract/tenants.ts (the one list the site and the API share); the seed
 * keeps the name `SEED_TENANT_IDS` so its files read on their own.
 */
export const SEED_TENANT_IDS = TENANT_IDS;
export type { TenantId };

export interface SeedCategory {
  slug: string;
  /** A short icon keyword (book, apple, scale, …); the site maps it to its own icon set. */
  icon: string;
  labels: Record<Locale, string>;
}

export interface SeedTag {
  slug: string;
  /** English label; tags are a shared English vocabulary (the expert copy itself is in its own language). */
  label: string;
}

export interface SeedCreator {
  username: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Language of the headline and bio (and of the creator's experts). */
  locale: Locale;
  /** At most 90 characters. */
  headline: string;
  /** Two or three sentences. */
  bio: string;
  website?: string;
}

export interface SeedReviewer {
  username: string;
  name: string;
  locale: Locale;
}

export type ExpertStatus = 'published' | 'in_review' | 'draft';
export type Availability = 'now' | 'day' | 'booked';

export interface SeedPrice {
  model: 'free' | 'per_run' | 'subscription';
  /** Integer minor units (cents); 0 for free. */
  amount: number;
  currency: 'USD';
  /** Only for subscriptions. */
  interval?: 'month';
}

export interface SeedIntakeQuestion {
  /** snake_case key of the answer. */
  field: string;
  question: string;
  type: 'text' | 'choice' | 'number';
  /** Only for `choice`. */
  options?: string[];
  required: boolean;
}

export interface SeedExpert {
  /** kebab-case ASCII, unique, at most 60 characters. */
  slug: string;
  /** At most 60 characters, in the expert's locale. */
  name: string;
  /** At most 120 characters. */
  headline: string;
  /** 60-180 words; paragraphs separated by a blank line; simple "- " lists allowed. */
  description: string;
  /** Language of this copy (the creator's language). */
  locale: Locale;
  /** A category slug. */
  category: string;
  /** 2-5 tag slugs registered in tags.ts. */
  tags: string[];
  /** Languages the expert works in; includes `locale`. */
  languages: Locale[];
  /** A creator username. */
  creator: string;
  /** Variant sites it is listed on besides main (every expert is listed on main); [] for main-only experts. */
  tenants: Exclude<TenantId, 'main'>[];
  status: ExpertStatus;
  /** A person reviews the expert's actions that matter (health, legal, safety, money, messages sent out). */
  humanReview: boolean;
  price: SeedPrice;
  availability: Availability;
  /** Tenants whose featured list includes this expert ('main' for the main site's). */
  featuredOn?: TenantId[];
  /** Three example requests, in the expert's locale. */
  starters: string[];
  /** Two to four questions the expert asks before it starts. */
  intake: SeedIntakeQuestion[];
}

export interface SeedReview {
  /** An expert slug. */
  expert: string;
  /** A reviewer username. */
  reviewer: string;
  stars: 1 | 2 | 3 | 4 | 5;
  text: string;
  locale: Locale;
}

/** Joins paragraphs (or a paragraph and a "- " list) with the blank line the description format expects. */
export function joinParagraphs(...paragraphs: string[]): string {
  return paragraphs.join('\n\n');
}

/** Price helpers, so amounts stay integer cents and the shape stays consistent. */
export const FREE: SeedPrice = { model: 'free', amount: 0, currency: 'USD' };

export function perRun(dollars: number): SeedPrice {
  return { model: 'per_run', amount: Math.round(dollars * 100), currency: 'USD' };
}

export function monthly(dollars: number): SeedPrice {
  return { model: 'subscription', amount: Math.round(dollars * 100), currency: 'USD', interval: 'month' };
}
