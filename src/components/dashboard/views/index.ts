import type { DASHBOARDS } from '../../../../contract/routes.ts';

type DashboardSlug = (typeof DASHBOARDS)[number]['slug'];

/**
 * The key of the one-line lede under each dashboard's title. Every dashboard shows only the member's live data:
 * Personal 1 (runs, reviews, experts to ask), Personal 2 (runs and spending in figures, islands/runs/PersonalActivity.tsx),
 * Creator earnings (the ledger, islands/billing/CreatorEarnings.tsx) and Agent analytics (answers and their review,
 * islands/hitl/AgentAnalytics.tsx); never another person's samples.
 */
export const DASHBOARD_LEDES: Record<DashboardSlug, string> = {
  'personal-1': 'dashboard.personal1.lede',
  'personal-2': 'dashboard.personal2.lede',
  creator: 'dashboard.creator.lede',
  analytics: 'dashboard.analytics.lede',
};
