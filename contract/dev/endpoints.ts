import { defineEndpoints } from '../lib/endpoint.ts';

export const devEndpoints = defineEndpoints({
  listOutbox: { method: 'GET', path: '/api/dev/outbox', list: true },
});
