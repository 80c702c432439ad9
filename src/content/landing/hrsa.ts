import type { LandingCopyInput } from './schema';

/** For health centers, clinics and grantees: resources, grant reporting and patient questions. */
export const hrsaCopy = {
  hero: {
    eyebrow: 'For health centers, clinics and grantees',
    heading: 'Less time on reports, more time with patients',
    subheading: 'AI experts find funding and programme resources, prepare grant reports from your data and draft answers to patient questions, with your staff approving what matters.',
    primaryCta: 'Set up your health center',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for health center operations',
    intro: 'Each expert takes a recurring administrative task off your team’s list.',
    cards: [
      { icon: 'search', title: 'Resource finder', body: 'Finds training, technical assistance and funding opportunities that match your services and location.' },
      { icon: 'chart', title: 'Grant report preparer', body: 'Assembles progress reports from your service data, listing every figure’s source for checking.' },
      { icon: 'chat', title: 'Patient question assistant', body: 'Drafts replies about hours, services and sliding-fee eligibility from your approved policies.' },
      { icon: 'calendar', title: 'Deadline keeper', body: 'Tracks reporting deadlines and required documents, and reminds the right person in time.' },
    ],
  },
  trust: {
    heading: 'Safe for patient-facing work',
    intro: 'Health centers answer to patients and funders. Every expert here is built for that.',
    points: [
      { icon: 'shield', title: 'Staff approval', body: 'Patient replies and report figures stay in a review queue until a staff member approves them.' },
      { icon: 'heart', title: 'No clinical advice', body: 'Patient assistants share service information only and send clinical questions to your clinicians.' },
      { icon: 'document', title: 'Data handled with care', body: 'Your files are used only for your work and can be exported or deleted at any time.' },
    ],
  },
  closing: {
    heading: 'Finish your next grant report early',
    body: 'Create a workspace, connect your service data and review a drafted report.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for health centers, clinics and grantees. It is not an official government website.',
} satisfies LandingCopyInput;
