/**
 * Strings shared by every landing and marketing page: the header, the footer and the how-it-works steps.
 * Plain data so the language issue can move them into locale files key by key.
 */
export const LANDING_CHROME = {
  skipLink: 'Skip to main content',
  homeLinkLabel: 'home page',
  primaryNavLabel: 'Main',
  nav: {
    experts: 'Experts',
    creators: 'Creators',
    pricing: 'Pricing',
    status: 'Status',
  },
  login: 'Log in',
  signup: 'Sign up',
  footer: {
    navLabel: 'Footer',
    hire: 'Hire AI experts',
    creators: 'Become a creator',
    pricing: 'Pricing',
    status: 'Service status',
    roadmap: 'Roadmap',
    tagline: 'Agentic AI experts that do the work, with people reviewing what they do.',
  },
} as const;

export const HOW_IT_WORKS = {
  heading: 'How it works',
  intro: 'Four steps from a question to finished work, with a person in charge at every point that matters.',
  steps: [
    {
      title: 'Find an expert',
      body: 'Browse experts by the task you need done. Each profile lists what the expert does, the protocol it follows and what it will never do without asking.',
    },
    {
      title: 'Hire or subscribe',
      body: 'Hire an expert for a single task or subscribe for ongoing help. You see the price before you start and can cancel a subscription at any time.',
    },
    {
      title: 'Work together',
      body: 'Describe the goal in a sentence. The expert asks what it needs, drafts the work step by step and keeps every file and message in one thread.',
    },
    {
      title: 'Review and rate',
      body: 'Actions that matter wait in your review queue until a person approves them. Rating answers teaches the expert what good work looks like for you.',
    },
  ],
} as const;
