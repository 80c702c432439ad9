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
import { seedProtocols } from '../protocols/seed-step.ts';
import { runs } from './schema.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

describe('cancelling a run whose answer is streaming', () => {
  it('completes the answer with its text so far, marked stopped, and keeps it so', async () => {
    const ada = await person(t.app, 'Ada Lovelace');
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
    const streaming = await resumeAgentMessage(deps, asked.data.message.id);
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
