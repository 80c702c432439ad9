import type { LandingCopyInput } from './schema';

/** For school nutrition directors and cafeteria staff: menus, allergies and programme paperwork. */
export const nslpCopy = {
  hero: {
    eyebrow: 'For school nutrition directors and cafeteria staff',
    heading: 'Menus that meet the meal pattern, planned in an afternoon',
    subheading: 'AI experts plan cycle menus, suggest allergy-safe substitutions, scale recipes and prepare production records, all ready for your review.',
    primaryCta: 'Plan your next menu',
    secondaryCta: 'Log in',
  },
  experts: {
    heading: 'Experts for the school kitchen',
    intro: 'Each expert knows meal pattern requirements and works from your recipes, vendors and student counts.',
    cards: [
      { icon: 'meal', title: 'Cycle menu planner', body: 'Builds four-week menus by grade group and checks each week against component and calorie requirements.' },
      { icon: 'heart', title: 'Allergy substitution helper', body: 'Suggests substitutions for documented allergies and diets, and flags cross-contact risks for staff.' },
      { icon: 'chart', title: 'Recipe scaler', body: 'Scales recipes to your serving counts and updates the shopping list and food cost.' },
      { icon: 'clipboard', title: 'Production record preparer', body: 'Prepares daily production records from planned menus, so staff only fill in what was actually served.' },
      { icon: 'chat', title: 'Family menu notes', body: 'Writes friendly menu announcements for families, including what is new and why.' },
    ],
  },
  trust: {
    heading: 'Your staff sign off',
    intro: 'Menus feed children every day. Experts prepare the work; your team approves it.',
    points: [
      { icon: 'shield', title: 'Review before publishing', body: 'Menus and substitutions are drafts until a nutrition professional approves them.' },
      { icon: 'heart', title: 'Allergies handled with care', body: 'Allergy notes are visible only to staff who need them and are never used in family messages.' },
      { icon: 'star', title: 'Feedback that sticks', body: 'Rate menus and mark what students did not eat; the planner takes it into account next time.' },
    ],
  },
  closing: {
    heading: 'Get next month’s menu drafted this week',
    body: 'Create an account, add your recipes and let the planner draft a cycle menu for your review.',
    cta: 'Create a free account',
  },
  footerNotice: 'An independent service for school nutrition programmes. It is not an official government website.',
} satisfies LandingCopyInput;
