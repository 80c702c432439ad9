/**
 * May this person run this expert now? Free experts: yes. Paid ones: their creator always; anyone else with a live
 * subscription, or an unused paid run credit, which the run then uses (in the transaction that starts it).
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { expertPriceOf, expertRefsByIds, type ExpertPrice } from '../catalog/service.ts';
import { runCredits, subscriptions } from './schema.ts';

export type Entitlement =
  | { kind: 'free' }
  | { kind: 'creator' }
  | { kind: 'subscription'; subscriptionId: string }
  | { kind: 'run_credit'; creditId: string }
  | { kind: 'none'; price: ExpertPrice };

export async function entitlementOf(db: Database, userId: string, expertId: string, now = new Date()): Promise<Entitlement> {
  const price = await expertPriceOf(db, expertId);
  if (!price || price.model === 'free' || price.amount === 0) return { kind: 'free' };
  const expert = (await expertRefsByIds(db, [expertId])).get(expertId);
  if (expert?.creatorId === userId) return { kind: 'creator' };
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.expertId, expertId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(1);
  if (subscription) return { kind: 'subscription', subscriptionId: subscription.id };
  const [credit] = await db
    .select({ id: runCredits.id })
    .from(runCredits)
    .where(and(eq(runCredits.userId, userId), eq(runCredits.expertId, expertId), isNull(runCredits.usedAt)))
    .orderBy(asc(runCredits.createdAt))
    .limit(1);
  if (credit) return { kind: 'run_credit', creditId: credit.id };
  return { kind: 'none', price };
}

/**
 * Uses the credit for `runId` in the caller's transaction; false when another start used it meanwhile (the caller
 * then asks again).
 */
export async function useRunCredit(tx: Database, creditId: string, runId: string): Promise<boolean> {
  const used = await tx
    .update(runCredits)
    .set({ usedAt: new Date(), usedByRunId: runId })
    .where(and(eq(runCredits.id, creditId), isNull(runCredits.usedAt)))
    .returning({ id: runCredits.id });
  return used.length > 0;
}
