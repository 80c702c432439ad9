import type { Tenant } from './schema.ts';

export const ustdaTenant = {
  id: 'ustda',
  landingRoute: '/UstdaLanding',
  siteName: 'Trade Development Studio',
  title: 'Trade Development Studio — AI experts for trade development',
  description:
    'AI experts that help trade development teams scope projects, compare partners and prepare feasibility briefs, with a person approving each step.',
  canonicalUrl: 'https://ustda.agenticexperts.ai',
  audience: 'Trade and infrastructure development teams',
  accent: { primary: '#a16207', primaryDark: '#854d0e', onPrimary: '#ffffff' },
} satisfies Tenant;
