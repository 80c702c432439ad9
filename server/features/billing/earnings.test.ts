/**
 * A creator's earnings dashboard reads the ledger: what a run and a subscription earned them after the platform's
 * share, by day, by source and per expert (with the catalog's quality figures), the latest payments to them, and
 * nothing of anyone else's. A declined card earns nothing; a member who is not a creator is told so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, type TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { type PublishedExpert, publishedExpert } from '../../../tests/support/runs.ts';

const t = useTestApp();
let perRun: PublishedExpert;
let monthly: PublishedExpert;
let free: PublishedExpert;
beforeAll(async () => {
  await seedTestCatalog(t);
  const admin = await signInAdmin(t);
  perRun = await publishedExpert(t, admin, { price: { model: 'per_run', amount: 499 } });
  monthly = await publishedExpert(t, admin, { price: { model: 'subscription', amount: 900 }, creator: perRun.creator });
  free = await publishedExpert(t, admin, {});
}, 180_000);

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function saveCard(client: TestClient, number: string): Promise<string> {
  const answer = await client.post('/api/billing/payment-methods', { number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' });
  expect(answer.status).toBe(201);
  return (await answer.json()).data.id;
}

async function pay(client: TestClient, path: string, body: Record<string, unknown>): Promise<{ status: string }> {
  const answer = await client.post(path, body, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()).data;
}

async function earningsOf(client: TestClient) {
  const answer = await client.get('/api/creator/earnings');
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()).data;
}

describe("a creator's earnings", () => {
  it('starts at zero for a creator with experts but no payments', async () => {
    const earnings = await earningsOf(free.creator.client);
    expect(earnings).toMatchObject({ balances: [], days: [], by_source: [], recent: [], paid_runs: 0, active_subscribers: 0 });
    expect(earnings.experts).toEqual([expect.objectContaining({ expert: free.expert, paid_runs: 0, active_subscribers: 0, earnings: [] })]);
    expect(earnings.experts[0].quality).toMatchObject({ completed_runs: 0, review: { n: 0, rate: null } });
  });

  it('sums the ledger: two runs and a subscription, after the platform share, by source, per expert and newest first', async () => {
    const { client } = await signedInUser(t.app);
    const card = await saveCard(client, '4242424242424242');
    expect(await pay(client, '/api/billing/run-purchases', { expert: perRun.expert.slug, payment_method_id: card })).toMatchObject({
      status: 'succeeded',
    });
    await pay(client, '/api/billing/run-purchases', { expert: perRun.expert.slug, payment_method_id: card });
    await pay(client, '/api/billing/subscriptions', { expert: monthly.expert.slug, interval: 'month', payment_method_id: card });
    const declined = await saveCard(client, '4000000000000002');
    expect(await pay(client, '/api/billing/run-purchases', { expert: perRun.expert.slug, payment_method_id: declined })).toMatchObject({
      status: 'failed',
    });

    const earnings = await earningsOf(perRun.creator.client);
    // The main site keeps 20 % rounded down: 499 → 400 to the creator, 900 → 720.
    expect(earnings.balances).toEqual([{ currency: 'USD', amount: 400 + 400 + 720 }]);
    expect(earnings.days).toHaveLength(1);
    expect(earnings.days[0]).toMatchObject({ currency: 'USD', amount: 1520, payments: 3 });
    expect(earnings.by_source).toEqual([
      { source: 'run', currency: 'USD', amount: 800, payments: 2 },
      { source: 'subscription', currency: 'USD', amount: 720, payments: 1 },
    ]);
    expect(earnings).toMatchObject({ paid_runs: 2, active_subscribers: 1 });
    expect(earnings.experts.map((row: { expert: { slug: string } }) => row.expert.slug)).toEqual([perRun.expert.slug, monthly.expert.slug]);
    expect(earnings.experts[0]).toMatchObject({ paid_runs: 2, active_subscribers: 0, earnings: [{ currency: 'USD', amount: 800 }] });
    expect(earnings.experts[1]).toMatchObject({ paid_runs: 0, active_subscribers: 1, earnings: [{ currency: 'USD', amount: 720 }] });
    expect(earnings.recent).toHaveLength(3);
    expect(earnings.recent[0]).toMatchObject({ purpose: 'subscription', expert: monthly.expert, paid: 900, earning: 720, currency: 'USD' });
    expect(earnings.recent[1]).toMatchObject({ purpose: 'run', expert: perRun.expert, paid: 499, earning: 400 });
    for (const row of earnings.recent) expect(Number.isInteger(row.earning)).toBe(true);
  });

  it('shows a creator only their own money, and tells a member who is not a creator that they are not one', async () => {
    const other = await earningsOf(free.creator.client);
    expect(other.balances).toEqual([]);
    expect(other.recent).toEqual([]);
    const member = await signedInUser(t.app);
    await expectError(await member.client.get('/api/creator/earnings'), 403, 'CREATOR_REQUIRED');
  });
});
