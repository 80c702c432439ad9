/**
 * What is under review is its reviewer's alone (issue 28, finding 2). An answer held at a review gate is read by the
 * expert's creator (the reviewer) only: the run's owner and the members of its conversation see that a review is
 * pending, never the held answer, neither in the review item (`action_request.args`) nor in the run's steps, its
 * citations or the thread; a stranger gets 404. An ignored answer never reaches anyone but the reviewer, an accepted
 * one reaches everyone who follows the run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantId } from '../../../contract/tenants.ts';
import { expectError, signedInUser, signIn, signUp, type TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { originOf, seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { createGroup, type Person, send } from '../../../tests/support/messaging.ts';
import { type PublishedExpert, publishedExpert, type RunView, runUntil } from '../../../tests/support/runs.ts';

const t = useTestApp();
const HELD = 'seventeen grams of salt per litre';
let gated: PublishedExpert;
beforeAll(async () => {
  await seedTestCatalog(t);
  gated = await publishedExpert(t, await signInAdmin(t), { review: true, tenants: ['crohns'], knowledge: `The brine takes ${HELD}.` });
}, 180_000);

let counter = 0;
async function personOn(tenant: TenantId, name: string): Promise<Person> {
  counter += 1;
  const account = await signUp(t.app, { name });
  const client = await signIn(t.app, account.email, account.password, originOf(tenant));
  const username = `${name.split(' ')[0]!.toLowerCase()}${counter}${Math.random().toString(36).slice(2, 6)}`;
  expect((await client.patch('/api/users/update/me', { username })).status).toBe(200);
  return { client, userId: account.userId, email: account.email, username };
}

/** A run of the gated expert started by a mention in Ada's group with Grace, paused at its review gate. */
async function pausedRun(ada: Person, grace: Person) {
  const room = await createGroup(ada, [grace]);
  await send(ada, room.id, `@${gated.expert.slug} How much salt does the brine take?`);
  const runId = await eventually('the mention starts a run', async () => {
    const runs = (await (await ada.client.get(`/api/runs?conversation_id=${room.id}`)).json()).data as Array<{ id: string }>;
    return runs[0]?.id;
  });
  const run = await runUntil(ada.client, runId, ['waiting_review']);
  return { room, run, itemId: run.review_items[0]!.id };
}

const text = async (response: Response) => {
  expect(response.status).toBe(200);
  return response.text();
};

describe('a review item and its run, per role', () => {
  it('the reviewer reads the held answer; the owner, a member and the thread see only that it waits; a stranger gets 404', async () => {
    const ada = await personOn('crohns', 'Ada Lovelace');
    const grace = await personOn('crohns', 'Grace Hopper');
    const { room, run, itemId } = await pausedRun(ada, grace);
    const reviewer = gated.creator.client;

    const asReviewer = (await (await reviewer.get(`/api/review-items/${itemId}`)).json()).data;
    expect(asReviewer.status).toBe('pending');
    expect(String(asReviewer.action_request.args.answer)).toContain(HELD);
    const queue = (await (await reviewer.get('/api/review-items')).json()).data as Array<{ id: string; action_request: { args: object } }>;
    expect(JSON.stringify(queue.find((item) => item.id === itemId))).toContain(HELD);

    // The run's owner: the item exists and waits, without the answer.
    const asOwner = (await (await ada.client.get(`/api/review-items/${itemId}`)).json()).data;
    expect(asOwner).toMatchObject({ status: 'pending', action_request: { action: 'send_answer', args: {} }, decision: null });
    const ownerRun = (await (await ada.client.get(`/api/runs/${run.id}`)).json()).data as RunView;
    expect(ownerRun.steps.find((step) => step.step_id === 'answer')).toMatchObject({ output: null, citations: [] });
    expect(ownerRun.review_items[0]!.action_request.args).toEqual({});
    for (const client of [ada.client, grace.client]) {
      expect(await text(await client.get(`/api/runs/${run.id}`))).not.toContain(HELD);
      expect(await text(await client.get(`/api/conversations/${room.id}/messages`))).not.toContain(HELD);
      expect(await text(await client.get('/api/runs'))).not.toContain(HELD);
    }
    // A member of the conversation follows the run but is not party to the item; a stranger knows nothing of either.
    await expectError(await grace.client.get(`/api/review-items/${itemId}`), 404, 'REVIEW_ITEM_NOT_FOUND');
    const stranger = await signedInUser(t.app);
    const strangerOnCrohns = await signIn(t.app, stranger.email, stranger.password, originOf('crohns'));
    await expectError(await strangerOnCrohns.get(`/api/review-items/${itemId}`), 404, 'REVIEW_ITEM_NOT_FOUND');
    await expectError(await strangerOnCrohns.get(`/api/runs/${run.id}`), 404, 'RUN_NOT_FOUND');
    await expectError(
      await strangerOnCrohns.post(`/api/review-items/${itemId}/decision`, { type: 'accept' }),
      404,
      'REVIEW_ITEM_NOT_FOUND',
    );
    // Only the reviewer decides.
    await expectError(await ada.client.post(`/api/review-items/${itemId}/decision`, { type: 'accept' }), 403, 'FORBIDDEN');

    // Accepted: the answer reaches the owner and the member, the original stays the reviewer's.
    expect((await reviewer.post(`/api/review-items/${itemId}/decision`, { type: 'accept' })).status).toBe(200);
    const done = await runUntil(ada.client, run.id, ['completed']);
    expect(done.output!.markdown).toContain(HELD);
    expect((await runUntil(grace.client, run.id, ['completed'])).output!.markdown).toContain(HELD);
    expect((await (await ada.client.get(`/api/review-items/${itemId}`)).json()).data).toMatchObject({
      status: 'decided',
      action_request: { args: {} },
      decision: { type: 'accept' },
    });
  });

  it('an ignored answer never reaches the owner or the members, before or after the decision', async () => {
    const ada = await personOn('crohns', 'Ada Lovelace');
    const grace = await personOn('crohns', 'Grace Hopper');
    const { room, run, itemId } = await pausedRun(ada, grace);
    expect((await gated.creator.client.post(`/api/review-items/${itemId}/decision`, { type: 'ignore' })).status).toBe(200);
    await runUntil(ada.client, run.id, ['completed']);
    const reads: Array<[TestClient, string]> = [
      [ada.client, `/api/runs/${run.id}`],
      [ada.client, `/api/review-items/${itemId}`],
      [ada.client, `/api/conversations/${room.id}/messages`],
      [grace.client, `/api/runs/${run.id}`],
      [grace.client, `/api/conversations/${room.id}/messages`],
    ];
    for (const [client, path] of reads) expect(await text(await client.get(path)), path).not.toContain(HELD);
    expect(await text(await gated.creator.client.get(`/api/review-items/${itemId}`))).toContain(HELD);
  });
});
