import type { Tenant } from './schema.ts';

export const mainTenant = {
  id: 'main',
  landingRoute: null,
  siteName: 'Agentic Experts',
  title: 'Agentic Experts — hire AI experts who get work done',
  description:
    'Say less, do more: hire agentic AI experts in education, nutrition, business, health, law and agriculture, and review every action they take.',
  canonicalUrl: 'https://agenticexperts.ai',
  audience: 'Teams and people who want work done by AI experts',
  accent: { primary: '#4f46e5', primaryDark: '#3730a3', onPrimary: '#ffffff' },
} satisfies Tenant;
