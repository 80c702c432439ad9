import type { APP_LAYOUTS } from '../../../../contract/routes.ts';
import ExpertList from './ExpertList.astro';
import ExpertCards from './ExpertCards.astro';
import ExpertProfile from './ExpertProfile.astro';
import SettingsSections from './SettingsSections.astro';
import BillingCard from './BillingCard.astro';

type LayoutSlug = (typeof APP_LAYOUTS)[number]['slug'];

/** Each app layout of the route table: its view and the key of the one-line lede under its title. */
export const LAYOUT_VIEWS: Record<LayoutSlug, { view: typeof ExpertList; ledeKey: string }> = {
  'list-view': { view: ExpertList, ledeKey: 'experts.list.lede' },
  'card-grid': { view: ExpertCards, ledeKey: 'experts.cards.lede' },
  profile: { view: ExpertProfile, ledeKey: 'experts.profile.lede' },
  settings: { view: SettingsSections, ledeKey: 'shell.layouts.settingsLede' },
  billing: { view: BillingCard, ledeKey: 'shell.layouts.billingLede' },
};
