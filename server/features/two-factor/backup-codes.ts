/**
 * Backup codes: ten single-use codes shown once when 2FA is enabled (or regenerated). Each is 10 characters
 * of Crockford's base32 alphabet (50 bits), shown as `xxxxx-xxxxx`; look-alikes typed by mistake are mapped. Stored as a SHA-256 salted with
 * the user id, so equal codes of two users never collide; use is one atomic UPDATE, so a code works once.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupCodes } from './schema.ts';
import { hashSecret } from '../../lib/crypto.ts';

export const BACKUP_CODE_COUNT = 10;
/** Crockford's base32: no i, l, o, u (typed anyway, they read as 1, 1, 0). */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;

function generateBackupCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What people type: any case, with or without the dash or spaces. */
export function normalizeBackupCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

function hashBackupCode(userId: string, code: string): string {
  return hashSecret(`backup_code:${userId}:${normalizeBackupCode(code)}`);
}

/** Replaces every backup code of the user with a fresh set and returns the codes in clear, once. */
export async function replaceBackupCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode);
  await db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await tx.insert(backupCodes).values(codes.map((code) => ({ userId, codeHash: hashBackupCode(userId, code) })));
  });
  return codes;
}

/** Marks the code used; false when it is unknown or was used before (also under concurrent use). */
export async function useBackupCode(db: Database, userId: string, code: string): Promise<boolean> {
  if (normalizeBackupCode(code).length !== CODE_LENGTH) return false;
  const used = await db
    .update(backupCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, hashBackupCode(userId, code)), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return used.length > 0;
}

export async function countUnusedBackupCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return row?.count ?? 0;
}
