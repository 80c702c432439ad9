import { defineEndpoints } from '../lib/endpoint.ts';

export const passwordEndpoints = defineEndpoints({
  requestReset: { method: 'POST', path: '/api/public/auth/reset' },
  newPassword: { method: 'POST', path: '/api/public/auth/new-password' },
  updatePassword: { method: 'PATCH', path: '/api/users/update-password/me' },
});
