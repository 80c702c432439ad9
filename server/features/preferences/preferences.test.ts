/**
 * Preference rating as creators and raters live it (issue 25, item 4): a creator's comparison set starts real runs
 * of both experts; raters see each task blind, in an order stable per (task, rater), with no expert named until they
 * rated; one rating per rater per task (a second is 409); the creator of either expert cannot rate; results, the
 * Wilson interval and Krippendorff's alpha are computed from the stored ratings, and so is each expert's figure.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, type TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInAdmin, visitor } from '../../../tests/support/catalog.ts';
import { seedProtocolContent } from '../protocols/seed-step.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { type PublishedExpert, publishedExpert } from '../../../tests/support/runs.ts';
import { runs } from '../runs/schema.ts';
import { notifications } from '../messaging/schema.ts';
import { rivalFirst } from './blind.ts';
import { noticeWorseVersion } from './worse-notice.ts';
import { comparisonTasks, preferenceRatings } from './schema.ts';

const t = useTestApp();
let mine: PublishedExpert;
let rival: PublishedExpert;
let setId: string;
// Every prompt names pickles, which both guides talk about, so that the two answers of every task differ.
const PROMPTS = ['How salty should pickles brine be?', 'How long do pickles ferment?', 'Which jar should pickles go in?'];
type Side = 'expert' | 'rival' | 'tie' | 'both_bad';
type Task = { id: string; prompt: string; a: { markdown: string }; b: { markdown: string } };

async function ok(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()).data;
}

/** The answer each side of a task gave, read from the runs behind it. */
async function answersOf(taskId: string) {
  const [task] = await t.db.select().from(comparisonTasks).where(eq(comparisonTasks.id, taskId));
  const output = async (id: string) => (await t.db.select().from(runs).where(eq(runs.id, id)))[0]!.output;
  return { expert: await output(task!.expertRunId), rival: await output(task!.rivalRunId) };
}

/** Rates the task in front of `rater` so that `side` wins (the letter depends on the rater's blind order). */
async function rateAs(rater: TestClient, task: Task, side: Side) {
  const answers = await answersOf(task.id);
  expect(answers.expert).not.toBe(answers.rival);
  const expertIsA = task.a.markdown === answers.expert;
  const choice = side === 'expert' ? (expertIsA ? 'a' : 'b') : side === 'rival' ? (expertIsA ? 'b' : 'a') : side;
  return rater.post(`/api/comparison-tasks/${task.id}/rating`, { choice, strength: 'clear', reasons: ['accurate', 'clear'] });
}

beforeAll(async () => {
  await seedTestCatalog(t);
  const admin = await signInAdmin(t);
  mine = await publishedExpert(t, admin, {
    knowledge: 'Pickles: use a 3 % brine in a glass jar, 30 g of salt per litre, and ferment them one to four weeks.',
  });
  rival = await publishedExpert(t, admin, {
    knowledge: 'Pickles in vinegar need no brine and no fermenting; keep the jar in the fridge.',
  });
  const set = await ok(
    await mine.creator.client.post('/api/comparison-sets', { expert: mine.expert.slug, rival: rival.expert.slug, prompts: PROMPTS }),
    201,
  );
  setId = set.id;
  await eventually(
    'both answers of every task finished',
    async () => {
      const view = await ok(await mine.creator.client.get(`/api/comparison-sets/${setId}`));
      return view.tasks.ready === PROMPTS.length ? view : undefined;
    },
    120_000,
  );
}, 300_000);

describe('comparison sets', () => {
  it('only the expert’s creator makes a set, against another expert; nobody else reads it', async () => {
    await expectError(
      await mine.creator.client.post('/api/comparison-sets', { expert: rival.expert.slug, rival: mine.expert.slug, prompts: ['Hi'] }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await mine.creator.client.post('/api/comparison-sets', { expert: mine.expert.slug, rival: mine.expert.slug, prompts: ['Hi'] }),
      422,
      'COMPARISON_SAME_EXPERT',
    );
    await expectError(await rival.creator.client.get(`/api/comparison-sets/${setId}`), 404, 'COMPARISON_SET_NOT_FOUND');
    const list = await mine.creator.client.get('/api/comparison-sets');
    expect((await list.json()).data.map((set: { id: string }) => set.id)).toContain(setId);
  });

  it('the creator of either expert cannot rate: no task is offered and a rating is 403', async () => {
    for (const creator of [mine.creator.client, rival.creator.client]) {
      expect((await ok(await creator.get('/api/comparison-tasks/next'))).task).toBeNull();
    }
    const [task] = await t.db.select().from(comparisonTasks).where(eq(comparisonTasks.setId, setId));
    const response = await rival.creator.client.post(`/api/comparison-tasks/${task!.id}/rating`, { choice: 'a' });
    await expectError(response, 403, 'CANNOT_RATE_OWN_EXPERT');
  });
});

describe('rating blind', () => {
  it('a rater sees the same order every time, no expert named, and the reveal after rating matches the answers', async () => {
    const rater = await signedInUser(t.app);
    const first = (await ok(await rater.client.get('/api/comparison-tasks/next'))) as { task: Task; rated: number };
    const again = (await ok(await rater.client.get('/api/comparison-tasks/next'))) as { task: Task; rated: number };
    expect(again).toEqual(first);
    expect(first.rated).toBe(0);
    const text = JSON.stringify(first);
    for (const word of [mine.expert.name, rival.expert.name, mine.expert.slug, rival.expert.slug]) expect(text).not.toContain(word);
    const answers = await answersOf(first.task.id);
    expect([first.task.a.markdown, first.task.b.markdown].sort()).toEqual([answers.expert, answers.rival].sort());
    expect(answers.expert).not.toBe(answers.rival);

    const rated = await ok(await rater.client.post(`/api/comparison-tasks/${first.task.id}/rating`, { choice: 'both_bad' }), 201);
    const aIsExpert = first.task.a.markdown === answers.expert;
    expect(rated.reveal.a.slug).toBe(aIsExpert ? mine.expert.slug : rival.expert.slug);
    expect(rated.reveal.b.slug).toBe(aIsExpert ? rival.expert.slug : mine.expert.slug);
    const [row] = await t.db.select().from(preferenceRatings).where(eq(preferenceRatings.taskId, first.task.id));
    expect(row).toMatchObject({ outcome: 'both_bad', strength: null, swapped: rivalFirst(first.task.id, row!.raterId) });
    expect(row!.swapped).toBe(!aIsExpert);

    // Rated: never offered again; a second rating, even at once from two tabs, is a 409 and stores nothing.
    const next = await ok(await rater.client.get('/api/comparison-tasks/next'));
    expect(next.rated).toBe(1);
    expect(next.task.id).not.toBe(first.task.id);
    await expectError(
      await rater.client.post(`/api/comparison-tasks/${first.task.id}/rating`, { choice: 'b' }),
      409,
      'PREFERENCE_ALREADY_RATED',
    );
    const twice = await Promise.all([0, 1].map(() => rater.client.post(`/api/comparison-tasks/${next.task.id}/rating`, { choice: 'tie' })));
    expect(twice.map((response) => response.status).sort()).toEqual([201, 409]);
    await expectError(twice.find((response) => response.status === 409)!, 409, 'PREFERENCE_ALREADY_RATED');
    const stored = await t.db.select().from(preferenceRatings).where(eq(preferenceRatings.raterId, row!.raterId));
    expect(stored.map((rating) => rating.outcome).sort()).toEqual(['both_bad', 'tie']);
  });
});

describe('results from the stored ratings', () => {
  /** Per task position, what each of three more raters prefers (the first rater gave task 0 both_bad, task 1 a tie). */
  const PLAN: Side[][] = [
    ['expert', 'expert', 'expert'],
    ['expert', 'rival', 'tie'],
    ['rival', 'rival', 'both_bad'],
  ];

  beforeAll(async () => {
    const tasks = await t.db.select().from(comparisonTasks).where(eq(comparisonTasks.setId, setId));
    const position = new Map(tasks.map((task) => [task.id, task.position]));
    for (const k of [0, 1, 2]) {
      const rater = (await signedInUser(t.app)).client;
      for (;;) {
        const { task } = await ok(await rater.get('/api/comparison-tasks/next'));
        if (!task) break;
        expect((await rateAs(rater, task, PLAN[position.get(task.id)!]![k]!)).status).toBe(201);
      }
    }
  }, 120_000);

  it("wins, ties, both bad, the Wilson interval and Krippendorff's alpha, as computed by hand", async () => {
    // Units by task: [both_bad E E E], [tie E R tie], [R R both_bad]. Coincidences: n_E 4, n_R 3, n_T 2, n_B 2, n 11;
    // off-diagonal 2 + 10/3 + 2 = 22/3; Σ n_c·n_k (c ≠ k) = 121 − 33 = 88; alpha = 1 − 10·(22/3)/88 = 1/6.
    // Decisive 4 of 7: Wilson (z = 1.96) 0.2505–0.8418.
    const set = await ok(await mine.creator.client.get(`/api/comparison-sets/${setId}`));
    expect(set.tasks).toEqual({ total: 3, ready: 3, failed: 0 });
    expect(set.results).toEqual({
      ratings: 11,
      expert_wins: 4,
      rival_wins: 3,
      ties: 2,
      both_bad: 2,
      rate: 0.5714,
      low: 0.2505,
      high: 0.8418,
      alpha: 0.1667,
      multi_rated_tasks: 3,
      weighted_rate: 0.5714,
      raters: set.results.raters,
    });
    // Per rater (the first: both_bad, tie; then E E R, E R R, E tie both_bad): 0/3 + 1/3 = 1/6, and 2/3 + 0/3 + 1/2,
    // 2/3 + 0/3 + 1/2, 2/3 + 1/3 + 0/2 = 3/8 each. Only the first is under one half and under the median (3/8):
    // flagged, least agreeing first; its ratings were not decisive, so the weighted share is the plain one.
    expect(set.results.raters.map(({ rater, ...row }: { rater: string }) => [rater.slice(0, 2), row])).toEqual([
      ['r_', { ratings: 2, compared: 6, agreement: 0.1667, flagged: true }],
      ...[0, 1, 2].map(() => ['r_', { ratings: 3, compared: 8, agreement: 0.375, flagged: false }]),
    ]);
  });

  it('each expert’s earned preference figure counts the same decisive ratings', async () => {
    const figure = async (slug: string) => (await (await visitor(t).get(`/api/experts/${slug}`)).json()).data.quality.preference;
    expect(await figure(mine.expert.slug)).toEqual({ n: 7, wins: 4, rate: 0.5714, low: 0.2505, high: 0.8418, minimum: 5 });
    expect(await figure(rival.expert.slug)).toEqual({ n: 7, wins: 3, rate: 0.4286, low: 0.1582, high: 0.7495, minimum: 5 });
  });

  it('sort=preference orders by the lower bound of the preference, nulls last: 4 of 7 (0.2505) above 3 of 7 (0.1582)', async () => {
    const response = await visitor(t).get('/api/experts?sort=preference&limit=50');
    expect(response.status).toBe(200);
    const cards = (await response.json()).data as Array<{ slug: string; quality: { preference: { low: number | null } } }>;
    const lows = cards.map((card) => card.quality.preference.low);
    const known = lows.filter((low): low is number => low !== null);
    expect(lows.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
    expect(lows.slice(known.length).every((low) => low === null)).toBe(true);
    const order = cards.map((card) => card.slug).filter((slug) => slug === mine.expert.slug || slug === rival.expert.slug);
    expect(order).toEqual([mine.expert.slug, rival.expert.slug]);
  });

  it("the protocol workbench counts the same ratings for each expert's version, from its own side", async () => {
    const figures = async (expert: PublishedExpert) =>
      ok(await expert.creator.client.get(`/api/creator/experts/${expert.expert.id}/feedback-figures`));
    const none = { reviews: 0, accepted: 0, edited: 0, responded: 0, ignored: 0, worse_than: null };
    expect(await figures(mine)).toEqual([
      { version_id: expect.any(String), number: 1, ratings: 11, preferred: 4, other_preferred: 3, ties: 2, both_bad: 2, ...none },
    ]);
    expect(await figures(rival)).toEqual([
      { version_id: expect.any(String), number: 1, ratings: 11, preferred: 3, other_preferred: 4, ties: 2, both_bad: 2, ...none },
    ]);
    await expectError(await rival.creator.client.get(`/api/creator/experts/${mine.expert.id}/feedback-figures`), 404, 'EXPERT_NOT_FOUND');
  });
});

describe('a version worse than the one before, by blind ratings', () => {
  it('notifies its creator once, from the rating that set the intervals apart', async () => {
    const admin = await signInAdmin(t);
    const guide = await publishedExpert(t, admin, {
      knowledge: 'Pickles: use a 3 % brine in a glass jar, 30 g of salt per litre, and ferment them one to four weeks.',
    });
    const other = await publishedExpert(t, admin, {
      knowledge: 'Pickles in vinegar need no brine and no fermenting; keep the jar in the fridge.',
    });
    const creator = guide.creator.client;
    const raters = [(await signedInUser(t.app)).client, (await signedInUser(t.app)).client, (await signedInUser(t.app)).client];
    const notices = async () =>
      ((await ok(await creator.get('/api/notifications?limit=50'))) as Array<{ kind: string; data: Record<string, unknown> }>).filter(
        (notification) => notification.kind === 'protocol_version.worse',
      );
    /** A set of the guide's live version against the other expert, every task rated by every rater for `side`. */
    async function ratedSet(side: Side) {
      const set = await ok(
        await creator.post('/api/comparison-sets', { expert: guide.expert.slug, rival: other.expert.slug, prompts: PROMPTS }),
        201,
      );
      await eventually(
        'both answers of every task finished',
        async () => ((await ok(await creator.get(`/api/comparison-sets/${set.id}`))).tasks.ready === PROMPTS.length ? true : undefined),
        120_000,
      );
      const tasks = await t.db.select().from(comparisonTasks).where(eq(comparisonTasks.setId, set.id));
      for (const rater of raters) {
        for (let rated = 0; rated < tasks.length; rated += 1) {
          const { task } = await ok(await rater.get('/api/comparison-tasks/next'));
          expect(tasks.map((one) => one.id)).toContain(task.id);
          expect((await rateAs(rater, task, side)).status).toBe(201);
        }
      }
    }
    // Version 1 wins all nine ratings (Wilson 70–100 %); version 2 loses all nine (0–30 %): apart.
    await ratedSet('expert');
    const draft = await ok(
      await creator.post(`/api/creator/experts/${guide.expert.id}/protocol/versions`, { content: seedProtocolContent(false) }),
      201,
    );
    await ok(await creator.post(`/api/creator/protocol-versions/${draft.id}/publish`, {}));
    expect(await notices()).toEqual([]);
    await ratedSet('rival');
    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({
      expert_id: guide.expert.id,
      version_id: draft.id,
      number: 2,
      worse_than: 1,
      measure: 'preference',
      rate: 0,
      previous_rate: 1,
    });
    // The other expert's creator is not told anything: its only version is doing fine.
    const theirs = (await ok(await other.creator.client.get('/api/notifications?limit=50'))) as Array<{ kind: string }>;
    expect(theirs.filter((notification) => notification.kind === 'protocol_version.worse')).toEqual([]);

    // Two decisions or ratings that flag the version at the same moment tell its creator once: with the notice gone,
    // two checks at once give one notice (the advisory lock makes the second find the first one's).
    await t.db.delete(notifications).where(eq(notifications.kind, 'protocol_version.worse'));
    const deps = { db: t.db, events: t.events };
    const sent = await Promise.all([noticeWorseVersion(deps, guide.expert.id), noticeWorseVersion(deps, guide.expert.id)]);
    expect(sent.sort()).toEqual([false, true]);
    expect(await notices()).toHaveLength(1);
  }, 300_000);
});
