/** Seed: the demo member's finished runs and one run paused at a review gate (their personal tasks on first start). */
import { eq } from 'drizzle-orm';
import { users } from '../../core/schema.ts';
import { DEMO_ACCOUNT } from '../../core/demo-accounts.ts';
import { createPaymentsAdapter } from '../../adapters/payments/index.ts';
import { payToRun } from '../billing/service.ts';
import { findVisibleExpert } from '../catalog/service.ts';
import type { RunsDeps } from './deps.ts';
import { advanceRun } from './engine.ts';
import { createRun } from './runs.ts';
import { runs } from './schema.ts';

const SEED_RUNS = [
  { slug: 'low-residue-meal-planner', question: 'What can I eat for breakfast during a flare?' },
  { slug: 'resume-tailor', question: 'How do I tailor my resume to a job posting?' },
  { slug: 'household-budget-builder', question: 'How should I start a monthly budget?' },
  { slug: 'gut-symptom-journal', question: 'What should I write down each day?' },
] as const;

export async function seedRuns(deps: RunsDeps): Promise<Record<string, number> | null> {
  const [demo] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!demo) return null;
  const existing = await deps.db.select({ id: runs.id }).from(runs).where(eq(runs.userId, demo.id)).limit(1);
  if (existing.length > 0) return null;
  let created = 0;
  const billing = { db: deps.db, payments: createPaymentsAdapter(deps.env) };
  for (const seed of SEED_RUNS) {
    const expert = await findVisibleExpert(deps.db, 'main', seed.slug);
    if (!expert) continue;
    try {
      // A paid expert is paid for as the member would, with the sandbox's test card (billing), so the run is honest.
      await payToRun(billing, { userId: demo.id, tenant: 'main', admin: false }, expert.id, `seed-run:${seed.slug}`);
      const run = await createRun(deps, { userId: demo.id, tenant: 'main', expertId: expert.id, question: seed.question, input: {} });
      await advanceRun(deps, run.id);
      created += 1;
    } catch {
      // An expert without a published protocol is skipped.
    }
  }
  return created > 0 ? { runs: created } : null;
}
