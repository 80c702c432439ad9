import type { DASHBOARDS } from '../../../../contract/routes.ts';
import AgentAnalytics from './AgentAnalytics.astro';

type DashboardSlug = (typeof DASHBOARDS)[number]['slug'];

/**
 * Each dashboard of the route table, its sample view and the key of the one-line lede under its title. Personal 1,
 * Personal 2 and Creator earnings have no sample view: they show only the member's live data (Personal 1: runs,
 * reviews, experts to ask; Personal 2: runs and spending in figures, islands/runs/PersonalActivity.tsx; Creator
 * earnings: the ledger's figures, islands/billing/CreatorEarnings.tsx), never another person's samples.
 */
export const DASHBOARD_VIEWS: Record<DashboardSlug, { view: typeof AgentAnalytics | null; ledeKey: string }> = {
  'personal-1': { view: null, ledeKey: 'dashboard.personal1.lede' },
  'personal-2': { view: null, ledeKey: 'dashboard.personal2.lede' },
  creator: { view: null, ledeKey: 'dashboard.creator.lede' },
  analytics: { view: AgentAnalytics, ledeKey: 'dashboard.analytics.lede' },
};
