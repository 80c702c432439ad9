/**
 * Test helpers of billing: paying for a priced expert as a person would (the sandbox's 4242 test card, through
 * billing's own code), for tests that run priced seeded experts but are not about money.
 */
import { eq } from 'drizzle-orm';
import type { TenantId } from '../../contract/tenants.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { users } from '../../server/core/schema.ts';
import { createSandboxPaymentsAdapter } from '../../server/adapters/payments/index.ts';
import { addPaymentMethod, buyRun, SANDBOX_TEST_CARD, subscribe } from '../../server/features/billing/service.ts';
import { expertPriceOf, findReachableExpert } from '../../server/features/catalog/service.ts';
import type { TestContext } from '../api/helpers.ts';

/** A month's subscription to a subscription expert, or `runs` paid runs of a per-run one. */
export async function payFor(t: TestContext, userId: string, slug: string, runs = 1, tenant: TenantId = 'main'): Promise<void> {
  const deps = { db: t.db, payments: createSandboxPaymentsAdapter() };
  const payer = { userId, tenant, admin: false };
  const expert = await findReachableExpert(t.db, tenant, { slug }, payer);
  const price = expert ? await expertPriceOf(t.db, expert.id) : null;
  if (!expert || !price) throw new Error(`payFor: no expert ${slug} on ${tenant}`);
  if (price.model === 'free') return;
  const card = (await addPaymentMethod(deps, userId, { ...SANDBOX_TEST_CARD })).id;
  if (price.model === 'subscription') {
    await subscribe(deps, payer, { expert: slug, interval: 'month', payment_method_id: card }, crypto.randomUUID());
    return;
  }
  for (let run = 0; run < runs; run += 1) await buyRun(deps, payer, { expert: slug, payment_method_id: card }, crypto.randomUUID());
}

/** The seeded demo member's id (tests that run priced seeded experts as them pay first). */
export async function demoUserId(t: TestContext): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!row) throw new Error('demoUserId: seed the demo account first (seedTestCatalog)');
  return row.id;
}
