import type { LandingCopyInput } from './schema';

/** For trade and infrastructure development teams: scoping, partners and feasibility briefs. */
export const ustdaCopy = {
  hero: {
    eyebrow: 'For trade and infrastructure development teams',
    heading: 'Scope projects faster and compare partners with confidence',
    subheading: 'AI experts gather country and sector context, compare potential partners and draft feasibility briefs. A person on your team approves each step.',
    primaryCta: 'Start a project workspace',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for project development',
    intro: 'Each expert takes on a research or drafting task and lists the sources it used.',
    cards: [
      { icon: 'globe', title: 'Country and sector scan', body: 'Summarises a sector’s needs, regulations and recent projects in a country, with sources for each point.' },
      { icon: 'users', title: 'Partner comparison', body: 'Compares potential partners on experience, capacity and past projects in a side-by-side table.' },
      { icon: 'document', title: 'Feasibility brief drafter', body: 'Drafts the outline of a feasibility brief: scope, costs to estimate, risks and open questions.' },
      { icon: 'calendar', title: 'Milestone planner', body: 'Turns a project scope into milestones and tracks who owes what, and by when.' },
    ],
  },
  trust: {
    heading: 'Decisions stay with your team',
    intro: 'Development projects involve real money and partners. Experts prepare; people decide.',
    points: [
      { icon: 'shield', title: 'Approval at each step', body: 'Partner shortlists, briefs and outreach wait in a review queue until a team member approves them.' },
      { icon: 'search', title: 'Sources you can follow', body: 'Every scan and comparison lists where its facts came from and when they were published.' },
      { icon: 'document', title: 'Project files kept private', body: 'Your documents are used only for your projects and can be exported or deleted at any time.' },
    ],
  },
  closing: {
    heading: 'Get a first project brief on your desk this week',
    body: 'Create a workspace, describe a project idea and review the scan an expert prepares.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for trade and infrastructure development teams. It is not an official government website.',
} satisfies LandingCopyInput;
