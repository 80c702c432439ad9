import type { Tenant } from './schema.ts';

export const usichTenant = {
  id: 'usich',
  landingRoute: '/UsichLanding',
  siteName: 'Housing First Helper',
  title: 'Housing First Helper — AI experts for homelessness services',
  description:
    'AI experts that help homelessness services coordinate outreach, find housing resources and keep case notes current, with caseworkers in charge.',
  canonicalUrl: 'https://usich.agenticexperts.ai',
  audience: 'Homelessness service providers and caseworkers',
  accent: { primary: '#be185d', primaryDark: '#9d174d', onPrimary: '#ffffff' },
} satisfies Tenant;
