/** Billing handlers: cards, purchases, subscriptions, the 3-D Secure answer, history and a creator's earnings. */
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../../contract/billing/requests.ts';
import { requireUser } from '../../core/auth-guards.ts';
import { isPlatformAdmin } from '../../core/roles.ts';
import { requestTenant } from '../../core/tenant.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { BillingDeps, Payer } from './deps.ts';
import { creatorEarnings } from './earnings.ts';
import { listPayments } from './history.ts';
import { addPaymentMethod, listPaymentMethods, removePaymentMethod } from './methods.ts';
import { buyRun, type Charged, confirmPayment, ownPayment, subscribe } from './payments.ts';
import type * as routes from './routes.ts';
import { spending } from './spending.ts';
import { listSubscriptions, setCancelAtPeriodEnd } from './subscriptions.ts';
import { toPaymentMethod, toPayments, toSubscriptions } from './views.ts';

type C = Parameters<typeof requireUser>[0];
const userOf = (c: C, scope: 'user:read' | 'user:write') => requireUser(c, { scope }).user;
const depsOf = (c: C): BillingDeps => ({ db: c.var.deps.db, payments: c.var.deps.payments });
function payerOf(c: C): Payer {
  const user = userOf(c, 'user:write');
  return { userId: user.id, tenant: requestTenant(c), admin: isPlatformAdmin(user, c.var.deps.env) };
}

/** Every money-moving POST names its operation with an Idempotency-Key. */
function idempotencyKeyOf(c: C): string {
  const parsed = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER) ?? '');
  if (!parsed.success) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  return parsed.data;
}

async function answerCharged(c: C, charged: Charged, status: 200 | 201) {
  if (charged.replayed) c.header('Idempotent-Replayed', 'true');
  const [payment] = await toPayments(c.var.deps.db, [charged.payment]);
  return { data: payment!, status };
}

export const listPaymentMethodsRoute: Handler<typeof routes.listPaymentMethodsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await listPaymentMethods(c.var.deps.db, userOf(c, 'user:read').id, query);
  const meta = setPageHeaders(c, { total, current_page: query.page, per_page: query.limit });
  return c.json({ data: rows.map(toPaymentMethod), meta }, 200);
};

export const addPaymentMethodRoute: Handler<typeof routes.addPaymentMethodRoute> = async (c) => {
  const row = await addPaymentMethod(depsOf(c), userOf(c, 'user:write').id, c.req.valid('json'));
  return c.json({ data: toPaymentMethod(row) }, 201);
};

export const removePaymentMethodRoute: Handler<typeof routes.removePaymentMethodRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await removePaymentMethod(depsOf(c), userOf(c, 'user:write').id, id);
  return c.json({ data: { id } }, 200);
};

export const buyRunRoute: Handler<typeof routes.buyRunRoute> = async (c) => {
  const key = idempotencyKeyOf(c);
  const { data } = await answerCharged(c, await buyRun(depsOf(c), payerOf(c), c.req.valid('json'), key), 201);
  return c.json({ data }, 201);
};

export const subscribeRoute: Handler<typeof routes.subscribeRoute> = async (c) => {
  const key = idempotencyKeyOf(c);
  const { data } = await answerCharged(c, await subscribe(depsOf(c), payerOf(c), c.req.valid('json'), key), 201);
  return c.json({ data }, 201);
};

export const confirmPaymentRoute: Handler<typeof routes.confirmPaymentRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const userId = userOf(c, 'user:write').id;
  // Someone else's payment is a 404 before anything about the request's headers is said.
  await ownPayment(c.var.deps.db, userId, id);
  const key = idempotencyKeyOf(c);
  const charged = await confirmPayment(depsOf(c), userId, id, c.req.valid('json').authentication, key);
  const { data } = await answerCharged(c, charged, 200);
  return c.json({ data }, 200);
};

export const listMyPaymentsRoute: Handler<typeof routes.listMyPaymentsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await listPayments(c.var.deps.db, userOf(c, 'user:read').id, query);
  const meta = setPageHeaders(c, { total, current_page: query.page, per_page: query.limit });
  return c.json({ data: await toPayments(c.var.deps.db, rows), meta }, 200);
};

export const getPaymentRoute: Handler<typeof routes.getPaymentRoute> = async (c) => {
  const row = await ownPayment(c.var.deps.db, userOf(c, 'user:read').id, c.req.valid('param').id);
  const [data] = await toPayments(c.var.deps.db, [row]);
  return c.json({ data: data! }, 200);
};

export const listMySubscriptionsRoute: Handler<typeof routes.listMySubscriptionsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await listSubscriptions(c.var.deps.db, userOf(c, 'user:read').id, query);
  const meta = setPageHeaders(c, { total, current_page: query.page, per_page: query.limit });
  return c.json({ data: await toSubscriptions(c.var.deps.db, rows), meta }, 200);
};

export const cancelSubscriptionRoute: Handler<typeof routes.cancelSubscriptionRoute> = async (c) => {
  const row = await setCancelAtPeriodEnd(c.var.deps.db, userOf(c, 'user:write').id, c.req.valid('param').id, true);
  const [data] = await toSubscriptions(c.var.deps.db, [row]);
  return c.json({ data: data! }, 200);
};

export const reactivateSubscriptionRoute: Handler<typeof routes.reactivateSubscriptionRoute> = async (c) => {
  const row = await setCancelAtPeriodEnd(c.var.deps.db, userOf(c, 'user:write').id, c.req.valid('param').id, false);
  const [data] = await toSubscriptions(c.var.deps.db, [row]);
  return c.json({ data: data! }, 200);
};

export const getMySpendingRoute: Handler<typeof routes.getMySpendingRoute> = async (c) => {
  return c.json({ data: await spending(c.var.deps.db, userOf(c, 'user:read').id, c.req.valid('query').tz) }, 200);
};

export const getMyEarningsRoute: Handler<typeof routes.getMyEarningsRoute> = async (c) => {
  return c.json({ data: await creatorEarnings(c.var.deps.db, userOf(c, 'user:read').id) }, 200);
};
