import type { LandingCopyInput } from './schema';

/** For people living with Crohn's disease and their carers: practical help between appointments. */
export const crohnsCopy = {
  hero: {
    eyebrow: "For people living with Crohn's disease and their carers",
    heading: "Less guesswork between appointments with Crohn's",
    subheading: 'AI experts help you log symptoms, plan meals that suit your gut, prepare for visits and keep a flare plan ready, so your care team sees the full picture.',
    primaryCta: 'Start your journal free',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts that help with daily life',
    intro: 'Each expert supports you and your care team. None of them diagnoses, prescribes or changes your treatment.',
    cards: [
      { icon: 'journal', title: 'Symptom journal coach', body: 'Asks a few quick questions each day about pain, stool, sleep and energy, then turns the log into trends you can share.' },
      { icon: 'meal', title: 'Low-residue meal planner', body: 'Builds weekly meals and shopping lists around foods you tolerate, and adapts when your clinician advises a low-residue diet.' },
      { icon: 'calendar', title: 'Appointment prep', body: 'Turns your journal into a one-page summary and a list of questions, so a short visit covers what matters to you.' },
      { icon: 'bolt', title: 'Flare action plan', body: 'Keeps the plan your care team agreed with you in one place: warning signs, who to call and what to bring.' },
      { icon: 'book', title: 'Plain-language explainer', body: 'Explains test results, medicine leaflets and insurance letters in plain words, and points out what to ask your clinician.' },
    ],
  },
  trust: {
    heading: 'Careful with your health and your data',
    intro: 'Health information is personal. These rules apply to every expert on this site.',
    points: [
      { icon: 'heart', title: 'Support, not medical advice', body: 'Experts never tell you to start, stop or change a medicine. Urgent symptoms get one answer: contact your care team or emergency services.' },
      { icon: 'shield', title: 'You approve what is shared', body: 'Nothing leaves your account until you approve it, whether a summary for your clinician or a note for a carer.' },
      { icon: 'document', title: 'Your journal stays yours', body: 'Export your whole journal at any time, or delete it and your account for good.' },
    ],
  },
  closing: {
    heading: 'Walk into your next appointment prepared',
    body: 'Start a symptom journal today; in a few weeks you will have a summary worth sharing.',
    cta: 'Create a free account',
  },
  footerNotice: "An independent service for people living with Crohn's disease. It does not replace advice from your care team.",
} satisfies LandingCopyInput;
