import type { APP_LAYOUTS } from '../../../../contract/routes';
import ExpertList from './ExpertList.astro';
import ExpertCards from './ExpertCards.astro';
import ExpertProfile from './ExpertProfile.astro';
import SettingsSections from './SettingsSections.astro';
import BillingCard from './BillingCard.astro';

type LayoutSlug = (typeof APP_LAYOUTS)[number]['slug'];

/** Each app layout of the route table: its view and the one-line lede under its title. */
export const LAYOUT_VIEWS: Record<LayoutSlug, { view: typeof ExpertList; lede: string }> = {
  'list-view': { view: ExpertList, lede: 'Narrow the marketplace down by domain, price and availability, then compare experts line by line.' },
  'card-grid': { view: ExpertCards, lede: 'Browse experts at a glance: who built them, what they do and what a task costs.' },
  profile: { view: ExpertProfile, lede: 'An expert\'s public page, as clients see it before they hire.' },
  settings: { view: SettingsSections, lede: 'Your profile, sign-in security, API access and your data, in one place.' },
  billing: { view: BillingCard, lede: 'The card you will pay with once subscriptions open.' },
};
