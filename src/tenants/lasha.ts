import type { Tenant } from './schema.ts';

export const lashaTenant = {
  id: 'lasha',
  landingRoute: '/LashaLanding',
  siteName: 'Legal Aid Assist',
  title: 'Legal Aid Assist — AI experts for legal assistance',
  description:
    'AI experts that help legal aid teams take intakes, explain next steps in plain language and draft documents that an advocate reviews.',
  canonicalUrl: 'https://lasha.agenticexperts.ai',
  audience: 'Legal aid advocates and the people they serve',
  accent: { primary: '#7e22ce', primaryDark: '#6b21a8', onPrimary: '#ffffff' },
} satisfies Tenant;
