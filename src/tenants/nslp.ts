import type { Tenant } from './schema.ts';

export const nslpTenant = {
  id: 'nslp',
  landingRoute: '/NslpLanding',
  siteName: 'School Lunch Planner',
  title: 'School Lunch Planner — AI experts for school nutrition programs',
  description:
    'AI experts for school nutrition programs: menus that meet meal patterns, allergy-aware substitutions and paperwork that is ready for review.',
  canonicalUrl: 'https://nslp.agenticexperts.ai',
  audience: 'School nutrition directors and cafeteria staff',
  accent: { primary: '#c2410c', primaryDark: '#9a3412', onPrimary: '#ffffff' },
} satisfies Tenant;
