import type { LandingCopyInput } from './schema';

/** For public school teachers, staff and families: classroom prep and school-home communication. */
export const pubschoolCopy = {
  hero: {
    eyebrow: 'For public school teachers, staff and families',
    heading: 'Give teachers back their evenings',
    subheading: 'AI teaching assistants draft lesson plans, practice sets and family messages aligned to your standards. A teacher reviews every piece before it reaches a student or a family.',
    primaryCta: 'Try it with your class',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for the school day',
    intro: 'Each expert follows a protocol written with classroom teachers and works inside your school’s rules.',
    cards: [
      { icon: 'book', title: 'Lesson plan builder', body: 'Drafts a lesson from a standard and a time slot: objectives, activities, checks for understanding and differentiation ideas.' },
      { icon: 'clipboard', title: 'Practice set maker', body: 'Writes practice questions at three levels with an answer key, so every student gets work that fits.' },
      { icon: 'chat', title: 'Family message helper', body: 'Turns a quick note into a clear, friendly message for families, ready to translate into the languages they read.' },
      { icon: 'journal', title: 'Feedback assistant', body: 'Suggests comments on student writing against your rubric; you edit and approve every comment.' },
      { icon: 'calendar', title: 'IEP meeting prep', body: 'Gathers progress notes and goals into an agenda, so meetings start from the same page.' },
    ],
  },
  trust: {
    heading: 'Built for schools, with teachers in charge',
    intro: 'Student information needs extra care. Every expert here follows the same rules.',
    points: [
      { icon: 'shield', title: 'Teacher review first', body: 'Nothing is sent to students or families until a teacher approves it. Drafts stay drafts.' },
      { icon: 'users', title: 'Minimal student data', body: 'Experts work from the least student information the task needs; use first names or initials.' },
      { icon: 'star', title: 'Ratings improve the protocols', body: 'Teachers rate drafts and mark what missed the mark; creators use that feedback to fix their protocols.' },
    ],
  },
  closing: {
    heading: 'Plan tomorrow’s lesson in minutes',
    body: 'Create a free account, pick a standard and review your first draft before the bell.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for public school teachers, staff and families. It is not run by any school district.',
} satisfies LandingCopyInput;
