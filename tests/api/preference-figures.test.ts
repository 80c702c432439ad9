/**
 * Preference figures are earned, not painted (issue 25): after the full demo seed, every expert's preference counts
 * equal the stored ratings that name it winner or loser, the seeded comparison set's results are computed from its
 * rows (hand-checked here), and the demo member is offered a blind task to rate.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/seed/index.ts';
import { signInDemo, visitor } from '../support/catalog.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

beforeAll(async () => {
  await seedDemoData({ db: t.db, env: t.env, logger: { info() {}, warn() {}, error() {} } as never });
}, 240_000);

const figureOf = async (slug: string) => (await (await visitor(t).get(`/api/experts/${slug}`)).json()).data.quality.preference;

describe('the demo seed’s preference figures', () => {
  it('shows no figure without ratings behind it: every expert’s wins and losses equal its stored decisive ratings', async () => {
    const rows = (
      (await t.db.execute(sql`
        select e.slug, e.preference_wins, e.preference_losses,
          (select count(*) from preference_ratings r join comparison_tasks k on k.id = r.task_id join comparison_sets s on s.id = k.set_id
            where (s.expert_id = e.id and r.outcome = 'expert') or (s.rival_expert_id = e.id and r.outcome = 'rival'))::int as won,
          (select count(*) from preference_ratings r join comparison_tasks k on k.id = r.task_id join comparison_sets s on s.id = k.set_id
            where (s.expert_id = e.id and r.outcome = 'rival') or (s.rival_expert_id = e.id and r.outcome = 'expert'))::int as lost
        from experts e`)) as unknown as { rows: Array<Record<string, string | number>> }
    ).rows;
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows)
      expect([row.preference_wins, row.preference_losses].map(Number), row.slug as string).toEqual([row.won, row.lost].map(Number));
    expect(
      rows
        .filter((row) => Number(row.won) + Number(row.lost) > 0)
        .map((row) => row.slug)
        .sort(),
    ).toEqual(['household-budget-builder', 'low-residue-meal-planner']);
  });

  it('the meal planner won 8 of 10 decisive comparisons, the budget builder 2 of 10 (Wilson 0.4902–0.9433, 0.0567–0.5098)', async () => {
    expect(await figureOf('low-residue-meal-planner')).toEqual({ n: 10, wins: 8, rate: 0.8, low: 0.4902, high: 0.9433, minimum: 5 });
    expect(await figureOf('household-budget-builder')).toEqual({ n: 10, wins: 2, rate: 0.2, low: 0.0567, high: 0.5098, minimum: 5 });
    expect(await figureOf('resume-tailor')).toMatchObject({ n: 0, rate: null, low: null, high: null });
  });

  it("the seeded set's results: 12 ratings, 2 ties and both bad, alpha 30/74 from the coincidence matrix, agreement per rater", async () => {
    // Units [E E E], [R R tie], [E E E], [E both_bad E]: n_E 8, n_R 2, n_T 1, n_B 1, n 12; off-diagonal 4;
    // Σ n_c·n_k (c ≠ k) = 144 − 70 = 74; alpha = 1 − 11·4/74 = 30/74 = 0.4054.
    const [set] = (
      (await t.db.execute(sql`select s.id, s.expert_id from comparison_sets s join experts e on e.id = s.expert_id
        where e.slug = 'low-residue-meal-planner'`)) as unknown as { rows: Array<{ id: string; expert_id: string }> }
    ).rows;
    const { resultsOf } = await import('../../server/features/preferences/progress.ts');
    const { pseudonymSecretOf } = await import('../../server/features/preferences/pseudonym.ts');
    const results = await resultsOf(t.db, { id: set!.id, expertId: set!.expert_id }, pseudonymSecretOf(t.env));
    // Per rater, agreement with the other two on each task: the columns E R E E (2+1+2+1 of 8), E R E both_bad
    // (2+1+2+0) and E tie E E (2+0+2+1): 6/8, 5/8, 5/8; nobody under one half, so the weighted share is the plain one.
    expect(results.raters.map(({ rater, ...row }) => [rater.length, row])).toEqual(
      [0.625, 0.625, 0.75].map((agreement) => [18, { ratings: 4, compared: 8, agreement, flagged: false }]),
    );
    expect(results).toEqual({
      weighted_rate: 0.8,
      raters: results.raters,
      ratings: 12,
      expert_wins: 8,
      rival_wins: 2,
      ties: 1,
      both_bad: 1,
      rate: 0.8,
      low: 0.4902,
      high: 0.9433,
      alpha: 0.4054,
      multi_rated_tasks: 4,
    });
  });

  it('the demo member is offered one of the seeded tasks, blind', async () => {
    const demo = await signInDemo(t);
    const next = (await (await demo.get('/api/comparison-tasks/next')).json()).data;
    expect(next.rated).toBe(0);
    expect(next.task.prompt).toMatch(/gut|budget|low-fibre|low-residue/);
    expect(JSON.stringify(next)).not.toContain('Meal Planner');
  });
});
