/**
 * What a payer spent (Personal 2), summed from their succeeded payments when asked: this month and last per
 * currency, this month by the experts' categories; with the paid runs not yet used and the live subscriptions.
 * Every site's payments count: the card and the money are the person's, wherever they paid.
 */
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Spending } from '../../../contract/billing/entities.ts';
import type { Database } from '../../db/client.ts';
import { localMonths } from '../../lib/local-months.ts';
import { categories, experts } from '../catalog/schema.ts';
import { payments, runCredits, subscriptions } from './schema.ts';

type CategoryRow = { slug: string; icon: string; labels: Record<string, string> } | null;

export async function spending(db: Database, userId: string, timeZone: string): Promise<Spending> {
  const { thisMonthStart, lastMonthStart } = localMonths(timeZone);
  const paid = and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), gte(payments.createdAt, lastMonthStart));
  const thisMonth = sql`${payments.createdAt} >= ${thisMonthStart}`;
  const [totals, byCategory, [credits], [live]] = await Promise.all([
    db
      .select({
        currency: payments.currency,
        this_month: sql<number>`coalesce(sum(${payments.amount}) filter (where ${thisMonth}), 0)`.mapWith(Number),
        last_month: sql<number>`coalesce(sum(${payments.amount}) filter (where not (${thisMonth})), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(paid)
      .groupBy(payments.currency)
      .orderBy(payments.currency),
    db
      .select({
        currency: payments.currency,
        slug: categories.slug,
        icon: categories.icon,
        labels: categories.labels,
        amount: sql<number>`sum(${payments.amount})`.mapWith(Number),
      })
      .from(payments)
      .leftJoin(experts, eq(experts.id, payments.expertId))
      .leftJoin(categories, eq(categories.id, experts.categoryId))
      .where(and(paid, thisMonth))
      .groupBy(payments.currency, categories.slug, categories.icon, categories.labels)
      .orderBy(desc(sql`sum(${payments.amount})`), categories.slug),
    db
      .select({ n: count() })
      .from(runCredits)
      .where(and(eq(runCredits.userId, userId), isNull(runCredits.usedAt))),
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'))),
  ]);
  return {
    currencies: totals.map((total) => ({
      ...total,
      by_category: byCategory
        .filter((row) => row.currency === total.currency)
        .map((row) => ({ category: categoryOf(row), amount: row.amount })),
    })),
    unused_run_credits: credits?.n ?? 0,
    active_subscriptions: live?.n ?? 0,
  };
}

function categoryOf(row: { slug: string | null; icon: string | null; labels: Record<string, string> | null }): CategoryRow {
  return row.slug === null ? null : { slug: row.slug, icon: row.icon ?? '', labels: row.labels ?? {} };
}
