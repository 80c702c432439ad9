import type { DASHBOARDS } from '../../../../contract/routes';
import PersonalOverview from './PersonalOverview.astro';
import PersonalChains from './PersonalChains.astro';
import CreatorEarnings from './CreatorEarnings.astro';
import AgentAnalytics from './AgentAnalytics.astro';

type DashboardSlug = (typeof DASHBOARDS)[number]['slug'];

/** Each dashboard of the route table, its view and the one-line lede under its title. */
export const DASHBOARD_VIEWS: Record<DashboardSlug, { view: typeof PersonalOverview; lede: string }> = {
  'personal-1': {
    view: PersonalOverview,
    lede: 'Your experts, the conversations and approvals waiting on you, and what you spent and earned.',
  },
  'personal-2': {
    view: PersonalChains,
    lede: 'The multi-step tasks your experts are running for you, what happened lately, and what to try next.',
  },
  creator: {
    view: CreatorEarnings,
    lede: 'What your published experts and protocols earn, where the money comes from, and your next payout.',
  },
  analytics: {
    view: AgentAnalytics,
    lede: 'How often people accept your agents\' answers as written, and how fast human reviewers decide.',
  },
};
