import type { Tenant } from './schema.ts';

export const usitcTenant = {
  id: 'usitc',
  landingRoute: '/UsitcLanding',
  siteName: 'Trade Research Desk',
  title: 'Trade Research Desk — AI experts for trade analysis',
  description:
    'AI experts that read tariff schedules, summarise trade investigations and prepare data briefs for analysts who sign off on every conclusion.',
  canonicalUrl: 'https://usitc.agenticexperts.ai',
  audience: 'Trade analysts and economists',
  accent: { primary: '#1d4ed8', primaryDark: '#1e40af', onPrimary: '#ffffff' },
} satisfies Tenant;
