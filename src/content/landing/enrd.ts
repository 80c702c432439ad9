import type { LandingCopyInput } from './schema';

/** For energy, environment and natural resources teams: records, permits and case files. */
export const enrdCopy = {
  hero: {
    eyebrow: 'For energy, environment and natural resources teams',
    heading: 'Find what matters in thousands of pages of records',
    subheading: 'AI experts organise environmental records, summarise permits and build case files for energy, land and water matters. Your team reviews every finding.',
    primaryCta: 'Start a matter workspace',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for environmental and resource matters',
    intro: 'Each expert takes on a document-heavy task and cites the page behind every statement.',
    cards: [
      { icon: 'document', title: 'Permit summariser', body: 'Extracts limits, monitoring duties and deadlines from permits and flags conditions that changed between versions.' },
      { icon: 'timeline', title: 'Record timeline builder', body: 'Orders inspection reports, notices and correspondence into one timeline for a site or facility.' },
      { icon: 'chart', title: 'Monitoring data checker', body: 'Compares reported monitoring data with permit limits and lists possible exceedances for review.' },
      { icon: 'map', title: 'Site context brief', body: 'Collects land status, nearby water bodies and protected areas for a site, with the source of each layer.' },
    ],
  },
  trust: {
    heading: 'Findings your team can stand behind',
    intro: 'Environmental matters turn on details. Experts make the details easy to check.',
    points: [
      { icon: 'search', title: 'Page-level citations', body: 'Every summary point links to the document and page it came from.' },
      { icon: 'shield', title: 'Review before use', body: 'Possible violations and case notes stay drafts until a team member confirms them.' },
      { icon: 'document', title: 'Matter files kept separate', body: 'Each matter’s documents stay in its own workspace and can be exported or deleted at any time.' },
    ],
  },
  closing: {
    heading: 'See a permit summarised in minutes',
    body: 'Create a workspace, upload a permit and check the summary an expert produces.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for energy, environment and natural resources teams. It is not an official government website.',
} satisfies LandingCopyInput;
