/**
 * A run that waits (issue 14 follow-up): the agent's answer in the thread never stays `streaming` while its run
 * waits for the person's input or for a reviewer. It completes saying what it waits for (`meta.awaiting`), and
 * goes on when the run does: an answered question stays in the thread and the answer follows as a new message;
 * an answer held for review streams again in place once decided (and never shows its text before the decision).
 * The conversation's members follow its runs: they list and read them, a non-member gets 404.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantId } from '../../../contract/tenants.ts';
import { expectError, signIn, signUp, useTestApp } from '../../../tests/api/helpers.ts';
import { createStorageAdapter } from '../../adapters/storage/index.ts';
import { originOf, seedTestCatalog } from '../../../tests/support/catalog.ts';
import { createGroup, openStream, type Person, send } from '../../../tests/support/messaging.ts';
import { seedProtocols } from '../protocols/seed-step.ts';
import { decide } from '../hitl/queue.ts';
import { reviewItems } from '../hitl/schema.ts';
import { payFor } from '../../../tests/support/billing.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
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

type StoredMessage = { id: string; author: { kind: string }; state: string; body: string; meta: Record<string, unknown> };
async function agentAnswers(who: Person, conversationId: string, rootId: string): Promise<StoredMessage[]> {
  const response = await who.client.get(`/api/conversations/${conversationId}/messages?thread_root_id=${rootId}`);
  expect(response.status).toBe(200);
  return ((await response.json()).data as StoredMessage[]).filter((m) => m.author.kind === 'agent');
}

describe('an agent answer whose run waits', () => {
  it('asks its question as a complete message, and answers in a new one once the person gave the input', async () => {
    const ada = await personOn('main', 'Ada Lovelace');
    await payFor(t, ada.userId, 'resume-tailor', 3);
    const grace = await personOn('main', 'Grace Hopper');
    const stranger = await personOn('main', 'Alan Turing');
    const room = await createGroup(ada, [grace]);
    const stream = await openStream(grace);

    // A mention without a question: the protocol's ask step has nothing to go on and waits for Ada's input.
    const root = await send(ada, room.id, '@resume-tailor');
    const started = await stream.next('message.created', (e) => e.data.message.author.kind === 'agent', 10_000);
    const asking = started.data.message;
    expect(asking).toMatchObject({ state: 'streaming', thread_root_id: root.id });
    const settled = await stream.next('message.completed', (e) => e.data.message.id === asking.id, 10_000);
    expect(settled.data.message).toMatchObject({
      state: 'complete',
      body: 'What would you like to know? (goal)',
      meta: { event: 'agent_answer', awaiting: 'input', run_id: asking.meta.run_id },
    });
    const runId = asking.meta.run_id as string;
    // Grace, a member, follows the run: its step waits, and she lists and reads it (without Ada's input).
    const waitingStep = await stream.next('run.step', (e) => e.data.run_id === runId && e.data.status === 'waiting_input', 10_000);
    expect(waitingStep.data.step).toMatchObject({ step_id: 'intake', status: 'waiting' });
    const listed = await grace.client.get(`/api/runs?conversation_id=${room.id}`);
    expect(listed.status).toBe(200);
    expect((await listed.json()).data).toMatchObject([{ id: runId, status: 'waiting_input', conversation_id: room.id }]);
    const read = (await (await grace.client.get(`/api/runs/${runId}`)).json()).data;
    expect(read).toMatchObject({ id: runId, status: 'waiting_input', input: {}, prompt: { step_id: 'intake' } });
    // The steps' own data stays the owner's: Ada sees what the intake step misses, Grace only that it waits.
    expect(read.steps.map((s: { status: string; data: unknown }) => [s.status, s.data])).toEqual([['waiting', null]]);
    const own = (await (await ada.client.get(`/api/runs/${runId}`)).json()).data;
    expect(own.steps.map((s: { data: unknown }) => s.data)).toEqual([{ missing: ['goal'] }]);
    // Someone outside the room learns nothing: the conversation and the run do not exist for them.
    await expectError(await stranger.client.get(`/api/runs?conversation_id=${room.id}`), 404, 'CONVERSATION_NOT_FOUND');
    await expectError(await stranger.client.get(`/api/runs/${runId}`), 404, 'RUN_NOT_FOUND');
    // Only the owner answers the question.
    await expectError(await grace.client.post(`/api/runs/${runId}/input`, { input: { goal: 'x' } }), 404, 'RUN_NOT_FOUND');
    expect((await agentAnswers(grace, room.id, root.id)).map((m) => [m.state, m.meta.awaiting])).toEqual([['complete', 'input']]);

    const answered = await ada.client.post(`/api/runs/${runId}/input`, { input: { goal: 'How long should a resume be?' } });
    expect(answered.status).toBe(200);
    const next = await stream.next(
      'message.created',
      (e) => e.data.message.author.kind === 'agent' && e.data.message.id !== asking.id,
      10_000,
    );
    expect(next.data.message).toMatchObject({ state: 'streaming', thread_root_id: root.id, meta: { run_id: runId } });
    expect(next.data.message.meta).not.toHaveProperty('awaiting');
    const done = await stream.next('message.completed', (e) => e.data.message.id === next.data.message.id, 10_000);
    expect(done.data.message.body).toContain('You asked: *How long should a resume be?*');
    await stream.next('run.finished', (e) => e.data.run_id === runId && e.data.status === 'completed', 10_000);

    // Stored as a reload shows it: the question asked (settled), then the answer; nothing left streaming.
    const stored = await agentAnswers(grace, room.id, root.id);
    expect(stored.map((m) => [m.id, m.state, m.meta.awaiting ?? null])).toEqual([
      [asking.id, 'complete', 'input'],
      [next.data.message.id, 'complete', null],
    ]);
    expect(stored[0]!.body).toBe('What would you like to know? (goal)');
    await stream.close();
  });

  it('waits for review without showing the answer, then streams the decided answer in place', async () => {
    const ada = await personOn('main', 'Ada Lovelace');
    await payFor(t, ada.userId, 'resume-tailor', 3);
    const room = await createGroup(ada, []);
    const stream = await openStream(ada);
    const root = await send(ada, room.id, '@gut-symptom-journal What should I write down each day?');
    const started = await stream.next('message.created', (e) => e.data.message.author.kind === 'agent', 10_000);
    const messageId = started.data.message.id as string;
    const waiting = await stream.next('message.completed', (e) => e.data.message.id === messageId, 10_000);
    expect(waiting.data.message).toMatchObject({ state: 'complete', body: '', meta: { awaiting: 'review' } });
    // The gated step's text went to nobody before the reviewer's decision.
    expect(stream.events.filter((e) => e.type === 'message.delta' && e.data.message_id === messageId)).toEqual([]);
    expect(await agentAnswers(ada, room.id, root.id)).toMatchObject([
      { id: messageId, state: 'complete', body: '', meta: { awaiting: 'review' } },
    ]);

    const runId = started.data.message.meta.run_id as string;
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.runId, runId));
    // The app's own events adapter: the decision's events reach Ada's open stream.
    const deps = { db: t.db, env: t.env, events: t.events, logger: { warn() {}, error() {} } };
    await decide(deps, { userId: item!.reviewerId, tenant: 'main' }, item!.id, {
      type: 'edit',
      args: { answer: 'Write down **meals** and symptoms.' },
    });
    const reopened = await stream.next('message.updated', (e) => e.data.message.id === messageId, 10_000);
    expect(reopened.data.message).toMatchObject({ state: 'streaming', body: '' });
    expect(reopened.data.message.meta).not.toHaveProperty('awaiting');
    const done = await stream.next('message.completed', (e) => e.data.message.id === messageId && !e.data.message.meta.awaiting, 10_000);
    expect(done.data.message).toMatchObject({ state: 'complete', body: 'Write down **meals** and symptoms.' });
    expect(done.data.message.body_html).toContain('<strong>meals</strong>');
    const stored = await agentAnswers(ada, room.id, root.id);
    expect(stored.map((m) => [m.id, m.state, m.meta.awaiting ?? null])).toEqual([[messageId, 'complete', null]]);
    await stream.close();
  });
});
