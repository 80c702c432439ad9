import type { Tenant } from './schema.ts';

export const crohnsTenant = {
  id: 'crohns',
  landingRoute: '/CrohnsLanding',
  siteName: "Crohn's Companion",
  title: "Crohn's Companion — AI support for life with Crohn's disease",
  description:
    "AI experts for people living with Crohn's disease: symptom journals, meal planning and visit preparation, reviewed by people who care.",
  canonicalUrl: 'https://crohns.agenticexperts.ai',
  audience: "People living with Crohn's disease and their carers",
  accent: { primary: '#7c3aed', primaryDark: '#5b21b6', onPrimary: '#ffffff' },
} satisfies Tenant;
