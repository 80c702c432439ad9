/** Billing rows as the contract shows them: amounts stay integer minor units, times ISO strings. */
import type { Payment, PaymentMethod, Subscription } from '../../../contract/billing/entities.ts';
import type { Database } from '../../db/client.ts';
import { expertRefsByIds } from '../catalog/service.ts';
import type { paymentMethods, payments, subscriptions } from './schema.ts';

type ExpertView = { id: string; slug: string; name: string };
/** An expert removed since the payment: the receipt still stands, under a placeholder. */
const GONE: ExpertView = { id: '00000000-0000-0000-0000-000000000000', slug: '', name: '—' };

async function expertsOf(db: Database, ids: Array<string | null>) {
  const refs = await expertRefsByIds(
    db,
    ids.filter((id): id is string => Boolean(id)),
  );
  return (id: string | null): ExpertView => {
    const ref = id ? refs.get(id) : undefined;
    return ref ? { id: ref.id, slug: ref.slug, name: ref.name } : GONE;
  };
}

export function toPaymentMethod(row: typeof paymentMethods.$inferSelect): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    created_at: row.createdAt.toISOString(),
  };
}

export async function toPayments(db: Database, rows: Array<typeof payments.$inferSelect>): Promise<Payment[]> {
  const expert = await expertsOf(
    db,
    rows.map((row) => row.expertId),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    purpose: row.purpose,
    amount: row.amount,
    currency: row.currency,
    decline_code: row.declineCode ?? null,
    next_action: row.status === 'requires_action' ? 'three_d_secure' : null,
    expert: expert(row.expertId),
    card: { brand: row.cardBrand, last4: row.cardLast4 },
    subscription_id: row.subscriptionId,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function toSubscriptions(db: Database, rows: Array<typeof subscriptions.$inferSelect>): Promise<Subscription[]> {
  const expert = await expertsOf(
    db,
    rows.map((row) => row.expertId),
  );
  return rows.map((row) => ({
    id: row.id,
    expert: expert(row.expertId),
    interval: row.interval,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    created_at: row.createdAt.toISOString(),
  }));
}
