import type { LandingCopyInput } from './schema';

/** For public health programme managers: tracking programmes, finding gaps and preparing briefings. */
export const phmCopy = {
  hero: {
    eyebrow: 'For public health programme managers',
    heading: 'See where your programmes stand, and where care falls short',
    subheading: 'AI experts track programme measures, point out gaps in care and prepare briefings for leadership. People review each recommendation before it is acted on.',
    primaryCta: 'Set up your programme',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for programme management',
    intro: 'Each expert works from your data and explains how it reached every number.',
    cards: [
      { icon: 'chart', title: 'Measure tracker', body: 'Keeps programme measures up to date from your data and shows trends by site and population group.' },
      { icon: 'search', title: 'Care gap finder', body: 'Lists groups and places where screening, vaccination or follow-up falls behind your targets.' },
      { icon: 'document', title: 'Briefing writer', body: 'Drafts one-page briefings for leadership with the figures, their sources and the decisions needed.' },
      { icon: 'calendar', title: 'Work plan keeper', body: 'Turns programme goals into a work plan with owners and dates, and tracks progress each week.' },
    ],
  },
  trust: {
    heading: 'Recommendations, not orders',
    intro: 'Programme decisions affect whole communities. Experts make suggestions; managers decide.',
    points: [
      { icon: 'shield', title: 'Manager review', body: 'Recommendations and briefings wait in a review queue until a manager approves them.' },
      { icon: 'chart', title: 'Transparent numbers', body: 'Every figure shows the data and method behind it, so you can explain it to others.' },
      { icon: 'users', title: 'Aggregate data by default', body: 'Experts work with aggregate figures unless a task truly needs individual records.' },
    ],
  },
  closing: {
    heading: 'Walk into your next review with a clear briefing',
    body: 'Create a workspace, connect a data export and review the measures an expert tracks for you.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for public health programme managers. It is not an official government website.',
} satisfies LandingCopyInput;
