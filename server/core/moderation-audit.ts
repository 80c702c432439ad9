/**
 * The moderation audit writer and reader. Every admin action calls `recordModeration` with the transaction it
 * runs in, so the line exists exactly when the action happened.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { ModerationAction, ModerationAuditEntry, ModerationTarget } from '../../contract/catalog/audit.ts';
import type { Database } from '../db/client.ts';
import { moderationAudit, users } from './schema.ts';

export interface ModerationInput {
  actorId: string;
  action: ModerationAction;
  target: { type: ModerationTarget; id: string; label: string };
  reason?: string | null;
}

export async function recordModeration(db: Database, input: ModerationInput): Promise<void> {
  const [actor] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, input.actorId));
  await db.insert(moderationAudit).values({
    actorId: input.actorId,
    actorName: actor?.name ?? '',
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    targetLabel: input.target.label,
    reason: input.reason ?? null,
  });
}

export async function listModeration(db: Database, page: number, limit: number): Promise<{ items: ModerationAuditEntry[]; total: number }> {
  const rows = await db
    .select({ row: moderationAudit, total: sql<number>`count(*) over ()` })
    .from(moderationAudit)
    .orderBy(desc(moderationAudit.seq))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map(({ row }) => ({
      id: row.id,
      actor: { id: row.actorId, name: row.actorName },
      action: row.action as ModerationAction,
      target: { type: row.targetType as ModerationTarget, id: row.targetId, label: row.targetLabel },
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
