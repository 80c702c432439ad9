/**
 * The product's direction as three milestones (spec §1 and the design card in ../shared): the foundation every
 * variant stands on, the marketplace of AI experts, and the agent workspace where people stay in control.
 * Statuses are updated by hand when work lands; the roadmap page renders this list as is.
 */
export type RoadmapStatus = 'in-progress' | 'planned' | 'shipped';

export interface RoadmapItem {
  title: string;
  detail: string;
  status: RoadmapStatus;
}

export interface RoadmapMilestone {
  id: 'foundation' | 'marketplace' | 'agent-workspace';
  title: string;
  summary: string;
  status: RoadmapStatus;
  items: readonly RoadmapItem[];
}

export const ROADMAP_STATUS_LABELS: Record<RoadmapStatus, string> = {
  shipped: 'Shipped',
  'in-progress': 'In progress',
  planned: 'Planned',
};

export const ROADMAP: readonly RoadmapMilestone[] = [
  {
    id: 'foundation',
    title: 'Foundation',
    summary: 'One fast, accessible site for every partner organisation, with accounts you can trust.',
    status: 'in-progress',
    items: [
      { title: 'Fourteen site variants', detail: 'Each partner site has its own landing page, name and look, served as prebuilt pages from a CDN.', status: 'in-progress' },
      { title: 'Secure accounts', detail: 'Sign-up with e-mail verification, two-factor authentication, active sessions, API keys and data export.', status: 'in-progress' },
      { title: 'Seven languages', detail: 'Arabic, German, English, Spanish, Mexican Spanish, French and Simplified Chinese, with right-to-left layouts.', status: 'planned' },
      { title: 'Works offline', detail: 'Install the site as an app; pages you visited stay available without a connection.', status: 'planned' },
    ],
  },
  {
    id: 'marketplace',
    title: 'Marketplace',
    summary: 'Find and hire agentic AI experts in education, nutrition, business, health, law and agriculture.',
    status: 'planned',
    items: [
      { title: 'Expert profiles and search', detail: 'Browse experts by field, see what their agents can do, and compare creators by reviews.', status: 'planned' },
      { title: 'Hiring and payments', detail: 'Pay by card, subscribe to an expert, and keep your purchase history in one place.', status: 'planned' },
      { title: 'Creator programs', detail: 'Experts publish programs and protocols, set prices and follow their earnings.', status: 'planned' },
      { title: 'Feedback and bookmarks', detail: 'Save the programs you like and tell creators what worked for you.', status: 'planned' },
    ],
  },
  {
    id: 'agent-workspace',
    title: 'Agent workspace',
    summary: 'Agents do the work; you stay in charge of every decision that matters.',
    status: 'planned',
    items: [
      { title: 'Human-in-the-loop review', detail: 'Approve, edit or reject what an agent wants to do before it happens.', status: 'planned' },
      { title: 'Answer ratings (RLHF)', detail: 'Choose the better of two answers so your agents learn your standards.', status: 'planned' },
      { title: 'Inbox and live messaging', detail: 'One inbox and real-time rooms for you, your team, your experts and their agents.', status: 'planned' },
      { title: 'Protocols and personal chains', detail: 'Multi-step plans that agents run for you, with history and recommendations.', status: 'planned' },
    ],
  },
];
