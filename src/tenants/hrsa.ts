import type { Tenant } from './schema.ts';

export const hrsaTenant = {
  id: 'hrsa',
  landingRoute: '/HrsaLanding',
  siteName: 'Health Resources Hub',
  title: 'Health Resources Hub — AI experts for health centers and grantees',
  description:
    'AI experts that help health centers and grantees find resources, prepare grant reports and answer patients, with people approving what matters.',
  canonicalUrl: 'https://hrsa.agenticexperts.ai',
  audience: 'Health centers, clinics and grantees',
  accent: { primary: '#0e7490', primaryDark: '#155e75', onPrimary: '#ffffff' },
} satisfies Tenant;
