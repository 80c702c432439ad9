/**
 * The ledger's invariants over random sequences of what payers do (buy runs and subscribe with every test card,
 * repeat requests with the same Idempotency-Key, answer 3-D Secure checks): every transaction balances to zero,
 * each succeeded payment is exactly one transaction, every payer's card wallet and every creator's wallet equal
 * what their succeeded payments say, computed here independently, and no amount is anything but an integer.
 */
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { type PublishedExpert, publishedExpert } from '../../../tests/support/runs.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import { splitPayment } from './ledger.ts';
import { ledgerEntries, ledgerTransactions, payments } from './schema.ts';

const t = useTestApp();
const CARDS = ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069', '4000002500003155'];
interface Payer {
  client: TestClient;
  userId: string;
  cards: string[];
}
let experts: PublishedExpert[];
let payers: Payer[];

beforeAll(async () => {
  await seedTestCatalog(t);
  const admin = await signInAdmin(t);
  experts = [
    await publishedExpert(t, admin, { price: { model: 'per_run', amount: 333 } }),
    await publishedExpert(t, admin, { price: { model: 'subscription', amount: 1299 } }),
  ];
  payers = [];
  for (let index = 0; index < 3; index += 1) {
    const { client, userId } = await signedInUser(t.app);
    const cards: string[] = [];
    for (const number of CARDS) {
      const answer = await client.post('/api/billing/payment-methods', { number, exp_month: 12, exp_year: 2099, cvc: '123' });
      cards.push((await answer.json()).data.id);
    }
    payers.push({ client, userId, cards });
  }
}, 180_000);

const operation = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), payer: fc.nat(2), card: fc.nat(CARDS.length - 1), repeat: fc.boolean() }),
  fc.record({
    kind: fc.constant('subscribe' as const),
    payer: fc.nat(2),
    card: fc.nat(CARDS.length - 1),
    interval: fc.constantFrom('month' as const, 'year' as const),
  }),
  fc.record({ kind: fc.constant('confirm' as const), payer: fc.nat(2), complete: fc.boolean() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

async function perform(op: Operation): Promise<void> {
  const payer = payers[op.payer]!;
  const key = `prop-${crypto.randomUUID()}`;
  const headers = { 'Idempotency-Key': key };
  if (op.kind === 'buy') {
    const body = { expert: experts[0]!.expert.slug, payment_method_id: payer.cards[op.card] };
    const first = await payer.client.post('/api/billing/run-purchases', body, { headers });
    expect(first.status).toBe(201);
    if (op.repeat) {
      const again = await payer.client.post('/api/billing/run-purchases', body, { headers });
      expect((await again.json()).data.id).toBe((await first.json()).data.id);
    }
  } else if (op.kind === 'subscribe') {
    const body = { expert: experts[1]!.expert.slug, interval: op.interval, payment_method_id: payer.cards[op.card] };
    const answer = await payer.client.post('/api/billing/subscriptions', body, { headers });
    expect([201, 409]).toContain(answer.status);
  } else {
    const list = (await (await payer.client.get('/api/billing/payments?limit=100')).json()).data as Array<{ id: string; status: string }>;
    const waiting = list.find((payment) => payment.status === 'requires_action');
    if (!waiting) return;
    const body = { authentication: op.complete ? 'complete' : 'fail' };
    expect((await payer.client.post(`/api/billing/payments/${waiting.id}/confirm`, body, { headers })).status).toBe(200);
  }
}

async function checkInvariants(): Promise<void> {
  const unbalanced = (await t.db.execute(
    sql`select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
  )) as unknown as { rows: unknown[] };
  expect(unbalanced.rows).toEqual([]);

  const userIds = payers.map((payer) => payer.userId);
  const paid = await t.db.select().from(payments).where(inArray(payments.userId, userIds));
  const succeeded = paid.filter((payment) => payment.status === 'succeeded');
  for (const payment of paid) expect(Number.isInteger(payment.amount)).toBe(true);
  const transactions = await t.db
    .select()
    .from(ledgerTransactions)
    .where(
      inArray(
        ledgerTransactions.paymentId,
        paid.map((payment) => payment.id),
      ),
    );
  expect(transactions.map((row) => row.paymentId).sort()).toEqual(succeeded.map((payment) => payment.id).sort());

  for (const payer of payers) {
    const spent = succeeded.filter((payment) => payment.userId === payer.userId).reduce((sum, payment) => sum + payment.amount, 0);
    const [card] = (
      (await t.db.execute(
        sql`select coalesce(sum(amount), 0)::bigint as total from ${ledgerEntries} where account = 'user_card' and owner_id = ${payer.userId}`,
      )) as unknown as { rows: Array<{ total: string | number }> }
    ).rows;
    expect(Number(card!.total) + spent).toBe(0);
  }
  for (const { creator, expert } of experts) {
    const owed = succeeded
      .filter((payment) => payment.expertId === expert.id)
      .reduce((sum, payment) => sum + splitPayment(payment.amount, payment.tenantId as TenantId).creator, 0);
    const earnings = (await (await creator.client.get('/api/creator/earnings')).json()).data;
    const wallet = earnings.balances.find((balance: { currency: string }) => balance.currency === 'USD')?.amount ?? 0;
    expect(wallet).toBe(owed);
    expect(Number.isInteger(wallet)).toBe(true);
    const byDay = earnings.days.reduce((sum: number, day: { amount: number }) => sum + day.amount, 0);
    expect(byDay).toBe(owed);
  }
  const entries = await t.db.select({ amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.currency, 'USD'));
  expect(entries.every((entry) => Number.isInteger(entry.amount))).toBe(true);
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
}

describe('the ledger under random payments', () => {
  it('balances, charges once per key, and its wallets equal what the payments say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        for (const op of operations) await perform(op);
        await checkInvariants();
      }),
      { numRuns: 12, seed: 2026 },
    );
  }, 240_000);
});
