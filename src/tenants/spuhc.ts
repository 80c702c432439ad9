import type { Tenant } from './schema.ts';

export const spuhcTenant = {
  id: 'spuhc',
  landingRoute: '/SpuhcLanding',
  siteName: 'Public Health Connect',
  title: 'Public Health Connect — AI experts for community health teams',
  description:
    'AI experts that help public health teams answer residents, track outreach and prepare reports, with staff reviewing every message that goes out.',
  canonicalUrl: 'https://spuhc.agenticexperts.ai',
  audience: 'Community and public health teams',
  accent: { primary: '#0369a1', primaryDark: '#075985', onPrimary: '#ffffff' },
} satisfies Tenant;
