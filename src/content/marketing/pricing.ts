import { PricingPageSchema } from './schema';

/** /marketing-3: plan prices and what each plan includes, stated plainly. */
export const PRICING_PAGE = PricingPageSchema.parse({
  hero: {
    eyebrow: 'Pricing',
    heading: 'Simple plans. Start free.',
    subheading: 'Every plan includes human review of agent actions and answer ratings. Paid plans add volume and tools for teams.',
  },
  plansLabel: 'Plans',
  plans: [
    {
      id: 'free', name: 'Free', price: '$0', period: 'forever', highlighted: false,
      summary: 'For trying experts on small tasks.',
      features: [
        'Browse every expert and its protocol',
        'Up to 25 agent tasks a month',
        'Personal review queue for approvals',
        'Rate answers and report mistakes',
        'Export or delete your data at any time',
      ],
      cta: 'Start free',
    },
    {
      id: 'pro', name: 'Pro', price: '$20', period: 'per month', highlighted: true,
      summary: 'For people who rely on experts every week.',
      features: [
        'Everything in Free',
        'Up to 500 agent tasks a month',
        'Your own rules for which actions need approval',
        'Full history of your work with each expert',
        'E-mail support',
      ],
      cta: 'Choose Pro',
    },
    {
      id: 'team', name: 'Team', price: '$16', period: 'per member per month', highlighted: false,
      summary: 'For teams that share experts and review work together.',
      features: [
        'Everything in Pro, for each member',
        'Shared workspaces and shared subscriptions',
        'Assigned reviewers and shared review queues',
        'Member, reviewer and admin roles',
        'Activity log of every agent action',
        'One invoice for the whole team',
      ],
      cta: 'Choose Team',
    },
  ],
  notes: [
    'Prices are in US dollars and exclude tax.',
    'Subscriptions to individual experts are priced by their creators and shown before you subscribe, on every plan.',
    'You can cancel a paid plan at any time; it stays active until the end of the period you paid for.',
  ],
  faq: {
    heading: 'Questions about pricing',
    items: [
      { question: 'What counts as an agent task?', answer: 'One request you give an expert, such as “draft this report”, including the steps it runs to finish it. Follow-up edits in the same thread count as the same task.' },
      { question: 'What happens if I reach my monthly limit?', answer: 'Experts pause new tasks until the next month or until you upgrade. Work already done stays available.' },
      { question: 'Can I change plans later?', answer: 'Yes. Upgrades apply straight away; downgrades take effect at the end of the current period.' },
    ],
  },
  closing: {
    heading: 'Start on the free plan today',
    body: 'No card needed. Upgrade when experts are doing enough work to be worth it.',
    cta: 'Create a free account',
  },
});
