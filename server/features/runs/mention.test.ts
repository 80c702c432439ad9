/**
 * Mentioning an expert in a conversation (issue 14 with issue 13's runtime), on the seeded catalog and protocols:
 * `@slug` invites the expert's agent into the thread, a run of its published protocol starts for the person who
 * mentioned it, and the answer streams into the thread (message.created streaming, deltas, message.completed);
 * the conversation's members follow the run's steps through run.step events. Only experts listed on the conversation's site can be
 * mentioned; an expert without a published protocol says so in the thread; a broadcast's members cannot mention.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantId } from '../../../contract/tenants.ts';
import { signIn, signUp, useTestApp } from '../../../tests/api/helpers.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { createStorageAdapter } from '../../adapters/storage/index.ts';
import { settleBackgroundWork } from '../../lib/background.ts';
import { originOf, seedTestCatalog } from '../../../tests/support/catalog.ts';
import { createGroup, openStream, type Person, send } from '../../../tests/support/messaging.ts';
import { seedProtocols } from '../protocols/seed-step.ts';
import { questionOf } from './mentions.ts';
import { payFor } from '../../../tests/support/billing.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

let counter = 0;
/** A signed-in person on one site (the host decides the tenant, as a browser's would). */
async function personOn(tenant: TenantId, name: string): Promise<Person> {
  counter += 1;
  const account = await signUp(t.app, { name });
  const client = await signIn(t.app, account.email, account.password, originOf(tenant));
  const username = `${name.split(' ')[0]!.toLowerCase()}${counter}${Math.random().toString(36).slice(2, 6)}`;
  expect((await client.patch('/api/users/update/me', { username })).status).toBe(200);
  return { client, userId: account.userId, email: account.email, username };
}

async function threadOf(who: Person, conversationId: string, rootId: string) {
  const response = await who.client.get(`/api/conversations/${conversationId}/messages?thread_root_id=${rootId}`);
  expect(response.status).toBe(200);
  return (await response.json()).data as Array<{
    author: { kind: string; name: string };
    state: string;
    body: string;
    meta: Record<string, unknown>;
  }>;
}

async function agentMembers(who: Person, conversationId: string) {
  const view = (await (await who.client.get(`/api/conversations/${conversationId}`)).json()).data;
  return view.members.filter((member: { kind: string }) => member.kind === 'agent') as Array<{ expert_id: string; name: string }>;
}

describe('an agent mentioned in a thread', () => {
  it('joins the thread, runs its protocol for the person who asked, and streams the answer to every member', async () => {
    const ada = await personOn('main', 'Ada Lovelace');
    const grace = await personOn('main', 'Grace Hopper');
    // resume-tailor is sold per run: whoever mentions it pays for the run it starts (billing).
    await payFor(t, ada.userId, 'resume-tailor', 3);
    await payFor(t, grace.userId, 'resume-tailor', 3);
    const room = await createGroup(ada, [grace]);
    const graceStream = await openStream(grace);
    const adaStream = await openStream(ada);

    const question = await send(ada, room.id, '@resume-tailor How do I tailor my resume to a job posting?');
    const joined = await graceStream.next('conversation.member_added');
    expect(joined.data.member).toMatchObject({ kind: 'agent', name: 'Resume Tailor for Job Postings' });
    const invited = await graceStream.next('message.created', (e) => e.data.message.author.kind === 'system');
    expect(invited.data.message).toMatchObject({
      thread_root_id: question.id,
      body: '@resume-tailor has been invited to this thread.',
      meta: { event: 'agent_invited', handle: 'resume-tailor' },
    });
    const started = await graceStream.next('message.created', (e) => e.data.message.author.kind === 'agent', 10_000);
    expect(started.data.message).toMatchObject({
      thread_root_id: question.id,
      state: 'streaming',
      author: { kind: 'agent', name: 'Resume Tailor for Job Postings' },
      meta: { event: 'agent_answer', provider: 'protocol-runner' },
    });
    const runId = started.data.message.meta.run_id as string;
    const firstDelta = await graceStream.next('message.delta', (e) => e.data.message_id === started.data.message.id, 10_000);
    expect(firstDelta.data.delta).toContain('You asked: *How do I tailor my resume to a job posting?*');
    const done = await graceStream.next('message.completed', (e) => e.data.message.id === started.data.message.id, 10_000);
    expect(done.data.message).toMatchObject({ state: 'complete', thread_root_id: question.id });
    expect(done.data.message.body).toContain('You asked: *How do I tailor my resume to a job posting?*');
    expect(done.data.message.body).toContain('From the guide:');

    // The run is Ada's (she asked): its steps reach her live, with status and timing, and Grace's too (a member). The
    // intake, taken from her question at once, is told when it ends; the answer when it starts and when it ends.
    const stepEvents = [
      await adaStream.next('run.step', (e) => e.data.run_id === runId && e.data.step?.status === 'completed', 10_000),
      await adaStream.next('run.step', (e) => e.data.run_id === runId && e.data.step?.status === 'running', 10_000),
      await adaStream.next(
        'run.step',
        (e) => e.data.run_id === runId && e.data.step?.step_id === 'answer' && e.data.step.status === 'completed',
        10_000,
      ),
    ];
    expect(stepEvents[0]!.data).toMatchObject({ conversation_id: room.id, steps_total: 2, step: { step_id: 'intake', index: 0 } });
    expect(stepEvents[1]!.data).toMatchObject({ steps_done: 1, step: { step_id: 'answer', index: 1 } });
    expect(stepEvents[2]!.data.step.duration_ms).toBeGreaterThanOrEqual(0);
    await adaStream.next('run.finished', (e) => e.data.run_id === runId && e.data.status === 'completed', 10_000);
    await graceStream.next('run.finished', (e) => e.data.run_id === runId && e.data.status === 'completed', 10_000);
    const runs = (await (await ada.client.get(`/api/runs?conversation_id=${room.id}`)).json()).data;
    expect(runs).toMatchObject([{ id: runId, status: 'completed', conversation_id: room.id, provider_label: 'Guided protocol' }]);
    // Grace reads Ada's run of their room (its steps panel), without the input Ada gave; she cannot steer it.
    const seen = await grace.client.get(`/api/runs/${runId}`);
    expect(seen.status).toBe(200);
    expect((await seen.json()).data).toMatchObject({ id: runId, status: 'completed', input: {} });
    expect((await grace.client.post(`/api/runs/${runId}/cancel`, {})).status).toBe(404);
    // Ada's own task list (no conversation filter) is hers alone.
    expect((await (await grace.client.get('/api/runs')).json()).data).toEqual([]);

    // Stored as the thread shows it after a reload: the question, the invitation, the complete answer.
    const thread = await threadOf(grace, room.id, question.id);
    expect(thread.map((m) => [m.author.kind, m.state])).toEqual([
      ['system', 'complete'],
      ['agent', 'complete'],
    ]);
    expect(await agentMembers(grace, room.id)).toMatchObject([{ name: 'Resume Tailor for Job Postings' }]);

    // Mentioned again (Grace asks in the same thread): no second invitation, a second run for her.
    await send(grace, room.id, '@resume-tailor What about a cover letter?', { thread_root_id: question.id });
    await settleBackgroundWork();
    const again = await eventually('the second answer completes', async () => {
      const rows = await threadOf(grace, room.id, question.id);
      return rows.filter((m) => m.author.kind === 'agent' && m.state === 'complete').length === 2 ? rows : undefined;
    });
    expect(again.filter((m) => m.author.kind === 'system')).toHaveLength(1);
    expect(again.at(-1)!.body).toContain('You asked: *What about a cover letter?*');
    // The room's runs, whoever asked: Grace's and Ada's, newest first.
    const roomRuns = (await (await grace.client.get(`/api/runs?conversation_id=${room.id}`)).json()).data as Array<{ id: string }>;
    expect(roomRuns).toHaveLength(2);
    expect(roomRuns[1]!.id).toBe(runId);
    await graceStream.close();
    await adaStream.close();
  });

  it("only experts listed on the conversation's site can be mentioned there", async () => {
    const ada = await personOn('crohns', 'Ada Lovelace');
    // The site's own expert is sold by subscription: Ada subscribes on the Crohn's site first (billing).
    await payFor(t, ada.userId, 'low-residue-meal-planner', 1, 'crohns');
    const room = await createGroup(ada, []);
    // resume-tailor is listed on main only: on the Crohn's site it is plain text, nobody joins, nothing runs.
    const elsewhere = await send(ada, room.id, '@resume-tailor help me');
    await settleBackgroundWork();
    const root = (await (await ada.client.get(`/api/conversations/${room.id}/messages`)).json()).data[0];
    expect(root).toMatchObject({ id: elsewhere.id, mentions: [] });
    expect(await threadOf(ada, room.id, elsewhere.id)).toEqual([]);
    expect(await agentMembers(ada, room.id)).toEqual([]);
    // The site's own expert answers.
    const here = await send(ada, room.id, '@low-residue-meal-planner What can I eat for breakfast during a flare?');
    const answered = await eventually('the planner answers in the thread', async () => {
      const rows = await threadOf(ada, room.id, here.id);
      return rows.find((m) => m.author.kind === 'agent' && m.state === 'complete');
    });
    expect(answered.body).toContain('You asked: *What can I eat for breakfast during a flare?*');
    expect((await (await ada.client.get(`/api/runs?conversation_id=${room.id}`)).json()).data).toMatchObject([{ status: 'completed' }]);
  });

  it('an expert without a published protocol joins and says in the thread that it cannot answer yet', async () => {
    const ada = await personOn('main', 'Ada Lovelace');
    const room = await createGroup(ada, []);
    const unseeded = (await (await ada.client.get('/api/experts?limit=50')).json()).data.find(
      (expert: { slug: string }) =>
        !['low-residue-meal-planner', 'gut-symptom-journal', 'resume-tailor', 'household-budget-builder'].includes(expert.slug),
    ) as { slug: string; name: string };
    const question = await send(ada, room.id, `@${unseeded.slug} are you there?`);
    const notice = await eventually('the thread says the agent cannot answer', async () => {
      const rows = await threadOf(ada, room.id, question.id);
      return rows.find((m) => m.meta.event === 'agent_unavailable');
    });
    expect(notice).toMatchObject({
      author: { kind: 'system' },
      body: `@${unseeded.slug} cannot answer here yet: This expert has no published protocol yet.`,
      meta: { code: 'PROTOCOL_NOT_PUBLISHED', name: unseeded.name },
    });
    expect((await (await ada.client.get(`/api/runs?conversation_id=${room.id}`)).json()).data).toEqual([]);
  });

  it("a broadcast's members cannot mention an agent into it (they cannot post)", async () => {
    const creator = await personOn('main', 'Ada Lovelace');
    const reader = await personOn('main', 'Grace Hopper');
    const broadcast = await createGroup(creator, [reader], { kind: 'broadcast', title: 'News' });
    const refused = await reader.client.post(`/api/conversations/${broadcast.id}/messages`, { body: '@resume-tailor hello' });
    expect(refused.status).toBe(403);
    expect(await agentMembers(creator, broadcast.id)).toEqual([]);
  });

  it('the question an agent gets is the message without its mentions', () => {
    expect(questionOf('@resume-tailor  How do I  tailor it? cc @grace.h')).toBe('How do I tailor it? cc');
    expect(questionOf('mail me at ada@example.com @tax-helper')).toBe('mail me at ada@example.com');
  });
});
