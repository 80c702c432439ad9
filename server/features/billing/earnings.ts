/**
 * A creator's earnings, all from stored rows: the wallet (the sum of their creator_earning entries), earnings per
 * day, by source and per expert (the entries joined to the payment each transaction records), the live
 * subscriptions to their experts, the runs bought one by one, and the latest payments that earned them money.
 */
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Earnings } from '../../../contract/billing/entities.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { expertFiguresOfCreator, expertRefsByIds, isCreator } from '../catalog/service.ts';
import { earningsByDay, walletBalances } from './ledger.ts';
import { ledgerEntries, ledgerTransactions, payments, runCredits, subscriptions } from './schema.ts';

const RECENT = 10;

type Money = { currency: string; amount: number };

function addTo(list: Money[], currency: string, amount: number): void {
  const found = list.find((item) => item.currency === currency);
  if (found) found.amount += amount;
  else list.push({ currency, amount });
}

/** The creator's entries joined to what was paid for (left join: a deleted payer's payments are gone). */
function earningRows(db: Database, creatorId: string) {
  return db
    .select({
      purpose: payments.purpose,
      expertId: payments.expertId,
      currency: ledgerEntries.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
      payments: sql<number>`count(distinct ${ledgerEntries.transactionId})::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(payments, eq(payments.id, ledgerTransactions.paymentId))
    .where(and(eq(ledgerEntries.account, 'creator_earning'), eq(ledgerEntries.ownerId, creatorId)))
    .groupBy(payments.purpose, payments.expertId, ledgerEntries.currency);
}

async function countsByExpert(db: Database, expertIds: string[], now: Date) {
  const subscribers = new Map<string, number>();
  const runs = new Map<string, number>();
  if (expertIds.length === 0) return { subscribers, runs };
  const [subscribed, bought] = await Promise.all([
    db
      .select({ expertId: subscriptions.expertId, n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.expertId, expertIds), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now)))
      .groupBy(subscriptions.expertId),
    db
      .select({ expertId: runCredits.expertId, n: count() })
      .from(runCredits)
      .where(inArray(runCredits.expertId, expertIds))
      .groupBy(runCredits.expertId),
  ]);
  for (const row of subscribed) if (row.expertId) subscribers.set(row.expertId, row.n);
  for (const row of bought) runs.set(row.expertId, row.n);
  return { subscribers, runs };
}

async function recentEarnings(db: Database, creatorId: string): Promise<Earnings['recent']> {
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      createdAt: ledgerEntries.createdAt,
      earning: ledgerEntries.amount,
      currency: ledgerEntries.currency,
      purpose: payments.purpose,
      expertId: payments.expertId,
      paid: payments.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(payments, eq(payments.id, ledgerTransactions.paymentId))
    .where(and(eq(ledgerEntries.account, 'creator_earning'), eq(ledgerEntries.ownerId, creatorId)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(RECENT);
  const refs = await expertRefsByIds(
    db,
    rows.flatMap((row) => (row.expertId ? [row.expertId] : [])),
  );
  return rows.map((row) => {
    const ref = row.expertId ? refs.get(row.expertId) : undefined;
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      purpose: row.purpose ?? null,
      expert: ref ? { id: ref.id, slug: ref.slug, name: ref.name } : null,
      paid: row.paid ?? null,
      earning: row.earning,
      currency: row.currency,
    };
  });
}

export async function creatorEarnings(db: Database, creatorId: string, now = new Date()): Promise<Earnings> {
  if (!(await isCreator(db, creatorId))) throw new ApiError('CREATOR_REQUIRED');
  const figures = await expertFiguresOfCreator(db, creatorId);
  const expertIds = figures.map((expert) => expert.id);
  const [counts, rows, balances, days, recent] = await Promise.all([
    countsByExpert(db, expertIds, now),
    earningRows(db, creatorId),
    walletBalances(db, 'creator_earning', { ownerId: creatorId }),
    earningsByDay(db, creatorId),
    recentEarnings(db, creatorId),
  ]);

  const bySource: Earnings['by_source'] = [];
  const perExpert = new Map<string, Money[]>();
  for (const row of rows) {
    const amount = Number(row.amount);
    const source = row.purpose ?? null;
    const same = bySource.find((item) => item.source === source && item.currency === row.currency);
    if (same) {
      same.amount += amount;
      same.payments += row.payments;
    } else bySource.push({ source, currency: row.currency, amount, payments: row.payments });
    if (row.expertId) {
      const list = perExpert.get(row.expertId) ?? [];
      addTo(list, row.currency, amount);
      perExpert.set(row.expertId, list);
    }
  }
  const total = (list: Money[] = []) => list.reduce((sum, item) => sum + item.amount, 0);
  const experts = figures
    .map((expert) => ({
      expert: { id: expert.id, slug: expert.slug, name: expert.name },
      paid_runs: counts.runs.get(expert.id) ?? 0,
      active_subscribers: counts.subscribers.get(expert.id) ?? 0,
      earnings: perExpert.get(expert.id) ?? [],
      quality: expert.quality,
    }))
    .sort((a, b) => total(b.earnings) - total(a.earnings) || a.expert.name.localeCompare(b.expert.name));

  return {
    balances,
    days,
    active_subscribers: experts.reduce((sum, expert) => sum + expert.active_subscribers, 0),
    paid_runs: experts.reduce((sum, expert) => sum + expert.paid_runs, 0),
    by_source: bySource.sort((a, b) => b.amount - a.amount),
    experts,
    recent,
  };
}
