import type { DASHBOARDS } from '../../../../contract/routes.ts';
import PersonalChains from './PersonalChains.astro';
import CreatorEarnings from './CreatorEarnings.astro';
import AgentAnalytics from './AgentAnalytics.astro';

type DashboardSlug = (typeof DASHBOARDS)[number]['slug'];

/**
 * Each dashboard of the route table, its sample view and the key of the one-line lede under its title. Personal 1 has
 * no sample view: it shows only the member's live data (runs, reviews, experts to ask), never another person's samples.
 */
export const DASHBOARD_VIEWS: Record<DashboardSlug, { view: typeof PersonalChains | null; ledeKey: string }> = {
  'personal-1': { view: null, ledeKey: 'dashboard.personal1.lede' },
  'personal-2': { view: PersonalChains, ledeKey: 'dashboard.personal2.lede' },
  creator: { view: CreatorEarnings, ledeKey: 'dashboard.creator.lede' },
  analytics: { view: AgentAnalytics, ledeKey: 'dashboard.analytics.lede' },
};
