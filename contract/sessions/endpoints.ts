import { defineEndpoints } from '../lib/endpoint.ts';

export const sessionsEndpoints = defineEndpoints({
  listSessions: { method: 'GET', path: '/api/users/get-sessions', list: true },
  revokeSession: { method: 'DELETE', path: '/api/auth/sessions/{id}' },
  revokeOtherSessions: { method: 'POST', path: '/api/auth/sessions/revoke-others' },
});
