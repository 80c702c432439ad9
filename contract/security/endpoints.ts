import { defineEndpoints } from '../lib/endpoint.ts';

export const securityEndpoints = defineEndpoints({
  getSettings: { method: 'GET', path: '/api/auth/security' },
  updateSettings: { method: 'PATCH', path: '/api/auth/security' },
  listEvents: { method: 'GET', path: '/api/auth/security/events', list: true },
});
