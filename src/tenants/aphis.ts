import type { Tenant } from './schema.ts';

export const aphisTenant = {
  id: 'aphis',
  landingRoute: '/AphisLanding',
  siteName: 'APHIS Inspection Assist',
  title: 'APHIS Inspection Assist — AI experts for agricultural inspection',
  description:
    'AI experts that help plant and animal health inspectors prepare checklists, read permits and draft findings, with an inspector approving every step.',
  canonicalUrl: 'https://aphis.agenticexperts.ai',
  audience: 'Plant and animal health inspectors',
  accent: { primary: '#15803d', primaryDark: '#166534', onPrimary: '#ffffff' },
} satisfies Tenant;
