import { defineEndpoints } from '../lib/endpoint.ts';

export const authEndpoints = defineEndpoints({
  signUp: { method: 'POST', path: '/api/public/auth/sign-up' },
  register: { method: 'POST', path: '/api/auth/register' },
  signIn: { method: 'POST', path: '/api/public/auth/sign-in' },
  logout: { method: 'GET', path: '/api/logout' },
  logoutPost: { method: 'POST', path: '/api/logout' },
  refresh: { method: 'POST', path: '/api/auth/refresh' },
  getConfig: { method: 'GET', path: '/api/auth/config' },
  checkEmail: { method: 'GET', path: '/api/auth/check-email' },
  checkUsername: { method: 'GET', path: '/api/auth/check-username' },
});
