/**
 * Seed (server/seed/index.ts): review decisions made through the same code paths as a person's, so the catalog's
 * acceptance figures are earned from stored rows. Seed members run three review-gated experts (the protocols seed
 * gates them); each run pauses at its gate, opens a review item, and the expert's creator decides it with `decide`
 * (which also counts the decision on the expert, in the same transaction). Two experts get enough decisions for a
 * rate; the third gets two, so a newcomer also sees "not enough reviews yet".
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewDecisionType } from '../../../contract/hitl/entities.ts';
import { users } from '../../core/schema.ts';
import { createPaymentsAdapter } from '../../adapters/payments/index.ts';
import { payToRun } from '../billing/service.ts';
import { findVisibleExpert, seedEmail } from '../catalog/service.ts';
import { advanceRun, createRun, findRunById, type RunsDeps } from '../runs/service.ts';
import { decide } from './queue.ts';
import { runSteps, runs } from '../runs/schema.ts';
import { reviewItems } from './schema.ts';

const A = 'accept' as const;
/** Per expert, the decisions in order (which seed member asks rotates through SEED_ASKERS). */
export const SEED_DECISIONS: Record<string, readonly ReviewDecisionType[]> = {
  // 4 accepted, 1 edited, 1 answered by the reviewer: 67 % of 6.
  'gut-symptom-journal': [A, A, 'edit', A, 'respond', A],
  // 6 accepted, 1 edited, 1 ignored: 75 % of 8.
  'flare-action-plan-keeper': [A, A, A, 'edit', A, A, 'ignore', A],
  // Below the minimum (5): "not enough reviews yet".
  'gi-visit-prep-sheet': [A, A],
};

const SEED_ASKERS = ['raj_patel_ibd', 'emily_carers', 'hannah_lowe', 'sophie_kline'];
const QUESTIONS = [
  'What should I track before my next appointment?',
  'How do I keep notes during a flare?',
  'What do I bring to my GI visit?',
  'Which changes should I tell my doctor about?',
];

const SETTLED = new Set(['completed', 'failed', 'cancelled', 'waiting_review', 'waiting_input']);

export async function seedReviewDecisions(deps: RunsDeps): Promise<Record<string, number> | null> {
  const askers = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, SEED_ASKERS.map(seedEmail)));
  if (askers.length === 0) return null;
  let decided = 0;
  const runIds: string[] = [];
  /** Each run with its place among its expert's decisions (spreadInTime). */
  const spread: Array<{ runId: string; index: number }> = [];
  const billing = { db: deps.db, payments: createPaymentsAdapter(deps.env) };
  for (const [slug, decisions] of Object.entries(SEED_DECISIONS)) {
    const expert = await findVisibleExpert(deps.db, 'main', slug);
    if (!expert) continue;
    // Idempotent: an expert whose seed members already ran it keeps what it has.
    const asked = await deps.db
      .select({ id: reviewItems.id })
      .from(reviewItems)
      .innerJoin(runs, eq(runs.id, reviewItems.runId))
      .where(and(eq(runs.expertId, expert.id), eq(reviewItems.status, 'decided')))
      .limit(1);
    if (asked.length > 0) continue;
    for (const [index, type] of decisions.entries()) {
      const userId = askers[index % askers.length]!.id;
      const question = QUESTIONS[index % QUESTIONS.length]!;
      let run: Awaited<ReturnType<typeof createRun>>;
      try {
        // A paid expert is paid for first, as its asker would (billing, the sandbox's test card).
        await payToRun(billing, { userId, tenant: 'main', admin: false }, expert.id, `seed-review:${slug}:${index}`);
        run = await createRun(deps, { userId, tenant: 'main', expertId: expert.id, question, input: {} });
      } catch {
        break; // No published protocol (the protocols seed skipped it): nothing to review.
      }
      await advanceRun(deps, run.id);
      const [item] = await deps.db
        .select()
        .from(reviewItems)
        .where(and(eq(reviewItems.runId, run.id), eq(reviewItems.status, 'pending')));
      if (!item) continue;
      const answer = String((item.args as { answer?: unknown }).answer ?? '');
      await decide(deps, { userId: item.reviewerId, tenant: 'main' }, item.id, {
        type,
        ...(type === 'edit' ? { args: { answer: `${answer}\n\nAsk your care team before changing medicines.` } } : {}),
        ...(type === 'respond' ? { response: 'Please write down what you ate and when, then ask me again.' } : {}),
      });
      runIds.push(run.id);
      spread.push({ runId: run.id, index });
      decided += 1;
    }
  }
  await settle(deps, runIds);
  await spreadInTime(deps, spread);
  return decided > 0 ? { review_decisions: decided } : null;
}

/** Days before the seed each run was asked, and the minutes its reviewer took: a history, not one instant. */
const DAYS_AGO = [1, 3, 6, 9, 13, 17, 20, 24];
const REVIEW_MINUTES = [6, 14, 3, 38, 9, 21, 5, 64, 12, 8, 27, 4, 17, 45];

/**
 * The seed asks and decides everything in one moment; people do not. Each seeded run, its steps and its review are
 * moved back to the day it was asked, and the decision follows the question by minutes, so that the analytics'
 * weekly decisions and median review time read as a creator's month would.
 */
async function spreadInTime(deps: RunsDeps, spread: Array<{ runId: string; index: number }>): Promise<void> {
  for (const { runId, index } of spread) {
    const back = sql`(${DAYS_AGO[index % DAYS_AGO.length]!} * interval '1 day')`;
    const review = sql`(${REVIEW_MINUTES[index % REVIEW_MINUTES.length]!} * interval '1 minute')`;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(runs)
        .set({
          createdAt: sql`${runs.createdAt} - ${back} - ${review}`,
          updatedAt: sql`${runs.updatedAt} - ${back}`,
          finishedAt: sql`${runs.finishedAt} - ${back}`,
        })
        .where(eq(runs.id, runId));
      // Steps before the review ran when the question came, the rest after the decision.
      const beforeReview = (column: typeof runSteps.startedAt | typeof runSteps.finishedAt) =>
        sql`case when ${column} <= (select max(${reviewItems.decidedAt}) from ${reviewItems} where ${reviewItems.runId} = ${runId}) then ${review} else interval '0' end`;
      await tx
        .update(runSteps)
        .set({
          startedAt: sql`${runSteps.startedAt} - ${back} - ${beforeReview(runSteps.startedAt)}`,
          finishedAt: sql`${runSteps.finishedAt} - ${back} - ${beforeReview(runSteps.finishedAt)}`,
        })
        .where(eq(runSteps.runId, runId));
      await tx
        .update(reviewItems)
        .set({ createdAt: sql`${reviewItems.createdAt} - ${back} - ${review}`, decidedAt: sql`${reviewItems.decidedAt} - ${back}` })
        .where(eq(reviewItems.runId, runId));
    });
  }
}

/**
 * A decision resumes its run in the background (decide); the seed finishes those runs before it returns, so that the
 * first start's database closes with no run half-advanced. advanceRun returns at once while another call holds the run.
 */
async function settle(deps: RunsDeps, runIds: string[]): Promise<void> {
  for (const id of runIds) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await advanceRun(deps, id);
      const run = await findRunById(deps.db, id);
      if (!run || SETTLED.has(run.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
