/**
 * Cancelling a run while its answer streams (issue 14 bug): the agent's message used to stay `streaming` forever.
 * Now the cancel completes it with the text it had, marked `meta.stopped: 'cancelled'` (the islands show it), and a
 * step still running in the engine neither adds text to it nor settles it again.
 *
 * The run is put mid-stream the way the engine leaves it between two deltas: status `running` under a live lease
 * (no other process takes it), its answer `streaming` with some text, so the test does not race a real step.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useTestApp } from '../../../tests/api/helpers.ts';
import { createStorageAdapter } from '../../adapters/storage/index.ts';
import { seedTestCatalog } from '../../../tests/support/catalog.ts';
import { createGroup, openStream, person, send } from '../../../tests/support/messaging.ts';
import { appendAgentText, finishAgentMessage, resumeAgentMessage } from '../messaging/service.ts';
import { payFor } from '../../../tests/support/billing.ts';
import { approvedCreator, expertBody, signInAdmin } from '../../../tests/support/catalog.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { startHeldModelServer } from '../../../tests/support/held-model-server.ts';
import { seedProtocolContent, seedProtocols } from '../protocols/seed-step.ts';
import { runSteps, runs } from './schema.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

describe('cancelling a run whose answer is streaming', () => {
  it('completes the answer with its text so far, marked stopped, and keeps it so', async () => {
    const ada = await person(t.app, 'Ada Lovelace');
    await payFor(t, ada.userId, 'resume-tailor', 3);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const stream = await openStream(grace);
    // The protocol's ask step waits for Ada's input: the run holds still, its first answer settled as a question.
    const root = await send(ada, room.id, '@resume-tailor');
    const asked = await stream.next('message.created', (e) => e.data.message.author.kind === 'agent', 10_000);
    await stream.next('message.completed', (e) => e.data.message.id === asked.data.message.id, 10_000);
    const runId = asked.data.message.meta.run_id as string;
    await stream.next('run.step', (e) => e.data.run_id === runId && e.data.status === 'waiting_input', 10_000);

    // Mid-stream, as the engine leaves it between deltas: running under a lease, a new answer streaming some text.
    const deps = { db: t.db, events: t.events };
    await resumeAgentMessage(deps, asked.data.message.id);
    const resumed = await stream.next(
      'message.created',
      (e) => e.data.message.author.kind === 'agent' && e.data.message.id !== asked.data.message.id,
      10_000,
    );
    const streaming = resumed.data.message as { id: string };
    expect(streaming).toMatchObject({ state: 'streaming', thread_root_id: root.id });
    await t.db
      .update(runs)
      .set({ status: 'running', leaseUntil: new Date(Date.now() + 60_000), agentMessageId: streaming.id })
      .where(eq(runs.id, runId));
    await appendAgentText(deps, streaming.id, 'A resume should fit on one ');

    // Grace, a member, does not steer Ada's run; Ada cancels it.
    await expectError(await grace.client.post(`/api/runs/${runId}/cancel`, {}), 404, 'RUN_NOT_FOUND');
    const cancelled = await ada.client.post(`/api/runs/${runId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data).toMatchObject({ id: runId, status: 'cancelled' });
    const stopped = await stream.next('message.completed', (e) => e.data.message.id === streaming.id, 10_000);
    expect(stopped.data.message).toMatchObject({
      state: 'complete',
      body: 'A resume should fit on one ',
      meta: { run_id: runId, stopped: 'cancelled' },
    });
    expect(stopped.data.message.body_html).toContain('A resume should fit on one');

    // The step that was still running finishes late: no more text, no second settling.
    await appendAgentText(deps, streaming.id, 'page.');
    await finishAgentMessage(deps, streaming.id, { ok: true, text: 'A resume should fit on one page.' });
    const listed = await grace.client.get(`/api/conversations/${room.id}/messages?thread_root_id=${root.id}`);
    const answers = (
      (await listed.json()).data as Array<{ id: string; state: string; body: string; meta: Record<string, unknown> }>
    ).filter((message) => message.id === streaming.id);
    expect(answers).toMatchObject([{ state: 'complete', body: 'A resume should fit on one ', meta: { stopped: 'cancelled' } }]);
    // Cancelling twice is a conflict, and nothing is left streaming in the thread.
    await expectError(await ada.client.post(`/api/runs/${runId}/cancel`, {}), 409, 'RUN_STATUS_CONFLICT');
    const all = (await (await grace.client.get(`/api/conversations/${room.id}/messages?thread_root_id=${root.id}`)).json()).data as Array<{
      state: string;
    }>;
    expect(all.filter((message) => message.state === 'streaming')).toEqual([]);
    await stream.close();
  });
});

describe('cancelling a run whose model server is still writing', () => {
  it('ends the model call at once, keeps the text so far and marks the step cancelled', async () => {
    // A stand-in model server writes the first part of a long answer and holds its stream open.
    const model = await startHeldModelServer('held-7b', 'Ballast water is exchanged ');
    try {
      const creator = await approvedCreator(t, await signInAdmin(t));
      const created = await creator.client.post(
        '/api/creator/experts',
        expertBody({ name: 'Ballast Advisor', tenants: [], price: { model: 'free', amount: 0 } }),
      );
      const expert = (await created.json()).data as { id: string; slug: string };
      const connection = await creator.client.request('PUT', `/api/creator/experts/${expert.id}/connection`, {
        json: { provider: 'openai-compatible', base_url: model.baseUrl, model: 'held-7b', include_usage: false, max_retries: 0 },
      });
      expect(connection.status).toBe(200);
      const version = (
        await (
          await creator.client.post(`/api/creator/experts/${expert.id}/protocol/versions`, { content: seedProtocolContent(false) })
        ).json()
      ).data;
      expect((await creator.client.post(`/api/creator/protocol-versions/${version.id}/publish`, {})).status).toBe(200);
      expect((await creator.client.post(`/api/creator/experts/${expert.id}/submit`, {})).status).toBe(200);
      expect((await (await signInAdmin(t)).post(`/api/admin/experts/${expert.id}/approve`, {})).status).toBe(200);

      const ada = await person(t.app, 'Ada Lovelace');
      const opened = await ada.client.post('/api/conversations/direct', { expert_id: expert.id });
      const conversationId = (await opened.json()).data.id as string;
      const stream = await openStream(ada);
      const started = await ada.client.post('/api/runs', {
        expert: expert.slug,
        conversation_id: conversationId,
        message: 'How is ballast water exchanged?',
      });
      expect(started.status).toBe(201);
      const runId = (await started.json()).data.id as string;
      const delta = await stream.next('message.delta', (e) => e.data.delta === 'Ballast water is exchanged ', 10_000);

      const cancelled = await ada.client.post(`/api/runs/${runId}/cancel`, {});
      expect(cancelled.status).toBe(200);
      // The model's stream is closed by the cancel itself, not by its 60 s timeout.
      await eventually('the model stream closed', async () => (model.stats.closedByCaller === 1 ? true : undefined));
      expect(model.stats).toEqual({ requests: 1, closedByCaller: 1 });
      const stopped = await stream.next('message.completed', (e) => e.data.message.id === delta.data.message_id, 10_000);
      expect(stopped.data.message).toMatchObject({ body: 'Ballast water is exchanged ', meta: { stopped: 'cancelled' } });
      // The intake step completed before; the answer step was writing when the cancel came.
      const step = await eventually('the answer step settled', async () => {
        const rows = await t.db.select().from(runSteps).where(eq(runSteps.runId, runId));
        const writing = rows.find((row) => row.status !== 'completed');
        return writing?.status === 'running' ? undefined : writing;
      });
      expect(step.status).toBe('failed');
      expect(step.error).toMatchObject({ code: 'cancelled' });
      const [run] = await t.db.select({ status: runs.status }).from(runs).where(eq(runs.id, runId));
      expect(run!.status).toBe('cancelled');
      await stream.close();
    } finally {
      await model.close();
    }
  });
});
