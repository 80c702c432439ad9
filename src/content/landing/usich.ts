import type { LandingCopyInput } from './schema';

/** For homelessness service providers and caseworkers: outreach, housing resources and case notes. */
export const usichCopy = {
  hero: {
    eyebrow: 'For homelessness service providers and caseworkers',
    heading: 'More time with people, less time on forms',
    subheading: 'AI experts coordinate outreach, find housing resources and keep case notes current. Caseworkers stay in charge of every decision and every conversation.',
    primaryCta: 'Set up your team',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for housing-focused casework',
    intro: 'Each expert handles a task that usually eats into time with clients.',
    cards: [
      { icon: 'map', title: 'Outreach coordinator', body: 'Plans outreach routes, logs contacts and reminds the team who has not been seen for a while.' },
      { icon: 'home', title: 'Housing resource finder', body: 'Matches a household’s needs to local shelters, housing programmes and vacancies from your directory.' },
      { icon: 'journal', title: 'Case note assistant', body: 'Turns quick voice notes into structured case notes, ready for the caseworker to check.' },
      { icon: 'clipboard', title: 'Document checklist', body: 'Lists the documents a housing application needs and tracks which ones a client already has.' },
      { icon: 'chart', title: 'Programme report preparer', body: 'Prepares routine programme reports from your case data for your coordinator to review.' },
    ],
  },
  trust: {
    heading: 'Dignity and privacy come first',
    intro: 'People experiencing homelessness share sensitive information. Every expert respects that.',
    points: [
      { icon: 'shield', title: 'Caseworkers decide', body: 'Referrals, notes and messages wait for caseworker approval before they are saved or sent.' },
      { icon: 'users', title: 'Need-to-know access', body: 'Client records are visible only to the staff working with that client.' },
      { icon: 'document', title: 'Records you control', body: 'Your organisation can export or delete records at any time, following your retention policy.' },
    ],
  },
  closing: {
    heading: 'Give your caseworkers an hour back each day',
    body: 'Create a team workspace, add your resource directory and try the housing resource finder.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for homelessness service providers and caseworkers. It is not an official government website.',
} satisfies LandingCopyInput;
