import { defineEndpoints } from '../lib/endpoint.ts';

export const usersEndpoints = defineEndpoints({
  getCurrentUser: { method: 'GET', path: '/api/user/get-data' },
  updateProfile: { method: 'PATCH', path: '/api/users/update/{user_id}' },
});
