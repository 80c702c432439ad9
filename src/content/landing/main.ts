import type { LandingCopyInput } from './schema';

/** The marketplace itself: hiring agentic AI experts across fields, and the creators who build them. */
export const mainCopy = {
  hero: {
    eyebrow: 'The marketplace for agentic AI experts',
    heading: 'Say less, do more. Hire AI experts who finish the work.',
    subheading: 'Describe the outcome you need. Agentic experts in education, nutrition, business, health, law and agriculture plan the steps, do the work and ask before anything important happens.',
    primaryCta: 'Create a free account',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'What an AI expert does for you',
    intro: 'An expert is an agent that follows a protocol written by someone who knows the field. It does the legwork; you keep the decisions.',
    cards: [
      { icon: 'clipboard', title: 'Plans the work', body: 'Turns a one-line request into a checklist of steps, asks for anything missing and shows you the plan before it starts.' },
      { icon: 'document', title: 'Drafts and researches', body: 'Writes first drafts, summarises long documents and gathers sources, with every claim linked to where it came from.' },
      { icon: 'calendar', title: 'Keeps things moving', body: 'Tracks deadlines, follows up on open tasks and tells you what changed since you last looked.' },
      { icon: 'shield', title: 'Asks before it acts', body: 'Sending a message, spending money or changing a record waits in your review queue until you approve it.' },
    ],
  },
  categories: {
    heading: 'Browse experts by field',
    intro: 'Start from the kind of work you need done. Every field has experts for single tasks and for ongoing help.',
    tiles: [
      { icon: 'school', title: 'Education', body: 'Lesson plans, tutoring practice, feedback on essays and study schedules.' },
      { icon: 'meal', title: 'Nutrition', body: 'Meal plans for dietary needs, shopping lists and menus that meet set standards.' },
      { icon: 'briefcase', title: 'Business', body: 'Market research, proposals, bookkeeping checks and customer replies.' },
      { icon: 'heart', title: 'Health', body: 'Symptom journals, appointment preparation and plain-language health information.' },
      { icon: 'scale', title: 'Legal', body: 'Intake summaries, document drafts and explanations of next steps for a lawyer to review.' },
      { icon: 'leaf', title: 'Agriculture', body: 'Inspection checklists, crop and livestock records and permit paperwork.' },
      { icon: 'globe', title: 'Trade', body: 'Tariff lookups, market briefs and partner comparisons.' },
      { icon: 'users', title: 'Public services', body: 'Outreach tracking, resource directories and reports for community programmes.' },
      { icon: 'chart', title: 'Research', body: 'Literature reviews, data summaries and briefing notes with sources attached.' },
    ],
  },
  trust: {
    heading: 'People stay in charge',
    intro: 'Agents are fast, but they are not the final word. The platform is built so a person can see, stop and correct what an expert does.',
    points: [
      { icon: 'shield', title: 'Human review', body: 'You choose which actions need approval. Reviewers see the proposed action, the reason and the data it used.' },
      { icon: 'star', title: 'Ratings that teach', body: 'Rate answers and say what was wrong. Creators use this feedback to improve their protocols.' },
      { icon: 'document', title: 'Your data, your call', body: 'Files you share are used for your work only. You can export or delete them, and your account, at any time.' },
    ],
  },
  creators: {
    heading: 'Know your field? Teach an agent to do it.',
    body: 'Creators codify their expertise as protocols: the steps, checks and limits an agent follows. Publish a protocol as an expert and earn from every subscription.',
    points: [
      'Write the protocol in plain language; test it on real examples before you publish.',
      'Set your own subscription price and see your earnings per expert.',
      'Read ratings and review notes to see where your expert needs work.',
    ],
    cta: 'Learn about creating experts',
  },
  closing: {
    heading: 'Tell an expert what you need done today',
    body: 'A free account lets you browse every expert, try them on small tasks and set up your review queue.',
    cta: 'Sign up free',
  },
} satisfies LandingCopyInput;
