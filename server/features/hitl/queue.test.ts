/**
 * The review queue as a reviewer and an asker live it (issue 25, item 3): an item is decided once (two decisions at
 * the same moment: one 200, one 409 REVIEW_ITEM_DECIDED), the reviewer's comment is kept with the decision and is
 * theirs alone, the queue carries the run's question, and the right people are notified: the reviewer when an item
 * arrives, the person who ran the expert when their run waits and when it is decided.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, signIn, type TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { originOf, seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { type PublishedExpert, publishedExpert, runUntil } from '../../../tests/support/runs.ts';
import { seedProtocolContent } from '../protocols/seed-step.ts';
import { runs } from '../runs/schema.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { publicOrigin } from '../../core/public-origin.ts';
import { reviewItems } from './schema.ts';

const t = useTestApp();
let gated: PublishedExpert;
beforeAll(async () => {
  await seedTestCatalog(t);
  gated = await publishedExpert(t, await signInAdmin(t), { review: true, tenants: ['crohns'] });
}, 180_000);

interface NotificationView {
  kind: string;
  link: string | null;
  data: Record<string, unknown>;
}

/** Someone on the crohns site who asks the gated expert; their run paused at its review gate. */
async function pausedRun(question: string, expert: PublishedExpert = gated) {
  const account = await signedInUser(t.app);
  const asker = await signIn(t.app, account.email, account.password, originOf('crohns'));
  const started = await asker.post('/api/runs', { expert: expert.expert.slug, message: question });
  expect(started.status, await started.clone().text()).toBe(201);
  const run = await runUntil(asker, (await started.json()).data.id, ['waiting_review']);
  return { asker, askerId: account.userId, askerEmail: account.email, run, itemId: run.review_items[0]!.id };
}

/** The notification of `kind` about `itemId` once it is in `client`'s inbox. */
function notificationOf(client: TestClient, kind: string, itemId: string) {
  return eventually(`a ${kind} notification`, async () => {
    const list = (await (await client.get('/api/notifications?filter=all&limit=50')).json()).data as NotificationView[];
    return list.find((one) => one.kind === kind && one.data.review_item_id === itemId);
  });
}

describe('deciding a review item', () => {
  it('two decisions at the same moment: one succeeds, the other gets 409 REVIEW_ITEM_DECIDED; the first one stands', async () => {
    const { asker, run, itemId } = await pausedRun('How long should the pickles rest?');
    const reviewer = gated.creator.client;
    const answers = await Promise.all([
      reviewer.post(`/api/review-items/${itemId}/decision`, { type: 'edit', args: { answer: 'Rest them for a week.' } }),
      reviewer.post(`/api/review-items/${itemId}/decision`, { type: 'ignore' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    const lost = answers.find((answer) => answer.status === 409)!;
    await expectError(lost, 409, 'REVIEW_ITEM_DECIDED');
    const decided = (await won.json()).data as { decision: { type: string } };
    const [row] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, itemId));
    expect(row).toMatchObject({ status: 'decided', decisionType: decided.decision.type });
    // The run went on once, with the decision that won.
    const done = await runUntil(asker, run.id, ['completed']);
    if (decided.decision.type === 'edit') expect(done.output!.markdown).toBe('Rest them for a week.');
    else expect(done.output?.markdown ?? '').not.toContain('Rest them for a week.');
    // A third try, later, is refused the same way.
    await expectError(await reviewer.post(`/api/review-items/${itemId}/decision`, { type: 'accept' }), 409, 'REVIEW_ITEM_DECIDED');
  });

  it('keeps the reviewer’s comment with the decision, for the reviewer only; the queue shows the run’s question', async () => {
    const { asker, run, itemId } = await pausedRun('Can I use iodized salt?');
    const reviewer = gated.creator.client;
    const queue = (await (await reviewer.get('/api/review-items?status=pending')).json()).data as Array<{
      id: string;
      question: string | null;
      description: string;
    }>;
    expect(queue.find((item) => item.id === itemId)).toMatchObject({ question: 'Can I use iodized salt?' });
    expect((await (await asker.get(`/api/review-items/${itemId}`)).json()).data.question).toBeNull();

    const decided = await reviewer.post(`/api/review-items/${itemId}/decision`, {
      type: 'edit',
      args: { answer: 'Use non-iodized salt: iodine darkens the brine.' },
      comment: '  The draft missed the iodine point.  ',
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    expect((await decided.json()).data.decision).toEqual({
      type: 'edit',
      args: { answer: 'Use non-iodized salt: iodine darkens the brine.' },
      response: null,
      comment: 'The draft missed the iodine point.',
    });
    const [row] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, itemId));
    expect(row!.decisionComment).toBe('The draft missed the iodine point.');
    // The asker sees what became of the answer, not the reviewer's note.
    expect((await (await asker.get(`/api/review-items/${itemId}`)).json()).data.decision).toMatchObject({ type: 'edit', comment: null });
    expect((await runUntil(asker, run.id, ['completed'])).output!.markdown).toBe('Use non-iodized salt: iodine darkens the brine.');
    // Decided items leave the pending queue and are listed as decided.
    const pending = (await (await reviewer.get('/api/review-items?status=pending')).json()).data as Array<{ id: string }>;
    expect(pending.map((item) => item.id)).not.toContain(itemId);
    const done = (await (await reviewer.get('/api/review-items?status=decided')).json()).data as Array<{ id: string }>;
    expect(done.map((item) => item.id)).toContain(itemId);
  });

  it('notifies the reviewer of the new item and the asker that their run waits, then that it was decided', async () => {
    const { asker, run, itemId } = await pausedRun('Should I boil the brine?');
    const reviewer = gated.creator.client;
    const arrived = await notificationOf(reviewer, 'review_item.created', itemId);
    expect(arrived).toMatchObject({ link: '/HITL', data: { run_id: run.id, expert_name: gated.expert.name } });
    const waiting = await notificationOf(asker, 'run.waiting_review', itemId);
    expect(waiting.data).toMatchObject({ run_id: run.id, expert_name: gated.expert.name });
    // Neither notice carries the answer under review.
    expect(JSON.stringify([arrived, waiting])).not.toContain('Brine needs salt');
    // The asker is not told an item arrived; the reviewer is not told the asker's run waits.
    const askerKinds = ((await (await asker.get('/api/notifications?limit=50')).json()).data as NotificationView[]).map((n) => n.kind);
    expect(askerKinds).not.toContain('review_item.created');

    expect((await reviewer.post(`/api/review-items/${itemId}/decision`, { type: 'accept', comment: 'Fine as is.' })).status).toBe(200);
    const decided = await notificationOf(asker, 'review_item.decided', itemId);
    expect(decided.data).toMatchObject({ run_id: run.id, decision: 'accept' });
    expect(JSON.stringify(decided)).not.toContain('Fine as is.');
    const reviewerKinds = ((await (await reviewer.get('/api/notifications?limit=50')).json()).data as NotificationView[])
      .filter((n) => n.data.review_item_id === itemId)
      .map((n) => n.kind);
    expect(reviewerKinds).toEqual(['review_item.created']);
  });

  it('mails a review notice to whoever turned e-mail on for its kind, linking the site’s public address', async () => {
    const reviewer = gated.creator.client;
    const wantMail = (client: TestClient, kind: string) =>
      client.request('PUT', '/api/notifications/preferences', { json: { preferences: [{ kind, in_app: true, email: true }] } });
    expect((await wantMail(reviewer, 'review_item.created')).status).toBe(200);
    const { asker, askerEmail, itemId } = await pausedRun('Can the brine be reused?');
    const NOTICE = 'New activity on Agentic Experts';
    const mailsTo = async (address: string) =>
      (await t.db.select().from(outbox).where(eq(outbox.to, address))).filter((mail) => mail.subject === NOTICE);
    const arrived = await eventually('the reviewer’s mail', async () =>
      (await mailsTo(gated.creator.email)).find((m) => m.body.includes('/HITL')),
    );
    expect(arrived.body).toContain('An agent action is waiting for your review.');
    expect(arrived.body).toContain(`${publicOrigin(t.env)}/HITL`);
    expect(arrived.body).not.toContain('Brine needs salt');
    // The asker kept the defaults (in the app only): their run waits without a mail.
    expect(await mailsTo(askerEmail)).toEqual([]);
    expect((await wantMail(asker, 'review_item.decided')).status).toBe(200);
    expect((await reviewer.post(`/api/review-items/${itemId}/decision`, { type: 'accept' })).status).toBe(200);
    const decided = await eventually('the asker’s mail', async () => (await mailsTo(askerEmail))[0]);
    expect(decided.body).toContain('A reviewer has decided on an answer to your question.');
  });

  it('only the reviewer decides: the asker gets 403, a stranger 404, and the item stays pending', async () => {
    const { asker, itemId } = await pausedRun('Glass jars or plastic?');
    await expectError(await asker.post(`/api/review-items/${itemId}/decision`, { type: 'accept' }), 403, 'FORBIDDEN');
    const stranger = await signedInUser(t.app);
    await expectError(await stranger.client.post(`/api/review-items/${itemId}/decision`, { type: 'accept' }), 404, 'REVIEW_ITEM_NOT_FOUND');
    const [row] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, itemId));
    expect(row!.status).toBe('pending');
  });
});

describe("the workbench's feedback figures", () => {
  it('count the decisions on each version of the expert, for its creator only', async () => {
    const own = await publishedExpert(t, await signInAdmin(t), { review: true, tenants: ['crohns'] });
    const decisions = [{ type: 'accept' }, { type: 'edit', args: { answer: 'Rest them for a week.' } }, { type: 'ignore' }];
    for (const [index, decision] of decisions.entries()) {
      const { itemId } = await pausedRun(`Question ${index + 1} about brine?`, own);
      expect((await own.creator.client.post(`/api/review-items/${itemId}/decision`, decision)).status).toBe(200);
    }
    // One more waits undecided: it is not a decision yet.
    await pausedRun('Still waiting?', own);
    const figures = await own.creator.client.get(`/api/creator/experts/${own.expert.id}/feedback-figures`);
    expect(figures.status, await figures.clone().text()).toBe(200);
    expect((await figures.json()).data).toEqual([
      {
        version_id: expect.any(String),
        number: 1,
        ratings: 0,
        preferred: 0,
        other_preferred: 0,
        ties: 0,
        both_bad: 0,
        reviews: 3,
        accepted: 1,
        edited: 1,
        responded: 0,
        ignored: 1,
        worse_than: null,
      },
    ]);
    const stranger = await signedInUser(t.app);
    await expectError(await stranger.client.get(`/api/creator/experts/${own.expert.id}/feedback-figures`), 404, 'EXPERT_NOT_FOUND');
  }, 120_000);
  it('flag a version whose acceptance fell below the previous one beyond the uncertainty, not one within it', async () => {
    const own = await publishedExpert(t, await signInAdmin(t), { review: true, tenants: ['crohns'] });
    const creator = own.creator.client;
    const first = await pausedRun('Which salt for brine?', own);
    expect((await creator.post(`/api/review-items/${first.itemId}/decision`, { type: 'accept' })).status).toBe(200);
    const draft = await creator.post(`/api/creator/experts/${own.expert.id}/protocol/versions`, { content: seedProtocolContent(true) });
    expect(draft.status, await draft.clone().text()).toBe(201);
    const published = await creator.post(`/api/creator/protocol-versions/${(await draft.json()).data.id}/publish`, {});
    expect(published.status, await published.clone().text()).toBe(200);
    const second = await pausedRun('Which jar for brine?', own);
    expect((await creator.post(`/api/review-items/${second.itemId}/decision`, { type: 'ignore' })).status).toBe(200);

    /** `copies` more decided items like `itemId` (each with its own copy of the run), as stored rows. */
    async function more(itemId: string, copies: number) {
      const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, itemId));
      const [run] = await t.db.select().from(runs).where(eq(runs.id, item!.runId));
      for (let copy = 0; copy < copies; copy += 1) {
        const { id: _run, clientId: _client, ...runRow } = run!;
        const [cloned] = await t.db.insert(runs).values(runRow).returning({ id: runs.id });
        const { id: _item, ...itemRow } = item!;
        await t.db.insert(reviewItems).values({ ...itemRow, runId: cloned!.id });
      }
    }
    const figures = async () => (await (await creator.get(`/api/creator/experts/${own.expert.id}/feedback-figures`)).json()).data;
    // One accepted against one ignored: the intervals overlap widely, nothing is flagged.
    expect((await figures()).map((row: { worse_than: unknown }) => row.worse_than)).toEqual([null, null]);
    // Eight against eight: 8/8 accepted (Wilson low 0.68) and 0/8 (high 0.32) no longer overlap.
    await more(first.itemId, 7);
    await more(second.itemId, 7);
    const [newer, older] = await figures();
    expect(newer).toMatchObject({
      number: 2,
      reviews: 8,
      ignored: 8,
      worse_than: { number: 1, measure: 'acceptance', rate: 0, previous_rate: 1 },
    });
    expect(older).toMatchObject({ number: 1, reviews: 8, accepted: 8, worse_than: null });

    // The creator is told when a decision finds the live version flagged (not before), once per version.
    const worseNotices = async () =>
      (
        (await (await creator.get('/api/notifications?limit=50')).json()).data as Array<{ kind: string; link: string; data: object }>
      ).filter((notification) => notification.kind === 'protocol_version.worse');
    expect(await worseNotices()).toEqual([]);
    for (const question of ['Which lid for brine?', 'Which crock for brine?']) {
      const next = await pausedRun(question, own);
      expect((await creator.post(`/api/review-items/${next.itemId}/decision`, { type: 'ignore' })).status).toBe(200);
    }
    const notices = await worseNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      link: '/studio/protocol',
      data: {
        expert_id: own.expert.id,
        expert_name: own.expert.name,
        version_id: newer.version_id,
        number: 2,
        worse_than: 1,
        measure: 'acceptance',
        rate: 0,
        previous_rate: 1,
      },
    });
  }, 120_000);
});
