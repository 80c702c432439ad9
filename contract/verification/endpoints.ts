import { defineEndpoints } from '../lib/endpoint.ts';

export const verificationEndpoints = defineEndpoints({
  resendVerifyEmail: { method: 'GET', path: '/api/resend-verify-email' },
  verifyCode: { method: 'POST', path: '/api/verify-code' },
  sendPhoneCode: { method: 'POST', path: '/api/users/get-code' },
  verifyPhoneCode: { method: 'POST', path: '/api/verify-phone-code' },
});
