/**
 * Quality figures are earned, not painted (issue 25, item 6). Review acceptance is counted from decided review items
 * made over HTTP (a run pauses at its gate, the expert's creator decides): exact counts, rate and 95 % Wilson interval
 * for a known set of decisions, "not enough data yet" below the minimum, the acceptance sort by the interval's lower
 * bound, and the demo seed, whose every figure has its review rows behind it.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/seed/index.ts';
import { seedTestCatalog, signInAdmin, signInDemo, visitor } from '../support/catalog.ts';
import { type PublishedExpert, publishedExpert, runUntil } from '../support/runs.ts';
import { type TestClient, useTestApp } from './helpers.ts';

const t = useTestApp();
type Decision = 'accept' | 'edit' | 'respond' | 'ignore';
type Review = {
  n: number;
  accepted: number;
  edited: number;
  responded: number;
  ignored: number;
  rate: number | null;
  low: number | null;
  high: number | null;
  minimum: number;
};

let demo: TestClient;
const experts: Record<'mixed' | 'few' | 'perfect' | 'lucky', PublishedExpert> = {} as never;

/** Runs the expert once per decision: each run pauses at its gate and the creator decides it over HTTP. */
async function decideRuns(expert: PublishedExpert, decisions: Decision[]) {
  for (const type of decisions) {
    const started = await demo.post('/api/runs', { expert: expert.expert.slug, message: 'How long does the brine take?' });
    expect(started.status, await started.clone().text()).toBe(201);
    const paused = await runUntil(demo, (await started.json()).data.id, ['waiting_review']);
    const body =
      type === 'edit'
        ? { type, args: { answer: 'Two weeks, tasting daily.' } }
        : type === 'respond'
          ? { type, response: 'Ask me with the recipe.' }
          : { type };
    const decided = await expert.creator.client.post(`/api/review-items/${paused.review_items[0]!.id}/decision`, body);
    expect(decided.status, await decided.clone().text()).toBe(200);
    await runUntil(demo, paused.id, ['completed', 'failed', 'cancelled']);
  }
}

async function reviewOf(slug: string): Promise<Review> {
  const response = await visitor(t).get(`/api/experts/${slug}`);
  expect(response.status).toBe(200);
  return (await response.json()).data.quality.review;
}

beforeAll(async () => {
  await seedTestCatalog(t);
  const admin = await signInAdmin(t);
  demo = await signInDemo(t);
  for (const key of ['mixed', 'few', 'perfect', 'lucky'] as const) experts[key] = await publishedExpert(t, admin, { review: true });
  await decideRuns(experts.mixed, ['accept', 'edit', 'accept', 'accept', 'ignore', 'accept', 'edit', 'accept', 'accept', 'accept']);
  await decideRuns(experts.few, ['accept', 'accept', 'accept', 'accept']);
  await decideRuns(experts.perfect, ['accept', 'accept', 'accept', 'accept', 'accept']);
  await decideRuns(experts.lucky, ['accept', 'accept', 'respond', 'accept', 'accept']);
}, 300_000);

describe('review acceptance from decided review items', () => {
  it('7 accepted, 2 edited, 1 ignored: n 10, rate 0.7, Wilson interval 0.3968–0.8922 (hand-computed, z = 1.96)', async () => {
    expect(await reviewOf(experts.mixed.expert.slug)).toEqual({
      n: 10,
      accepted: 7,
      edited: 2,
      responded: 0,
      ignored: 1,
      rate: 0.7,
      low: 0.3968,
      high: 0.8922,
      minimum: 5,
    });
  });

  it('below the minimum of 5 decisions there is no rate: "not enough data yet", with the counts', async () => {
    expect(await reviewOf(experts.few.expert.slug)).toEqual({
      n: 4,
      accepted: 4,
      edited: 0,
      responded: 0,
      ignored: 0,
      rate: null,
      low: null,
      high: null,
      minimum: 5,
    });
    // An expert nobody has reviewed yet: zero counts, no rate.
    const untouched = await reviewOf('resume-tailor');
    expect(untouched).toMatchObject({ n: 0, rate: null, low: null, high: null });
  });

  it('5 of 5 gives rate 1 with low 0.5655; 4 of 5 gives rate 0.8 with low 0.3755', async () => {
    expect(await reviewOf(experts.perfect.expert.slug)).toMatchObject({ n: 5, accepted: 5, rate: 1, low: 0.5655, high: 1 });
    expect(await reviewOf(experts.lucky.expert.slug)).toMatchObject({
      n: 5,
      accepted: 4,
      responded: 1,
      rate: 0.8,
      low: 0.3755,
      high: 0.9638,
    });
  });

  it('sort=acceptance orders by the lower bound, nulls last: 7 of 10 (0.3968) ranks above 4 of 5 (0.3755, rate 0.8)', async () => {
    const response = await visitor(t).get('/api/experts?sort=acceptance&limit=50');
    expect(response.status).toBe(200);
    const cards = (await response.json()).data as Array<{ slug: string; quality: { review: Review } }>;
    const lows = cards.map((card) => card.quality.review.low);
    const known = lows.filter((low): low is number => low !== null);
    // Every expert with a bound comes first, in descending order; the rest (no bound) after them.
    expect(lows.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
    expect(lows.slice(known.length).every((low) => low === null)).toBe(true);
    const ours = [experts.perfect, experts.mixed, experts.lucky, experts.few].map((expert) => expert.expert.slug);
    const order = cards.map((card) => card.slug).filter((slug) => ours.includes(slug));
    expect(order.slice(0, 3)).toEqual(ours.slice(0, 3));
    // The expert below the minimum is among the nulls, or beyond this page of 50.
    expect(order.indexOf(experts.few.expert.slug)).not.toBe(0);
  });

  it('the OpenAPI document describes the review object with its nullable rate and interval', async () => {
    const document = await (await t.app.request('http://localhost/api/openapi.json')).json();
    const review = document.components.schemas.ReviewAcceptance;
    expect(Object.keys(review.properties).sort()).toEqual([
      'accepted',
      'edited',
      'high',
      'ignored',
      'low',
      'minimum',
      'n',
      'rate',
      'responded',
    ]);
    expect([...review.required].sort()).toEqual(Object.keys(review.properties).sort());
    expect(Object.keys(document.components.schemas.QualitySignals.properties).sort()).toEqual(['completed_runs', 'preference', 'review']);
  });
});

describe('the demo seed', () => {
  it('shows no figure without review rows behind it: every expert’s counts equal its decided review items', async () => {
    await seedDemoData({ db: t.db, env: t.env, logger: { info() {}, warn() {}, error() {} } as never });
    const rows = (
      (await t.db.execute(sql`
        select e.slug, e.review_accepted, e.review_edited, e.review_responded, e.review_ignored,
          count(*) filter (where ri.decision_type = 'accept')::int as accept,
          count(*) filter (where ri.decision_type = 'edit')::int as edit,
          count(*) filter (where ri.decision_type = 'respond')::int as respond,
          count(*) filter (where ri.decision_type = 'ignore')::int as ignore
        from experts e
        left join runs r on r.expert_id = e.id
        left join review_items ri on ri.run_id = r.id and ri.status = 'decided'
        group by e.id`)) as unknown as { rows: Array<Record<string, string | number>> }
    ).rows;
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows)
      expect(
        [row.review_accepted, row.review_edited, row.review_responded, row.review_ignored].map(Number),
        `${row.slug}: counts on the expert row vs decided review items`,
      ).toEqual([row.accept, row.edit, row.respond, row.ignore].map(Number));
    // A newcomer sees both: a figure earned from the seed's decisions, and "not enough data yet".
    expect(await reviewOf('flare-action-plan-keeper')).toMatchObject({ n: 8, accepted: 6, edited: 1, ignored: 1, rate: 0.75 });
    expect(await reviewOf('gut-symptom-journal')).toMatchObject({ n: 6, accepted: 4, edited: 1, responded: 1 });
    expect(await reviewOf('gi-visit-prep-sheet')).toMatchObject({ n: 2, rate: null, low: null, high: null });
    // Every card that shows a rate has at least the minimum of decided items behind it.
    const cards = (await (await visitor(t).get('/api/experts?sort=acceptance&limit=50')).json()).data as Array<{
      slug: string;
      quality: { review: Review };
    }>;
    const decided = new Map(
      rows.map((row) => [row.slug, Number(row.accept) + Number(row.edit) + Number(row.respond) + Number(row.ignore)]),
    );
    for (const card of cards.filter((card) => card.quality.review.rate !== null))
      expect(decided.get(card.slug), card.slug).toBeGreaterThanOrEqual(card.quality.review.minimum);
  }, 120_000);
});
