import { defineEndpoints } from '../lib/endpoint.ts';

export const twoFactorEndpoints = defineEndpoints({
  setup: { method: 'POST', path: '/api/auth/2fa/setup' },
  confirm: { method: 'POST', path: '/api/auth/2fa/confirm' },
  disable: { method: 'POST', path: '/api/auth/2fa/disable' },
  challenge: { method: 'POST', path: '/api/auth/2fa/challenge' },
  regenerateBackupCodes: { method: 'POST', path: '/api/auth/2fa/backup-codes' },
});
