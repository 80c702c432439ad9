import type { Tenant } from './schema.ts';

export const pubschoolTenant = {
  id: 'pubschool',
  landingRoute: '/PubSchoolLanding',
  siteName: 'PubSchool AI',
  title: 'PubSchool AI — AI teaching assistants for public schools',
  description:
    'AI experts for public schools: lesson planning, tutoring support and family messages that teachers review before anything reaches a classroom.',
  canonicalUrl: 'https://pubschool.agenticexperts.ai',
  audience: 'Public school teachers, staff and families',
  accent: { primary: '#0f766e', primaryDark: '#115e59', onPrimary: '#ffffff' },
} satisfies Tenant;
