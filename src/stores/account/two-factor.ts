/**
 * Two-factor settings: start setup (the password proves who you are), confirm with a code (backup codes come back
 * once), turn off, or make new backup codes. Whether 2FA is on is the current user's flag in $session.
 */
import type { TwoFactorSetup } from '../../../contract/two-factor/index.ts';
import type { CallOptions } from '../../lib/api/typed-client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { twoFactorApi } from '../auth/clients.ts';
import { $session } from '../auth/session.ts';

// A wrong code answers 401 INVALID_TWO_FACTOR_CODE; that is a typo, not an ended session, so it must not sign out.
const KEEP_SESSION: CallOptions = { ignoreUnauthorized: true };
const CODE_FIELDS = { INVALID_TWO_FACTOR_CODE: 'code', INVALID_CODE: 'code', PASSWORD_CONFIRMATION_FAILED: 'password' };
const OPTIONS = { domain: 'auth', codeFields: CODE_FIELDS };

export function startTwoFactorSetup(password: string): Promise<Outcome<TwoFactorSetup>> {
  return attempt('setupTwoFactor', () => twoFactorApi.setup({ body: password === '' ? {} : { password } }, KEEP_SESSION), OPTIONS);
}

/** Turns 2FA on; the value is the backup codes, shown only now. */
export async function confirmTwoFactor(code: string): Promise<Outcome<string[]>> {
  const outcome = await attempt('confirmTwoFactor', () => twoFactorApi.confirm({ body: { code } }, KEEP_SESSION), OPTIONS);
  if (!outcome.ok) return outcome;
  markTwoFactor(true);
  return { ok: true, value: outcome.value.backup_codes };
}

export async function disableTwoFactor(code: string): Promise<Outcome<void>> {
  const outcome = await attempt('disableTwoFactor', () => twoFactorApi.disable({ body: { code } }, KEEP_SESSION), OPTIONS);
  if (!outcome.ok) return outcome;
  markTwoFactor(false);
  return { ok: true, value: undefined };
}

export async function regenerateBackupCodes(code: string): Promise<Outcome<string[]>> {
  const outcome = await attempt(
    'regenerateBackupCodes',
    () => twoFactorApi.regenerateBackupCodes({ body: { code } }, KEEP_SESSION),
    OPTIONS,
  );
  return outcome.ok ? { ok: true, value: outcome.value.backup_codes } : outcome;
}

function markTwoFactor(enabled: boolean): void {
  const state = $session.get();
  if (state.user) $session.set({ ...state, user: { ...state.user, two_factor_enabled: enabled } });
}

/** A plain-text file of backup codes, one a line, under a title and a note in the page's language. */
export function backupCodesFile(codes: string[], title: string, note: string): string {
  return [title, note, '', ...codes, ''].join('\n');
}
