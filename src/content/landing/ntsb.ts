import type { LandingCopyInput } from './schema';

/** For transportation safety investigators: evidence, timelines and recommendations. */
export const ntsbCopy = {
  hero: {
    eyebrow: 'For transportation safety investigators',
    heading: 'Organise the evidence. Keep your judgement for the analysis.',
    subheading: 'AI experts build timelines, summarise dockets and track recommendations across aviation, rail, highway, marine and pipeline cases. Investigators review every step.',
    primaryCta: 'Open a case workspace',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for the investigation workload',
    intro: 'Each expert takes on a slow, careful task and shows its work so you can verify it.',
    cards: [
      { icon: 'timeline', title: 'Evidence timeline builder', body: 'Merges recorder data, witness statements and dispatch logs into one timeline, marking where sources disagree.' },
      { icon: 'document', title: 'Docket summariser', body: 'Summarises long docket documents section by section, with page references for every point.' },
      { icon: 'search', title: 'Prior-case finder', body: 'Finds earlier investigations with similar circumstances and lists the factors they share.' },
      { icon: 'clipboard', title: 'Recommendation tracker', body: 'Keeps each safety recommendation, its recipient and its status in one list, with reminders for overdue replies.' },
      { icon: 'chat', title: 'Interview prep', body: 'Drafts interview outlines from open questions in the timeline, so nothing is missed on the day.' },
    ],
  },
  trust: {
    heading: 'Built for work that must hold up',
    intro: 'Safety findings are read closely. The platform keeps a record of what each expert did and why.',
    points: [
      { icon: 'shield', title: 'Investigator approval', body: 'Experts propose; investigators decide. Drafts and edits stay in review until a person accepts them.' },
      { icon: 'timeline', title: 'Full activity trail', body: 'Every agent action is logged with its inputs, so anyone reviewing a case can see how a draft was made.' },
      { icon: 'document', title: 'Case files stay private', body: 'Case material is kept in your workspace and is never used to train models for other customers.' },
    ],
  },
  closing: {
    heading: 'Turn a stack of records into a timeline you can check',
    body: 'Create a workspace and let an expert build the first timeline from documents you already have.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for transportation safety investigators. It is not an official government website.',
} satisfies LandingCopyInput;
