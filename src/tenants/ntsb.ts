import type { Tenant } from './schema.ts';

export const ntsbTenant = {
  id: 'ntsb',
  landingRoute: '/NtsbLanding',
  siteName: 'NTSB Safety Desk',
  title: 'NTSB Safety Desk — AI experts for transportation safety',
  description:
    'AI experts that organise transportation safety evidence, timelines and recommendations so investigators spend their time on judgement, not paperwork.',
  canonicalUrl: 'https://ntsb.agenticexperts.ai',
  audience: 'Transportation safety investigators',
  accent: { primary: '#b91c1c', primaryDark: '#991b1b', onPrimary: '#ffffff' },
} satisfies Tenant;
