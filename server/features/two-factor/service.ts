/**
 * The two_factor row of a user: a pending secret (setup), then enabled (confirm), then gone (disable).
 * Second factors are checked here: a TOTP code is accepted once (its time step must be newer than the last
 * accepted one, written atomically), a backup code once (atomic single use).
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupCodes } from './schema.ts';
import { securitySettings, twoFactor } from '../../core/schema.ts';
import { useBackupCode } from './backup-codes.ts';
import { generateTotpSecret, matchTotpStep } from './totp.ts';

export type TwoFactorRow = typeof twoFactor.$inferSelect;
export type SecondFactorMethod = 'totp' | 'backup_code';

export async function findTwoFactor(db: Database, userId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row ?? null;
}

/** A fresh pending secret (replacing an unconfirmed one); null when 2FA got enabled meanwhile. */
export async function startTwoFactorSetup(db: Database, userId: string): Promise<string | null> {
  const secret = generateTotpSecret();
  const rows = await db
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret, lastUsedStep: null },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length > 0 ? secret : null;
}

/**
 * Accepts a TOTP code once: the step it belongs to must be newer than the last accepted step.
 * The compare-and-set is one UPDATE, so two requests racing with the same code cannot both pass.
 */
export async function acceptTotpCode(db: Database, row: TwoFactorRow, code: string): Promise<boolean> {
  const step = matchTotpStep(row.secret, code);
  if (step === null) return false;
  const updated = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactor.userId, row.userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
    .returning({ userId: twoFactor.userId });
  return updated.length > 0;
}

/** Six digits are a TOTP code; anything else is tried as a backup code (when allowed). */
export async function verifySecondFactor(
  db: Database,
  row: TwoFactorRow,
  rawCode: string,
  options: { allowBackupCode: boolean },
): Promise<SecondFactorMethod | null> {
  const code = rawCode.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) return (await acceptTotpCode(db, row, code)) ? 'totp' : null;
  if (!options.allowBackupCode) return null;
  return (await useBackupCode(db, row.userId, code)) ? 'backup_code' : null;
}

/** Marks the pending secret as enabled; false when it already was (a concurrent confirm won). */
export async function enableTwoFactor(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ enabledAt: new Date() })
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Removes the secret and every backup code. */
export async function disableTwoFactor(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  });
}

/**
 * The account's security settings ask that 2FA stay on (core's security_settings; no row means the default, off).
 * Read here, not through the security feature, which stands above two-factor (it shows the backup codes left).
 */
export async function twoFactorRequiredBySettings(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: securitySettings.requireTwoFactor })
    .from(securitySettings)
    .where(eq(securitySettings.userId, userId))
    .limit(1);
  return row?.required ?? false;
}

// What other features use of two-factor: the security settings show how many backup codes are left.
export { countUnusedBackupCodes } from './backup-codes.ts';
