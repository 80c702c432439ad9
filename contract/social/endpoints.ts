import { defineEndpoints } from '../lib/endpoint.ts';

export const socialEndpoints = defineEndpoints({
  createLoginTransaction: { method: 'POST', path: '/api/public/create-login-transaction' },
  verifySocialToken: { method: 'POST', path: '/api/public/verify-social-token' },
  authBySocialToken: { method: 'POST', path: '/api/public/auth-by-social-token' },
  finishSocialRegistration: { method: 'POST', path: '/api/public/auth/finish-social-registration' },
});
