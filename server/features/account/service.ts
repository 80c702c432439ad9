/**
 * Account-wide operations: deleting the account (every user-owned table cascades from users) and the
 * data-export job, which runs in this process after the request answered and persists its progress.
 */
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { dataExports } from './schema.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { users } from '../../core/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
import { buildArchive } from './export-archive.ts';

/** One export per user per this many minutes. */
export const EXPORT_INTERVAL_MINUTES = 10;

/**
 * Removes the user. Foreign keys cascade to sessions, codes, 2FA, keys, tokens, settings, events, exports and
 * social accounts; outbox mail is matched by address (it has no user column), so it is removed explicitly.
 */
export async function deleteAccount(db: Database, user: { id: string; email: string; phone: string | null }): Promise<void> {
  const addresses = [user.email, ...(user.phone ? [user.phone] : [])];
  await db.transaction(async (tx) => {
    await tx.delete(outbox).where(inArray(outbox.to, addresses));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/**
 * Creates a pending export unless one was requested in the last EXPORT_INTERVAL_MINUTES. The user row is
 * locked meanwhile, so two simultaneous requests cannot both start one.
 */
export async function createExport(db: Database, userId: string): Promise<{ id: string; status: 'pending'; progress: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          ne(dataExports.status, 'failed'), // a failed run should not make the person wait
          gt(dataExports.createdAt, sql`now() - (${EXPORT_INTERVAL_MINUTES} * interval '1 minute')`),
        ),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (recent) {
      const retryAfter = Math.max(1, Math.ceil((recent.createdAt.getTime() + EXPORT_INTERVAL_MINUTES * 60_000 - Date.now()) / 1000));
      throw new ApiError('EXPORT_TOO_SOON', { headers: { 'Retry-After': String(retryAfter) } });
    }
    const [row] = await tx.insert(dataExports).values({ userId }).returning({ id: dataExports.id, progress: dataExports.progress });
    return { id: row!.id, status: 'pending' as const, progress: row!.progress };
  });
}

/** Collects the archive section by section (progress 0 → 100 persisted), then stores it. Never throws. */
export async function runExport(db: Database, logger: Logger, exportId: string, userId: string): Promise<void> {
  try {
    await db.update(dataExports).set({ status: 'running' }).where(eq(dataExports.id, exportId));
    const archive = await buildArchive(db, userId, async (done, total) => {
      // 100 is written only together with the archive, so "100" always means "ready".
      const progress = Math.min(99, Math.floor((done / total) * 100));
      await db.update(dataExports).set({ progress }).where(eq(dataExports.id, exportId));
    });
    await db
      .update(dataExports)
      .set({ status: 'completed', progress: 100, archive, completedAt: sql`now()` })
      .where(eq(dataExports.id, exportId));
    await recordSecurityEvent(db, { userId, type: 'data_export_completed', metadata: { export_id: exportId } });
  } catch (error) {
    logger.error({ err: error, exportId }, 'data export failed');
    await db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(eq(dataExports.id, exportId))
      .catch(() => undefined); // the database itself may be gone (shutdown); nothing more to do
  }
}

export async function findExport(db: Database, userId: string, exportId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)))
    .limit(1);
  return row ?? null;
}
