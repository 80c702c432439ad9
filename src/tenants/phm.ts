import type { Tenant } from './schema.ts';

export const phmTenant = {
  id: 'phm',
  landingRoute: '/PhmLanding',
  siteName: 'Population Health Manager',
  title: 'Population Health Manager — AI experts for health management',
  description:
    'AI experts that help public health managers track programs, spot gaps in care and prepare briefings, with people reviewing each recommendation.',
  canonicalUrl: 'https://phm.agenticexperts.ai',
  audience: 'Public health program managers',
  accent: { primary: '#4338ca', primaryDark: '#3730a3', onPrimary: '#ffffff' },
} satisfies Tenant;
