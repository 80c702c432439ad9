import type { Tenant } from './schema.ts';

export const enrdTenant = {
  id: 'enrd',
  landingRoute: '/EnrdLanding',
  siteName: 'Environment & Resources Desk',
  title: 'Environment & Resources Desk — AI experts for energy and land',
  description:
    'AI experts that organise environmental records, permits and case files for energy and natural resources teams who review every finding.',
  canonicalUrl: 'https://enrd.agenticexperts.ai',
  audience: 'Energy, environment and natural resources teams',
  accent: { primary: '#047857', primaryDark: '#065f46', onPrimary: '#ffffff' },
} satisfies Tenant;
