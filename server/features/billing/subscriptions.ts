/**
 * A payer's subscriptions: cancel at the end of the paid period (usable until then) and undo that before it ends.
 * Renewals, retries and proration are a later slice (docs/decisions.md), so a period that ends simply ends.
 */
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUuid } from './ids.ts';
import { subscriptions } from './schema.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function listSubscriptions(db: Database, userId: string, page: { page: number; limit: number }) {
  const mine = eq(subscriptions.userId, userId);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(mine)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db.select({ total: count() }).from(subscriptions).where(mine);
  return { rows, total: counted?.total ?? 0 };
}

/** Active and inside its paid period: what entitles a person to run the expert. */
export const isLive = (row: SubscriptionRow, now = new Date()) =>
  row.status === 'active' && row.currentPeriodEnd !== null && row.currentPeriodEnd > now;

async function ownSubscription(db: Database, userId: string, id: string): Promise<SubscriptionRow> {
  if (!isUuid(id)) throw new ApiError('SUBSCRIPTION_NOT_FOUND');
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!row) throw new ApiError('SUBSCRIPTION_NOT_FOUND');
  return row;
}

/** Sets cancel-at-period-end; asking twice answers the same subscription. Only a live one can change. */
export async function setCancelAtPeriodEnd(db: Database, userId: string, id: string, cancel: boolean): Promise<SubscriptionRow> {
  const row = await ownSubscription(db, userId, id);
  const now = new Date();
  if (!isLive(row, now)) throw new ApiError('SUBSCRIPTION_STATUS_CONFLICT');
  if (row.cancelAtPeriodEnd === cancel) return row;
  const [updated] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now)))
    .returning();
  if (!updated) throw new ApiError('SUBSCRIPTION_STATUS_CONFLICT');
  return updated;
}
