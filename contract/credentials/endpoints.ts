import { defineEndpoints } from '../lib/endpoint.ts';

export const credentialsEndpoints = defineEndpoints({
  listApiKeys: { method: 'GET', path: '/api/auth/api-keys', list: true },
  createApiKey: { method: 'POST', path: '/api/auth/api-keys' },
  deleteApiKey: { method: 'DELETE', path: '/api/auth/api-keys/{id}' },
  listTokens: { method: 'GET', path: '/api/auth/tokens', list: true },
  createToken: { method: 'POST', path: '/api/auth/tokens' },
  deleteToken: { method: 'DELETE', path: '/api/auth/tokens/{id}' },
});
