import type { LandingCopyInput } from './schema';

/** For community and public health teams: resident questions, outreach and reporting. */
export const spuhcCopy = {
  hero: {
    eyebrow: 'For community and public health teams',
    heading: 'Reach more residents with the same team',
    subheading: 'AI experts answer common resident questions, track outreach and prepare routine reports. Staff review every message before it goes out.',
    primaryCta: 'Set up your team',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for everyday public health work',
    intro: 'Each expert handles a routine task so your staff can spend more time with the community.',
    cards: [
      { icon: 'chat', title: 'Resident question assistant', body: 'Drafts answers to common questions about clinics, vaccines and screenings from your own approved materials.' },
      { icon: 'map', title: 'Outreach tracker', body: 'Logs events, visits and referrals by neighbourhood and shows where follow-up is overdue.' },
      { icon: 'chart', title: 'Report preparer', body: 'Turns your tracking data into the monthly report format your programme uses, ready for review.' },
      { icon: 'book', title: 'Plain-language rewriter', body: 'Rewrites health notices at an easy reading level and prepares them for translation.' },
    ],
  },
  trust: {
    heading: 'Public trust comes first',
    intro: 'What your team tells residents must be right. Every expert here works within that rule.',
    points: [
      { icon: 'shield', title: 'Staff approve every message', body: 'Replies, notices and reports wait in a review queue until a staff member approves them.' },
      { icon: 'book', title: 'Answers from your materials', body: 'Experts answer from documents your team has approved and say so when they do not know.' },
      { icon: 'users', title: 'Resident data kept to a minimum', body: 'Experts use only the details a task needs, and records can be exported or deleted at any time.' },
    ],
  },
  closing: {
    heading: 'Answer residents faster, without cutting corners',
    body: 'Create a team workspace, add your approved materials and review the first drafted answers.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for community and public health teams. It is not an official government website.',
} satisfies LandingCopyInput;
