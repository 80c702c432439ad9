import { CreatorsPageSchema } from './schema';

/** /marketing-2: the pitch to people who can codify their expertise as protocols agents follow. */
export const CREATORS_PAGE = CreatorsPageSchema.parse({
  hero: {
    eyebrow: 'Become a creator',
    heading: 'Turn what you know into an expert others can hire',
    subheading: 'Codify your expertise as a protocol: the steps, checks and limits an agent follows. Publish it as an expert and earn from every subscription.',
    primaryCta: 'Start creating',
  },
  protocol: {
    heading: 'What a protocol is',
    intro: 'A protocol is your way of doing a task, written down clearly enough for an agent to follow and for a reviewer to check. You write it in plain language; the platform turns it into steps the agent runs.',
    exampleTitle: 'Example: a weekly meal plan protocol',
    exampleSteps: [
      'Ask for dietary needs, allergies, budget and cooking time before planning anything.',
      'Draft seven days of meals that respect every stated restriction.',
      'Check each day against the nutrition targets and note any day that misses them.',
      'Produce a shopping list grouped by store section.',
      'Never recommend supplements or medical diets; suggest asking a clinician instead.',
      'Send the plan to the person for review before saving it as final.',
    ],
  },
  earning: {
    heading: 'How creators earn',
    intro: 'You decide what your expert costs. Subscribers pay monthly; you see what each expert earns.',
    cards: [
      { icon: 'star', title: 'Set your price', body: 'Choose a monthly subscription price for each expert. The platform fee is shown before you publish.' },
      { icon: 'chart', title: 'See your earnings', body: 'Your creator dashboard shows subscribers, earnings and ratings for each expert you publish.' },
      { icon: 'users', title: 'Grow with feedback', body: 'Subscribers who get good results stay. Ratings show you where to improve your protocol.' },
    ],
  },
  quality: {
    heading: 'Quality is built in',
    intro: 'Good experts earn trust. The platform gives you the tools to build it.',
    cards: [
      { icon: 'clipboard', title: 'Test before you publish', body: 'Run your protocol on sample tasks and read every step the agent took before anyone can subscribe.' },
      { icon: 'shield', title: 'Human review of actions', body: 'Actions with consequences wait for the user’s approval, so your expert never acts beyond what people allow.' },
      { icon: 'journal', title: 'Ratings that teach', body: 'Users rate answers and explain what was wrong. You read the feedback and publish improved versions.' },
    ],
  },
  faq: {
    heading: 'Questions from creators',
    items: [
      { question: 'Do I need to write code?', answer: 'No. Protocols are written in plain language: steps, checks, limits and what to ask the user. You can attach reference documents the agent may use.' },
      { question: 'Who owns my protocol?', answer: 'You do. You can update it, stop new subscriptions or unpublish it at any time; current subscribers are told before it stops.' },
      { question: 'What subjects can I publish?', answer: 'Any field where you have real experience, from education and nutrition to business, agriculture and law. Experts in health and law must state that they do not replace a professional.' },
    ],
  },
  closing: {
    heading: 'Write your first protocol this week',
    body: 'Create a free account, write a protocol for a task you know well and test it on real examples.',
    cta: 'Create a free account',
  },
});
