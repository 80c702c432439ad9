/**
 * Billing as a payer and a creator live it, on the sandbox provider with Stripe's test cards: a card is saved as a
 * token (never the number), a run bought once per Idempotency-Key, declines carry their code, a 3-D Secure card
 * waits for the cardholder's answer, subscriptions cancel at period end, nobody reads another's payments, and every
 * succeeded payment is one balanced ledger transaction that the creator's earnings sum.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, type TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { type PublishedExpert, publishedExpert } from '../../../tests/support/runs.ts';
import { sandboxCards } from '../../adapters/payments/schema.ts';
import { entitlementOf, useRunCredit } from './service.ts';
import { ledgerEntries, ledgerTransactions, paymentMethods, payments, subscriptions } from './schema.ts';

const t = useTestApp();
let perRun: PublishedExpert;
let monthly: PublishedExpert;
beforeAll(async () => {
  await seedTestCatalog(t);
  const admin = await signInAdmin(t);
  perRun = await publishedExpert(t, admin, { price: { model: 'per_run', amount: 499 } });
  monthly = await publishedExpert(t, admin, { price: { model: 'subscription', amount: 900 } });
}, 180_000);

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const newKey = () => `key-${crypto.randomUUID()}`;

async function saveCard(client: TestClient, number: string, cvc = '123'): Promise<string> {
  const answer = await client.post('/api/billing/payment-methods', { number, exp_month: 12, exp_year: NEXT_YEAR, cvc });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()).data.id;
}

function pay(client: TestClient, path: string, body: unknown, key: string | null = newKey()) {
  return client.post(path, body, { headers: key ? { 'Idempotency-Key': key } : {} });
}

async function buyRun(client: TestClient, cardId: string, key = newKey()) {
  const answer = await pay(client, '/api/billing/run-purchases', { expert: perRun.expert.slug, payment_method_id: cardId }, key);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()).data as {
    id: string;
    status: string;
    amount: number;
    decline_code: string | null;
    next_action: string | null;
  };
}

async function ledgerOf(paymentId: string) {
  const [transaction] = await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.paymentId, paymentId));
  if (!transaction) return null;
  return t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transaction.id));
}

describe('saved cards', () => {
  it('keeps a token, the brand, last four digits and expiry; never the number or the security code', async () => {
    const { client, userId } = await signedInUser(t.app);
    const answer = await client.post('/api/billing/payment-methods', {
      number: '4242 4242 4242 4242',
      exp_month: 4,
      exp_year: NEXT_YEAR,
      cvc: '314',
    });
    expect(answer.status).toBe(201);
    expect((await answer.json()).data).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 4, exp_year: NEXT_YEAR });
    const stored = JSON.stringify([
      await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)),
      await t.db.select().from(sandboxCards),
    ]);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('314');
  });

  it('refuses a number failing the Luhn check, an expired card and a short security code, naming the field', async () => {
    const { client } = await signedInUser(t.app);
    const cases = [
      [{ number: '4242424242424241', exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' }, 'number', 'incorrect_number'],
      [{ number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' }, 'exp_year', 'invalid_expiry_year'],
      [{ number: '378282246310005', exp_month: 1, exp_year: NEXT_YEAR, cvc: '123' }, 'cvc', 'incorrect_cvc'],
    ] as const;
    for (const [body, field, type] of cases) {
      const refused = await expectError(await client.post('/api/billing/payment-methods', body), 422, 'VALIDATION_ERROR');
      expect(refused.detail).toEqual([expect.objectContaining({ loc: ['body', field], type })]);
    }
  });

  it("removes only the caller's own card", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const id = await saveCard(owner.client, '4242424242424242');
    await expectError(await other.client.delete(`/api/billing/payment-methods/${id}`), 404, 'PAYMENT_METHOD_NOT_FOUND');
    expect((await owner.client.delete(`/api/billing/payment-methods/${id}`)).status).toBe(200);
    expect((await (await owner.client.get('/api/billing/payment-methods')).json()).data).toEqual([]);
  });
});

describe('buying a run', () => {
  it('charges the listing price once, in integer cents, and writes one balanced ledger transaction', async () => {
    const { client, userId } = await signedInUser(t.app);
    const payment = await buyRun(client, await saveCard(client, '4242424242424242'));
    expect(payment).toMatchObject({ status: 'succeeded', amount: 499, decline_code: null, next_action: null });
    expect(Number.isInteger(payment.amount)).toBe(true);
    const entries = (await ledgerOf(payment.id))!;
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    // The main site: the platform keeps 20 % (rounded down), the creator gets the rest.
    expect(entries.map((entry) => [entry.account, entry.amount]).sort()).toEqual(
      [
        ['creator_earning', 400],
        ['platform_fee', 99],
        ['user_card', -499],
      ].sort(),
    );
    expect(entries.find((entry) => entry.account === 'user_card')!.ownerId).toBe(userId);
  });

  it('answers a repeated Idempotency-Key with the first payment and charges once, even when the copies race', async () => {
    const { client, userId } = await signedInUser(t.app);
    const card = await saveCard(client, '4242424242424242');
    const key = newKey();
    const body = { expert: perRun.expert.slug, payment_method_id: card };
    const [first, second] = await Promise.all([
      pay(client, '/api/billing/run-purchases', body, key),
      pay(client, '/api/billing/run-purchases', body, key),
    ]);
    const third = await pay(client, '/api/billing/run-purchases', body, key);
    const ids = await Promise.all([first, second, third].map(async (answer) => (await answer.json()).data.id));
    expect(new Set(ids).size).toBe(1);
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await t.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(1);
    expect(await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.paymentId, ids[0]))).toHaveLength(1);
    // The same key for something else is refused, not silently answered with the first payment.
    await expectError(
      await pay(client, '/api/billing/subscriptions', { expert: monthly.expert.slug, interval: 'month', payment_method_id: card }, key),
      409,
      'IDEMPOTENCY_KEY_CONFLICT',
    );
  });

  it('needs an Idempotency-Key', async () => {
    const { client } = await signedInUser(t.app);
    const card = await saveCard(client, '4242424242424242');
    const answer = await pay(client, '/api/billing/run-purchases', { expert: perRun.expert.slug, payment_method_id: card }, null);
    await expectError(answer, 400, 'IDEMPOTENCY_KEY_REQUIRED');
  });

  it('records a declined card with its decline code, and moves no money', async () => {
    const { client } = await signedInUser(t.app);
    const codes = {
      '4000000000000002': 'card_declined',
      '4000000000009995': 'insufficient_funds',
      '4000000000000069': 'expired_card',
    };
    for (const [number, code] of Object.entries(codes)) {
      const payment = await buyRun(client, await saveCard(client, number));
      expect(payment).toMatchObject({ status: 'failed', decline_code: code });
      expect(await ledgerOf(payment.id)).toBeNull();
    }
    const history = (await (await client.get('/api/billing/payments')).json()).data as Array<{ decline_code: string }>;
    expect(history.map((payment) => payment.decline_code).sort()).toEqual(Object.values(codes).sort());
  });

  it('refuses the wrong way to buy, and a creator paying for their own expert', async () => {
    const { client } = await signedInUser(t.app);
    const card = await saveCard(client, '4242424242424242');
    await expectError(
      await pay(client, '/api/billing/run-purchases', { expert: monthly.expert.slug, payment_method_id: card }),
      409,
      'PRICE_MODEL_MISMATCH',
    );
    const creator = perRun.creator.client;
    const own = await saveCard(creator, '4242424242424242');
    await expectError(
      await pay(creator, '/api/billing/run-purchases', { expert: perRun.expert.slug, payment_method_id: own }),
      409,
      'CANNOT_PAY_OWN_EXPERT',
    );
  });
});

describe('subscribing', () => {
  it('waits for the 3-D Secure answer, then activates for one month; a repeated confirmation answers the same', async () => {
    const { client } = await signedInUser(t.app);
    const card = await saveCard(client, '4000002500003155');
    const started = await pay(client, '/api/billing/subscriptions', {
      expert: monthly.expert.slug,
      interval: 'month',
      payment_method_id: card,
    });
    const payment = (await started.json()).data;
    expect(payment).toMatchObject({ status: 'requires_action', next_action: 'three_d_secure', amount: 900 });
    expect(await ledgerOf(payment.id)).toBeNull();
    const pending = (await (await client.get('/api/billing/subscriptions')).json()).data;
    expect(pending).toEqual([expect.objectContaining({ status: 'incomplete', current_period_end: null })]);

    const key = newKey();
    const confirmed = await pay(client, `/api/billing/payments/${payment.id}/confirm`, { authentication: 'complete' }, key);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).data).toMatchObject({ status: 'succeeded', next_action: null });
    expect((await ledgerOf(payment.id))!.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    const [active] = (await (await client.get('/api/billing/subscriptions')).json()).data;
    expect(active).toMatchObject({ status: 'active', interval: 'month', cancel_at_period_end: false });
    const days = (Date.parse(active.current_period_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const again = await pay(client, `/api/billing/payments/${payment.id}/confirm`, { authentication: 'complete' }, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.paymentId, payment.id))).toHaveLength(1);
    await expectError(
      await pay(client, `/api/billing/payments/${payment.id}/confirm`, { authentication: 'complete' }),
      409,
      'PAYMENT_NOT_CONFIRMABLE',
    );
    await expectError(
      await pay(client, '/api/billing/subscriptions', { expert: monthly.expert.slug, interval: 'year', payment_method_id: card }),
      409,
      'ALREADY_SUBSCRIBED',
    );
  });

  it('a failed 3-D Secure check fails the payment and closes the subscription', async () => {
    const { client, userId } = await signedInUser(t.app);
    const card = await saveCard(client, '4000002500003155');
    const body = { expert: monthly.expert.slug, interval: 'month', payment_method_id: card };
    const payment = (await (await pay(client, '/api/billing/subscriptions', body)).json()).data;
    const failed = await pay(client, `/api/billing/payments/${payment.id}/confirm`, { authentication: 'fail' });
    expect((await failed.json()).data).toMatchObject({ status: 'failed', decline_code: 'payment_intent_authentication_failure' });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ status: 'canceled' });
  });

  it('charges ten months for a year; cancels at period end and reactivates', async () => {
    const { client } = await signedInUser(t.app);
    const card = await saveCard(client, '5555555555554444');
    const body = { expert: monthly.expert.slug, interval: 'year', payment_method_id: card };
    const payment = (await (await pay(client, '/api/billing/subscriptions', body)).json()).data;
    expect(payment).toMatchObject({ status: 'succeeded', amount: 9000, card: { brand: 'mastercard', last4: '4444' } });
    const id = payment.subscription_id as string;
    const cancelled = (await (await client.post(`/api/billing/subscriptions/${id}/cancel`, {})).json()).data;
    expect(cancelled).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const back = (await (await client.post(`/api/billing/subscriptions/${id}/reactivate`, {})).json()).data;
    expect(back).toMatchObject({ status: 'active', cancel_at_period_end: false });
  });
});

describe('privacy', () => {
  it("another person's payment answers 404 and never shows in their history", async () => {
    const payer = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const payment = await buyRun(payer.client, await saveCard(payer.client, '4242424242424242'));
    await expectError(await other.client.get(`/api/billing/payments/${payment.id}`), 404, 'PAYMENT_NOT_FOUND');
    await expectError(
      await pay(other.client, `/api/billing/payments/${payment.id}/confirm`, { authentication: 'complete' }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expect((await (await other.client.get('/api/billing/payments')).json()).data).toEqual([]);
    const mine = await payer.client.get(`/api/billing/payments/${payment.id}`);
    expect((await mine.json()).data).toMatchObject({ id: payment.id, provider: 'sandbox' });
  });
});

describe('the ledger itself', () => {
  it('refuses to change or delete an entry, and to commit a transaction that does not balance', async () => {
    const { client } = await signedInUser(t.app);
    const payment = await buyRun(client, await saveCard(client, '4242424242424242'));
    const [entry] = (await ledgerOf(payment.id))!;
    await expect(t.db.update(ledgerEntries).set({ amount: 0 }).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'payment', idempotencyKey: `test:${newKey()}`, paymentId: null })
          .returning();
        await tx.insert(ledgerEntries).values({ transactionId: row!.id, account: 'platform_fee', amount: 5, currency: 'USD' });
      }),
    ).rejects.toThrow();
    const result = (await t.db.execute(
      sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0) x`,
    )) as unknown as { rows: Array<{ n: number }> };
    const unbalanced = result.rows[0];
    expect(unbalanced?.n).toBe(0);
  });
});

describe('entitlements', () => {
  it('a paid run gives one run; a live subscription every run; the creator always; nobody else', async () => {
    const { client, userId } = await signedInUser(t.app);
    expect(await entitlementOf(t.db, userId, perRun.expert.id)).toEqual({
      kind: 'none',
      price: { model: 'per_run', amount: 499, currency: 'USD' },
    });
    expect(await entitlementOf(t.db, perRun.creator.userId, perRun.expert.id)).toEqual({ kind: 'creator' });
    await buyRun(client, await saveCard(client, '4242424242424242'));
    const credit = await entitlementOf(t.db, userId, perRun.expert.id);
    expect(credit.kind).toBe('run_credit');
    const runId = crypto.randomUUID();
    const creditId = (credit as { creditId: string }).creditId;
    expect(await useRunCredit(t.db, creditId, runId)).toBe(true);
    expect(await useRunCredit(t.db, creditId, crypto.randomUUID())).toBe(false);
    expect((await entitlementOf(t.db, userId, perRun.expert.id)).kind).toBe('none');

    const card = await saveCard(client, '4242424242424242');
    await pay(client, '/api/billing/subscriptions', { expert: monthly.expert.slug, interval: 'month', payment_method_id: card });
    expect((await entitlementOf(t.db, userId, monthly.expert.id)).kind).toBe('subscription');
  });
});

describe('a run of a paid expert', () => {
  it('is refused with 402 and a link to pay until paid; one purchase is one run; its creator runs it free', async () => {
    const { client } = await signedInUser(t.app);
    const start = () => client.post('/api/runs', { expert: perRun.expert.slug, message: 'How much salt?' });
    const refused = await start();
    expect(refused.headers.get('Link')).toBe(`</experts/${perRun.expert.slug}>; rel="payment"`);
    await expectError(refused, 402, 'PAYMENT_REQUIRED');
    await buyRun(client, await saveCard(client, '4242424242424242'));
    expect((await start()).status).toBe(201);
    await expectError(await start(), 402, 'PAYMENT_REQUIRED');
    const own = await perRun.creator.client.post('/api/runs', { expert: perRun.expert.slug, message: 'Mine' });
    expect(own.status).toBe(201);
  });

  it('runs as often as wanted while a subscription is live', async () => {
    const { client } = await signedInUser(t.app);
    const start = () => client.post('/api/runs', { expert: monthly.expert.slug, message: 'How long to brine?' });
    await expectError(await start(), 402, 'PAYMENT_REQUIRED');
    const card = await saveCard(client, '4242424242424242');
    await pay(client, '/api/billing/subscriptions', { expert: monthly.expert.slug, interval: 'month', payment_method_id: card });
    for (let run = 0; run < 2; run += 1) expect((await start()).status).toBe(201);
  });
});
