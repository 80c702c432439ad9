import type { LandingCopyInput } from './schema';

/** For plant and animal health inspectors: preparation, permits and findings. */
export const aphisCopy = {
  hero: {
    eyebrow: 'For plant and animal health inspectors',
    heading: 'Spend inspection days in the field, not on paperwork',
    subheading: 'AI experts prepare checklists, read permits and draft findings from your notes and photos. You confirm every observation and sign every finding.',
    primaryCta: 'Set up your workspace',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for each stage of an inspection',
    intro: 'From the day before a site visit to the final report, each expert handles a clearly bounded task.',
    cards: [
      { icon: 'clipboard', title: 'Checklist builder', body: 'Assembles a site-specific checklist from the commodity, the pests of concern and the facility’s previous findings.' },
      { icon: 'document', title: 'Permit reader', body: 'Pulls conditions, expiry dates and restricted articles out of a permit and flags anything that does not match the shipment.' },
      { icon: 'journal', title: 'Field note organiser', body: 'Turns voice notes and photos into structured observations, each tied to the checklist item it answers.' },
      { icon: 'leaf', title: 'Pest and disease reference', body: 'Looks up identification features and reporting requirements, citing the guidance it used.' },
      { icon: 'document', title: 'Findings drafter', body: 'Drafts the inspection report in your office’s format, leaving every conclusion for you to confirm.' },
    ],
  },
  trust: {
    heading: 'The inspector decides',
    intro: 'An agent can organise evidence. Only a trained inspector can judge it.',
    points: [
      { icon: 'shield', title: 'Every finding is approved', body: 'Drafted findings stay in your review queue until you accept, edit or reject them.' },
      { icon: 'search', title: 'Sources shown', body: 'Each reference answer links to the document and section it came from, so you can check it quickly.' },
      { icon: 'document', title: 'Records under your control', body: 'Inspection files are kept in your workspace and can be exported or deleted when your retention period ends.' },
    ],
  },
  closing: {
    heading: 'Prepare your next inspection in half the time',
    body: 'Create a workspace, upload a permit and see the checklist an expert builds from it.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for plant and animal health inspectors. It is not an official government website.',
} satisfies LandingCopyInput;
