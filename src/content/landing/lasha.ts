import type { LandingCopyInput } from './schema';

/** For legal aid advocates and the people they serve: intake, plain-language guidance, document drafts. */
export const lashaCopy = {
  hero: {
    eyebrow: 'For legal aid advocates and the people they serve',
    heading: 'Help more people with the same number of advocates',
    subheading: 'AI experts take structured intakes, explain next steps in plain language and draft routine documents. An advocate reviews every draft before anyone relies on it.',
    primaryCta: 'Set up your legal aid team',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for legal aid casework',
    intro: 'Each expert supports an advocate. None of them gives legal advice on its own.',
    cards: [
      { icon: 'clipboard', title: 'Intake assistant', body: 'Asks clients the questions your intake form needs, in plain language, and flags deadlines such as hearing dates.' },
      { icon: 'book', title: 'Next-steps explainer', body: 'Explains what a notice or court letter means and what usually happens next, in words a client can follow.' },
      { icon: 'document', title: 'Document drafter', body: 'Drafts routine letters and forms from the intake, ready for an advocate to check and sign.' },
      { icon: 'search', title: 'Referral finder', body: 'Suggests local services for needs outside your practice areas, such as housing or benefits help.' },
      { icon: 'calendar', title: 'Deadline tracker', body: 'Keeps filing and hearing dates for each case and reminds the assigned advocate.' },
    ],
  },
  trust: {
    heading: 'An advocate stays responsible',
    intro: 'People who come to legal aid often face serious consequences. The platform is built around that.',
    points: [
      { icon: 'scale', title: 'Not a substitute for a lawyer', body: 'Experts give information and drafts, not legal advice. An advocate reviews anything a client will rely on.' },
      { icon: 'shield', title: 'Confidential by default', body: 'Case details are visible only to your team, and clients can ask for their records to be deleted.' },
      { icon: 'star', title: 'Advocates rate the work', body: 'Advocates mark errors and rate drafts; creators use that feedback to fix their protocols.' },
    ],
  },
  closing: {
    heading: 'Shorten the wait for your next client',
    body: 'Create a team workspace and try the intake assistant on your own intake form.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for legal aid teams and their clients. It is not a law firm or an official government website.',
} satisfies LandingCopyInput;
