/**
 * Dataset exports as a creator downloads them (issue 25, item 5): a known set of decisions and ratings, made through
 * the API as people make them, exported as JSON Lines with exact rows: preference pairs in TRL's prompt / chosen /
 * rejected form (the raters' majority, ties left out or marked), review edits as pairs, raw ratings under
 * pseudonyms; filters by version, days and agreement; the same rows whatever the batch size; only the expert's
 * creator downloads.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInAdmin, visitor } from '../../../tests/support/catalog.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { type PublishedExpert, publishedExpert } from '../../../tests/support/runs.ts';
import { reviewItems } from '../hitl/schema.ts';
import { runs } from '../runs/schema.ts';
import { rivalFirst } from './blind.ts';
import { datasetBatches } from './dataset-export.ts';
import { pseudonymOf } from './pseudonym.ts';
import { comparisonTasks } from './schema.ts';

const t = useTestApp();
const DEV_SECRET = 'development-only-dataset-pseudonym-secret';
const PROMPTS = ['How salty should pickles brine be?', 'How long do pickles ferment?', 'Which jar should pickles go in?'];
const EDIT = 'Use 30 g of salt per litre of water: a 3 % brine.';
type Side = 'expert' | 'rival' | 'tie' | 'both_bad';
/** Per prompt, what each rater chose (the third rater skips the last task). */
const PLAN: Side[][] = [
  ['expert', 'expert', 'rival'],
  ['rival', 'rival', 'rival'],
  ['tie', 'both_bad'],
];

let mine: PublishedExpert;
let rival: PublishedExpert;
let tasks: Array<{ id: string; setId: string; prompt: string; expert: string; rival: string }>;
let raterIds: string[];
let draft: string;
let editItemId: string;

async function ok(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()).data;
}

/** The export's lines, parsed; the response checked for a JSON Lines download first. */
async function exported(path: string, client = mine.creator.client) {
  const response = await client.get(`/api/creator/experts/${mine.expert.id}/datasets/${path}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
  const body = await response.text();
  return body === ''
    ? []
    : body
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
}

const byPrompt = (rows: Array<{ prompt: string }>) => [...rows].sort((a, b) => PROMPTS.indexOf(a.prompt) - PROMPTS.indexOf(b.prompt));

beforeAll(async () => {
  await seedTestCatalog(t);
  const admin = await signInAdmin(t);
  mine = await publishedExpert(t, admin, {
    review: true,
    knowledge: 'Pickles: use a 3 % brine in a glass jar, 30 g of salt per litre, and ferment them one to four weeks.',
  });
  rival = await publishedExpert(t, admin, { knowledge: 'Pickles in vinegar need no brine and no fermenting; keep the jar in the fridge.' });
  const set = await ok(
    await mine.creator.client.post('/api/comparison-sets', { expert: mine.expert.slug, rival: rival.expert.slug, prompts: PROMPTS }),
    201,
  );
  const rows = await t.db.select().from(comparisonTasks).where(eq(comparisonTasks.setId, set.id));
  // Every answer of the gated expert waits for its creator: the first is edited, the others accepted.
  const items = await eventually('three answers wait for review', async () => {
    const found = await t.db
      .select()
      .from(reviewItems)
      .where(
        inArray(
          reviewItems.runId,
          rows.map((row) => row.expertRunId),
        ),
      );
    return found.length === PROMPTS.length ? found : undefined;
  });
  for (const item of items) {
    const first = rows.find((row) => row.expertRunId === item.runId)!.position === 0;
    if (first) [editItemId, draft] = [item.id, String(item.args.answer)];
    const decision = first ? { type: 'edit', args: { answer: EDIT }, comment: 'Say the amount' } : { type: 'accept' };
    await ok(await mine.creator.client.post(`/api/review-items/${item.id}/decision`, decision));
  }
  await eventually('both answers of every task finished', async () => {
    const view = await ok(await mine.creator.client.get(`/api/comparison-sets/${set.id}`));
    return view.tasks.ready === PROMPTS.length || undefined;
  });
  const output = async (id: string) => (await t.db.select().from(runs).where(eq(runs.id, id)))[0]!.output ?? '';
  tasks = [];
  for (const row of [...rows].sort((a, b) => a.position - b.position))
    tasks.push({
      id: row.id,
      setId: set.id,
      prompt: row.prompt,
      expert: await output(row.expertRunId),
      rival: await output(row.rivalRunId),
    });
  const raters = await Promise.all([0, 1, 2].map(() => signedInUser(t.app)));
  raterIds = raters.map((rater) => rater.userId);
  for (const [position, choices] of PLAN.entries())
    for (const [index, side] of choices.entries()) {
      const task = tasks[position]!;
      const swapped = rivalFirst(task.id, raters[index]!.userId);
      const choice = side === 'expert' ? (swapped ? 'b' : 'a') : side === 'rival' ? (swapped ? 'a' : 'b') : side;
      await ok(
        await raters[index]!.client.post(`/api/comparison-tasks/${task.id}/rating`, { choice, strength: 'clear', reasons: ['accurate'] }),
        201,
      );
    }
}, 300_000);

describe('preference pairs', () => {
  it("one row per rated task with a winner, chosen by the raters' majority, as a download named after the expert", async () => {
    const response = await mine.creator.client.get(`/api/creator/experts/${mine.expert.id}/datasets/preference-pairs`);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${mine.expert.slug}-preference-pairs-${day}.jsonl"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await response.body?.cancel();
    const [first, second] = tasks;
    expect(tasks[0]!.expert).toBe(EDIT);
    expect(byPrompt(await exported('preference-pairs'))).toEqual([
      {
        prompt: PROMPTS[0],
        chosen: EDIT,
        rejected: first!.rival,
        meta: {
          task_id: first!.id,
          set_id: first!.setId,
          outcome: 'expert',
          votes: { expert: 2, rival: 1, tie: 0, both_bad: 0 },
          ratings: 3,
          agreement: 0.667,
          expert_version: 1,
          rival: rival.expert.slug,
          rival_version: 1,
        },
      },
      {
        prompt: PROMPTS[1],
        chosen: second!.rival,
        rejected: second!.expert,
        meta: {
          task_id: second!.id,
          set_id: second!.setId,
          outcome: 'rival',
          votes: { expert: 0, rival: 3, tie: 0, both_bad: 0 },
          ratings: 3,
          agreement: 1,
          expert_version: 1,
          rival: rival.expert.slug,
          rival_version: 1,
        },
      },
    ]);
  });

  it('ties=mark keeps a split task with its votes; min_agreement, version and days narrow the rows', async () => {
    const marked = byPrompt(await exported('preference-pairs?ties=mark'));
    expect(marked).toHaveLength(3);
    expect(marked[2]).toEqual({
      prompt: PROMPTS[2],
      chosen: tasks[2]!.expert,
      rejected: tasks[2]!.rival,
      meta: expect.objectContaining({ outcome: 'tie', votes: { expert: 0, rival: 0, tie: 1, both_bad: 1 }, ratings: 2, agreement: 0.5 }),
    });
    expect((await exported('preference-pairs?min_agreement=0.7')).map((row) => row.prompt)).toEqual([PROMPTS[1]]);
    expect(await exported('preference-pairs?version=1')).toHaveLength(2);
    expect(await exported('preference-pairs?version=2')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await exported(`preference-pairs?from=${today}&to=${today}`)).toHaveLength(2);
    expect(await exported(`preference-pairs?from=${tomorrow}`)).toEqual([]);
    expect(await exported(`preference-pairs?to=${yesterday}`)).toEqual([]);
    await expectError(
      await mine.creator.client.get(`/api/creator/experts/${mine.expert.id}/datasets/preference-pairs?from=${today}&to=${yesterday}`),
      422,
      'VALIDATION_ERROR',
    );
  });
});

describe('review edits and raw ratings', () => {
  it("a reviewer's edit is a pair: the agent's draft rejected, the edit chosen, the reviewer a pseudonym", async () => {
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, editItemId));
    expect(await exported('review-edits')).toEqual([
      {
        prompt: PROMPTS[0],
        chosen: EDIT,
        rejected: draft,
        meta: {
          review_item_id: editItemId,
          run_id: item!.runId,
          version: 1,
          step_id: item!.stepId,
          reviewer: pseudonymOf(DEV_SECRET, mine.expert.id, mine.creator.userId),
          comment: 'Say the amount',
          decided_at: item!.decidedAt!.toISOString(),
        },
      },
    ]);
    expect(draft).not.toBe(EDIT);
  });

  it('every rating, its rater a pseudonym that is stable and names nobody, with its task’s agreement', async () => {
    const rows = await exported('ratings');
    expect(rows).toHaveLength(8);
    const text = JSON.stringify(rows);
    for (const id of raterIds) expect(text).not.toContain(id);
    const names = raterIds.map((id) => pseudonymOf(DEV_SECRET, mine.expert.id, id));
    expect(new Set(rows.map((row) => row.rater))).toEqual(new Set(names));
    expect(await exported('ratings')).toEqual(rows);
    const firstRater = rows.find((row) => row.task_id === tasks[0]!.id && row.rater === names[0]);
    expect(firstRater).toEqual({
      task_id: tasks[0]!.id,
      set_id: tasks[0]!.setId,
      prompt: PROMPTS[0],
      rater: names[0],
      outcome: 'expert',
      strength: 'clear',
      reasons: ['accurate'],
      comment: null,
      shown_rival_first: rivalFirst(tasks[0]!.id, raterIds[0]!),
      expert_version: 1,
      rival: rival.expert.slug,
      task_agreement: 0.667,
      rated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await exported('ratings?min_agreement=1')).map((row) => row.task_id)).toEqual([tasks[1]!.id, tasks[1]!.id, tasks[1]!.id]);
  });

  it('the rows are the same whatever the batch size (each batch starts after the last key of the one before)', async () => {
    for (const kind of ['preference-pairs', 'ratings', 'review-edits'] as const) {
      const request = { expertId: mine.expert.id, kind, query: { ties: 'mark' as const }, secret: DEV_SECRET };
      const whole: object[] = [];
      for await (const rows of datasetBatches(t.db, request)) whole.push(...rows);
      const small: object[] = [];
      for await (const rows of datasetBatches(t.db, { ...request, batchSize: 1 })) small.push(...rows);
      expect(small).toEqual(whole);
      expect(whole.length).toBe({ 'preference-pairs': 3, ratings: 8, 'review-edits': 1 }[kind]);
    }
  });
});

describe('who may download', () => {
  it('only the expert’s creator: anyone else 404, signed out 401, an unknown kind 422', async () => {
    const path = `/api/creator/experts/${mine.expert.id}/datasets/ratings`;
    await expectError(await rival.creator.client.get(path), 404, 'EXPERT_NOT_FOUND');
    await expectError(await (await signedInUser(t.app)).client.get(path), 404, 'EXPERT_NOT_FOUND');
    await expectError(await visitor(t).get(path), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(await mine.creator.client.get(`/api/creator/experts/${mine.expert.id}/datasets/everything`), 422, 'VALIDATION_ERROR');
    await expectError(await mine.creator.client.get('/api/creator/experts/not-an-id/datasets/ratings'), 404, 'EXPERT_NOT_FOUND');
  });
});
