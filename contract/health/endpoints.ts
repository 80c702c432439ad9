import { defineEndpoints } from '../lib/endpoint.ts';

export const healthEndpoints = defineEndpoints({
  getHealth: { method: 'GET', path: '/api/health' },
});
