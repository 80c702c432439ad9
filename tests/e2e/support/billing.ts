/**
 * Paying for runs of a paid expert the way the checkout will: a sandbox test card saved through the API, then one
 * purchase per run, each with its Idempotency-Key. For specs whose journey is not the checkout itself.
 */
import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext } from '@playwright/test';
import { csrfHeader } from './account.ts';

export async function payForRuns(context: BrowserContext, expert: string, runs: number): Promise<void> {
  const headers = await csrfHeader(context);
  const card = await context.request.post('/api/billing/payment-methods', {
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    headers,
  });
  expect(card.status()).toBe(201);
  const { id } = (await card.json()).data as { id: string };
  for (let run = 0; run < runs; run += 1) {
    const bought = await context.request.post('/api/billing/run-purchases', {
      data: { expert, payment_method_id: id },
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
    });
    expect(bought.status()).toBe(201);
    expect(((await bought.json()).data as { status: string }).status).toBe('succeeded');
  }
}
