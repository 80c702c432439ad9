/**
 * Seed (server/seed/index.ts): a comparison set made and rated through the same code as a person's, so the preference
 * figures a newcomer sees are computed from stored ratings, never painted. The creator of the low-residue meal
 * planner compares it with the household budget builder on four prompts (real runs of both, finished here); three
 * seed members rate every task in their own blind order. The demo member has rated nothing, so /RLHF offers them
 * these tasks.
 */
import { eq, inArray } from 'drizzle-orm';
import type { PreferenceChoice, PreferenceOutcome } from '../../../contract/preferences/entities.ts';
import { users } from '../../core/schema.ts';
import { findVisibleExpert, seedEmail } from '../catalog/service.ts';
import { advanceRun, findRunById, type RunsDeps } from '../runs/service.ts';
import { rivalFirst } from './blind.ts';
import { rate } from './rating.ts';
import { comparisonSets, comparisonTasks } from './schema.ts';
import { createComparisonSet } from './sets.ts';

export const SEED_COMPARISON = { expert: 'low-residue-meal-planner', rival: 'household-budget-builder' } as const;
export const SEED_PROMPTS = [
  'Plan a week of low-residue meals on a tight budget.',
  'What can I cook for dinner when my gut is sore and money is short?',
  'How do I shop for soft, low-fibre food without overspending?',
  'Which cheap breakfasts are gentle on the gut?',
];
const SEED_RATERS = ['raj_patel_ibd', 'emily_carers', 'hannah_lowe'];
const E = 'expert' as const;
const R = 'rival' as const;
/** Per prompt, what each seed rater prefers: the meal planner wins 8 of 10 decisive comparisons (80 %). */
export const SEED_OUTCOMES: PreferenceOutcome[][] = [
  [E, E, E],
  [R, R, 'tie'],
  [E, E, E],
  [E, 'both_bad', E],
];

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/** The letter a rater presses for a side, given their blind order. */
function letterFor(outcome: PreferenceOutcome, swapped: boolean): PreferenceChoice {
  if (outcome === 'expert') return swapped ? 'b' : 'a';
  if (outcome === 'rival') return swapped ? 'a' : 'b';
  return outcome;
}

export async function seedPreferences(deps: RunsDeps): Promise<Record<string, number> | null> {
  const expert = await findVisibleExpert(deps.db, 'main', SEED_COMPARISON.expert);
  const rival = await findVisibleExpert(deps.db, 'main', SEED_COMPARISON.rival);
  if (!expert || !rival) return null;
  // Idempotent: a seeded set, once made, keeps what it has.
  const existing = await deps.db
    .select({ id: comparisonSets.id })
    .from(comparisonSets)
    .where(eq(comparisonSets.expertId, expert.id))
    .limit(1);
  if (existing.length > 0) return null;
  const raters = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, SEED_RATERS.map(seedEmail)));
  if (raters.length === 0) return null;
  let set: typeof comparisonSets.$inferSelect;
  try {
    set = await createComparisonSet(
      deps,
      { userId: expert.creatorId, tenant: 'main', admin: false },
      { expert: expert.slug, rival: rival.slug, prompts: SEED_PROMPTS },
    );
  } catch {
    return null; // No published protocol (the protocols seed skipped one): nothing to compare.
  }
  const tasks = await deps.db.select().from(comparisonTasks).where(eq(comparisonTasks.setId, set.id));
  for (const task of tasks) for (const runId of [task.expertRunId, task.rivalRunId]) await settle(deps, runId);
  let rated = 0;
  for (const task of tasks) {
    for (const [index, rater] of raters.entries()) {
      const outcome = SEED_OUTCOMES[task.position]?.[index];
      if (!outcome || rater.id === expert.creatorId || rater.id === rival.creatorId) continue;
      const choice = letterFor(outcome, rivalFirst(task.id, rater.id));
      const stored = await rate(deps.db, { userId: rater.id, tenant: 'main' }, task.id, {
        choice,
        ...(choice === 'a' || choice === 'b' ? { strength: 'clear' as const } : {}),
        reasons: outcome === 'expert' ? ['accurate', 'complete'] : [],
      }).catch(() => null); // A task whose run failed is not rateable: it stays out of the figures.
      if (stored) rated += 1;
    }
  }
  return { comparison_tasks: tasks.length, preference_ratings: rated };
}

/** Finishes a run before the seed goes on (createComparisonSet starts it in the background). */
async function settle(deps: RunsDeps, runId: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await advanceRun(deps, runId);
    const run = await findRunById(deps.db, runId);
    if (!run || FINISHED.has(run.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
