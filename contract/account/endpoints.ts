import { defineEndpoints } from '../lib/endpoint.ts';

export const accountEndpoints = defineEndpoints({
  deleteAccount: { method: 'POST', path: '/api/users/delete/me' },
  startExport: { method: 'POST', path: '/api/auth/export-data' },
  getExport: { method: 'GET', path: '/api/auth/export-data/{id}' },
});
