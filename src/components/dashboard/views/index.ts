import type { DASHBOARDS } from '../../../../contract/routes.ts';
import PersonalOverview from './PersonalOverview.astro';
import PersonalChains from './PersonalChains.astro';
import CreatorEarnings from './CreatorEarnings.astro';
import AgentAnalytics from './AgentAnalytics.astro';

type DashboardSlug = (typeof DASHBOARDS)[number]['slug'];

/** Each dashboard of the route table, its view and the key of the one-line lede under its title. */
export const DASHBOARD_VIEWS: Record<DashboardSlug, { view: typeof PersonalOverview; ledeKey: string }> = {
  'personal-1': { view: PersonalOverview, ledeKey: 'dashboard.personal1.lede' },
  'personal-2': { view: PersonalChains, ledeKey: 'dashboard.personal2.lede' },
  creator: { view: CreatorEarnings, ledeKey: 'dashboard.creator.lede' },
  analytics: { view: AgentAnalytics, ledeKey: 'dashboard.analytics.lede' },
};
