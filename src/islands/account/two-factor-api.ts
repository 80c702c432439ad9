/** The two-factor endpoints (spec §7) as the setup island uses them; kept apart so the island only renders. */
import { api } from '../../lib/api/index.ts';
import { $session } from '../../stores/index.ts';

export interface TwoFactorSetup { secret: string; otpauth_uri: string; qr_code: string; enabled: false }

// A wrong code answers 401 INVALID_TWO_FACTOR_CODE; that is a typo, not an ended session, so it must not sign out.
const KEEP_SESSION = { ignoreUnauthorized: true } as const;

export function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/api/auth/2fa/setup', password === '' ? {} : { password }, KEEP_SESSION);
}

export async function confirmTwoFactor(code: string): Promise<string[]> {
  const result = await api.post<{ enabled: true; backup_codes: string[] }>('/api/auth/2fa/confirm', { code }, KEEP_SESSION);
  markTwoFactor(true);
  return result.backup_codes;
}

export async function disableTwoFactor(code: string): Promise<void> {
  await api.post('/api/auth/2fa/disable', { code }, KEEP_SESSION);
  markTwoFactor(false);
}

export async function regenerateBackupCodes(code: string): Promise<string[]> {
  const result = await api.post<{ backup_codes: string[] }>('/api/auth/2fa/backup-codes', { code }, KEEP_SESSION);
  return result.backup_codes;
}

function markTwoFactor(enabled: boolean): void {
  const state = $session.get();
  if (state.user) $session.set({ ...state, user: { ...state.user, two_factor_enabled: enabled } });
}

/** A plain-text file of backup codes, one a line, under a title and a note in the page's language. */
export function backupCodesFile(codes: string[], title: string, note: string): string {
  return [title, note, '', ...codes, ''].join('\n');
}
