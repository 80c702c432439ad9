import type { LandingCopyInput } from './schema';

/** For trade analysts and economists: tariff schedules, investigations and data briefs. */
export const usitcCopy = {
  hero: {
    eyebrow: 'For trade analysts and economists',
    heading: 'From tariff schedule to data brief without the busywork',
    subheading: 'AI experts look up tariff lines, summarise trade investigations and assemble import and export data into briefs. Analysts sign off on every conclusion.',
    primaryCta: 'Start a research workspace',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for trade research',
    intro: 'Each expert handles a lookup or drafting task and cites every number it uses.',
    cards: [
      { icon: 'search', title: 'Tariff line lookup', body: 'Finds the classification and duty rates for a product description and explains the headings it considered.' },
      { icon: 'document', title: 'Investigation summariser', body: 'Summarises petitions, hearing transcripts and determinations, keeping page references for each point.' },
      { icon: 'chart', title: 'Trade data brief', body: 'Pulls import and export series into tables and charts with notes on sources and revisions.' },
      { icon: 'globe', title: 'Market comparison', body: 'Compares trading partners on volumes, growth and tariff treatment for a product group.' },
    ],
  },
  trust: {
    heading: 'Numbers you can check',
    intro: 'Trade analysis is only as good as its sources. Experts here show theirs.',
    points: [
      { icon: 'search', title: 'Cited figures', body: 'Every figure in a brief links to its series and date, so reviewers can reproduce it.' },
      { icon: 'shield', title: 'Analyst sign-off', body: 'Conclusions and classifications stay drafts until an analyst approves them.' },
      { icon: 'document', title: 'Confidential files stay confidential', body: 'Documents you upload are used only in your workspace and never shared with other customers.' },
    ],
  },
  closing: {
    heading: 'Get your next data brief drafted today',
    body: 'Create a workspace, name a product and review the brief an expert assembles.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for trade analysts and economists. It is not an official government website.',
} satisfies LandingCopyInput;
