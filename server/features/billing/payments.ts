/**
 * Charging: buying one run of a per-run expert and the first period of a subscription, and the 3-D Secure answer
 * that settles a payment which required it. Each charge is one database transaction holding the provider's charge
 * (the sandbox keeps its records in the same database), the payment row, and, once it succeeded, the ledger
 * transaction and what it bought (a run credit, an active period). A request repeated with its Idempotency-Key
 * answers the payment it made; two copies racing meet on the payments' unique key and the second answers the first.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import type { SubscriptionInterval } from '../../../contract/billing/entities.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { expertPriceOf, expertRefsByIds, findReachableExpert, type ExpertRef } from '../catalog/service.ts';
import type { BillingDeps, Payer } from './deps.ts';
import { recordPayment } from './ledger.ts';
import { ownPaymentMethod } from './methods.ts';
import { isUuid } from './ids.ts';
import { payments, runCredits, subscriptions } from './schema.ts';

type PaymentRow = typeof payments.$inferSelect;
export interface Charged {
  payment: PaymentRow;
  replayed: boolean;
}

/** A yearly subscription costs ten monthly periods (two months free; docs/decisions.md). */
export const YEARLY_MONTHS_CHARGED = 10;

export function periodEnd(from: Date, interval: SubscriptionInterval): Date {
  const end = new Date(from);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

async function paymentByKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return row;
}

/** The payment this key made before, if any; the same key for another request is refused. */
async function earlierPayment(db: Database, userId: string, key: string, fingerprint: string): Promise<Charged | null> {
  const row = await paymentByKey(db, userId, key);
  if (!row) return null;
  if (row.requestFingerprint !== fingerprint) throw new ApiError('IDEMPOTENCY_KEY_CONFLICT');
  return { payment: row, replayed: true };
}

async function pricedExpert(deps: BillingDeps, payer: Payer, slug: string, model: 'per_run' | 'subscription') {
  const expert = await findReachableExpert(deps.db, payer.tenant, { slug }, payer);
  if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
  if (expert.creatorId === payer.userId) throw new ApiError('CANNOT_PAY_OWN_EXPERT');
  const price = await expertPriceOf(deps.db, expert.id);
  if (!price || price.model !== model) throw new ApiError('PRICE_MODEL_MISMATCH');
  return { expert, price };
}

/** What a succeeded payment buys, written with its ledger transaction. */
async function settle(tx: Database, payment: PaymentRow, creatorId: string, now: Date): Promise<void> {
  await recordPayment(tx, { ...payment, tenantId: payment.tenantId as TenantId, creatorId });
  if (payment.purpose === 'run') {
    await tx.insert(runCredits).values({ userId: payment.userId, expertId: payment.expertId!, paymentId: payment.id });
  } else if (payment.subscriptionId) {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId));
    await tx
      .update(subscriptions)
      .set({ status: 'active', currentPeriodEnd: periodEnd(now, subscription!.interval), updatedAt: now })
      .where(eq(subscriptions.id, payment.subscriptionId));
  }
}

interface Order {
  purpose: 'run' | 'subscription';
  expert: ExpertRef;
  amount: number;
  currency: string;
  interval?: SubscriptionInterval;
  paymentMethodId: string;
  fingerprint: string;
}

async function charge(deps: BillingDeps, payer: Payer, order: Order, key: string): Promise<Charged> {
  const earlier = await earlierPayment(deps.db, payer.userId, key, order.fingerprint);
  if (earlier) return earlier;
  const method = await ownPaymentMethod(deps.db, payer.userId, order.paymentMethodId);
  const now = new Date();
  try {
    const payment = await deps.db.transaction(async (tx) => {
      let subscriptionId: string | null = null;
      if (order.purpose === 'subscription') subscriptionId = await openSubscription(tx, payer, order, now);
      const result = await deps.payments.charge(tx, {
        token: method.providerToken,
        amount: order.amount,
        currency: order.currency,
        idempotencyKey: `${payer.userId}:${key}`,
      });
      const [row] = await tx
        .insert(payments)
        .values({
          userId: payer.userId,
          expertId: order.expert.id,
          tenantId: payer.tenant,
          purpose: order.purpose,
          subscriptionId: result.status === 'failed' ? null : subscriptionId,
          paymentMethodId: method.id,
          cardBrand: method.brand,
          cardLast4: method.last4,
          amount: order.amount,
          currency: order.currency,
          status: result.status,
          declineCode: result.declineCode,
          provider: deps.payments.kind,
          providerReference: result.reference,
          idempotencyKey: key,
          requestFingerprint: order.fingerprint,
        })
        .returning();
      // A first payment the card refused leaves no subscription behind.
      if (result.status === 'failed' && subscriptionId) await tx.delete(subscriptions).where(eq(subscriptions.id, subscriptionId));
      if (result.status === 'succeeded') await settle(tx, row!, order.expert.creatorId, now);
      return row!;
    });
    return { payment, replayed: false };
  } catch (error) {
    // A copy of this request with the same key committed first: answer its payment.
    if (isUniqueViolation(error)) {
      const twin = await earlierPayment(deps.db, payer.userId, key, order.fingerprint);
      if (twin) return twin;
      if (isUniqueViolation(error, 'subscriptions_one_live')) throw new ApiError('ALREADY_SUBSCRIBED');
    }
    throw error;
  }
}

/**
 * A subscription waiting for its first payment. One that ran out (cancelled at its period's end; renewals are a
 * later slice) is closed first, so the person can subscribe again.
 */
async function openSubscription(tx: Database, payer: Payer, order: Order, now: Date): Promise<string> {
  const mine = and(eq(subscriptions.userId, payer.userId), eq(subscriptions.expertId, order.expert.id));
  await tx
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(mine, eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)));
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(mine, eq(subscriptions.status, 'active')));
  if (live) throw new ApiError('ALREADY_SUBSCRIBED');
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId: payer.userId,
      expertId: order.expert.id,
      tenantId: payer.tenant,
      interval: order.interval!,
      status: 'incomplete',
      amount: order.amount,
      currency: order.currency,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

export async function buyRun(deps: BillingDeps, payer: Payer, body: { expert: string; payment_method_id: string }, key: string) {
  const { expert, price } = await pricedExpert(deps, payer, body.expert, 'per_run');
  return charge(
    deps,
    payer,
    {
      purpose: 'run',
      expert,
      amount: price.amount,
      currency: price.currency,
      paymentMethodId: body.payment_method_id,
      fingerprint: `run:${expert.id}:${body.payment_method_id}`,
    },
    key,
  );
}

export async function subscribe(
  deps: BillingDeps,
  payer: Payer,
  body: { expert: string; interval: SubscriptionInterval; payment_method_id: string },
  key: string,
) {
  const { expert, price } = await pricedExpert(deps, payer, body.expert, 'subscription');
  return charge(
    deps,
    payer,
    {
      purpose: 'subscription',
      expert,
      amount: body.interval === 'year' ? price.amount * YEARLY_MONTHS_CHARGED : price.amount,
      currency: price.currency,
      interval: body.interval,
      paymentMethodId: body.payment_method_id,
      fingerprint: `subscription:${expert.id}:${body.interval}:${body.payment_method_id}`,
    },
    key,
  );
}

/** The caller's own payment; anyone else's answers 404 as if it did not exist. */
export async function ownPayment(db: Database, userId: string, id: string): Promise<PaymentRow> {
  if (!isUuid(id)) throw new ApiError('PAYMENT_NOT_FOUND');
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) throw new ApiError('PAYMENT_NOT_FOUND');
  return row;
}

/** The cardholder's 3-D Secure answer: the payment succeeds (and settles) or fails; once only. */
export async function confirmPayment(
  deps: BillingDeps,
  userId: string,
  id: string,
  authentication: 'complete' | 'fail',
  key: string,
): Promise<Charged> {
  if (!isUuid(id)) throw new ApiError('PAYMENT_NOT_FOUND');
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)))
      .for('update');
    if (!payment) throw new ApiError('PAYMENT_NOT_FOUND');
    if (payment.status !== 'requires_action') {
      if (payment.confirmationKey === key) return { payment, replayed: true };
      throw new ApiError('PAYMENT_NOT_CONFIRMABLE');
    }
    const result = await deps.payments.confirm(tx, payment.providerReference, authentication);
    const [updated] = await tx
      .update(payments)
      .set({ status: result.status, declineCode: result.declineCode, confirmationKey: key, updatedAt: now })
      .where(eq(payments.id, id))
      .returning();
    if (result.status === 'succeeded') {
      const creatorId = await creatorOf(tx, payment.expertId);
      await settle(tx, updated!, creatorId, now);
    } else if (payment.subscriptionId) {
      await tx.update(subscriptions).set({ status: 'canceled', updatedAt: now }).where(eq(subscriptions.id, payment.subscriptionId));
    }
    return { payment: updated!, replayed: false };
  });
}

async function creatorOf(db: Database, expertId: string | null): Promise<string> {
  const expert = expertId ? (await expertRefsByIds(db, [expertId])).get(expertId) : undefined;
  if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
  return expert.creatorId;
}
