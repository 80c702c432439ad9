/**
 * A conversation with an expert is a chat (issue 24), on the seeded catalog and protocols: in the direct conversation
 * a person opened with an expert, a plain message (no @) is answered by one run whose answer streams into the main
 * timeline; a message sent while an answer is being written waits and is answered by the next run once that one
 * ends; stopping (cancelling) the run ends its answer where it was and lets the waiting message be answered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { seedTestCatalog } from '../../../tests/support/catalog.ts';
import { openStream, person, type Person, send } from '../../../tests/support/messaging.ts';
import { runUntil } from '../../../tests/support/runs.ts';
import { createStorageAdapter } from '../../adapters/storage/index.ts';
import { settleBackgroundWork } from '../../lib/background.ts';
import { seedProtocols } from '../protocols/seed-step.ts';
import { payFor } from '../../../tests/support/billing.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

type TimelineMessage = {
  id: string;
  author: { kind: string };
  state: string;
  body: string;
  thread_root_id: string | null;
  meta: Record<string, unknown>;
};

/** "Talk to this expert": the person's direct conversation with the expert's agent. */
async function chatWith(who: Person, slug: string): Promise<string> {
  const expert = (await (await who.client.get(`/api/experts/${slug}`)).json()).data;
  const opened = await who.client.post('/api/conversations/direct', { expert_id: expert.id });
  expect(opened.status, await opened.clone().text()).toBeLessThan(300);
  return (await opened.json()).data.id;
}

async function timeline(who: Person, conversationId: string): Promise<TimelineMessage[]> {
  const response = await who.client.get(`/api/conversations/${conversationId}/messages?limit=100`);
  expect(response.status).toBe(200);
  return ((await response.json()).data as TimelineMessage[]).filter((message) => !message.thread_root_id);
}

async function runsOf(who: Person, conversationId: string): Promise<Array<{ id: string; status: string; title: string }>> {
  const response = await who.client.get(`/api/runs?conversation_id=${conversationId}&limit=50`);
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

describe('a chat with an expert', () => {
  it('answers a plain message with one run, streamed into the main timeline', async () => {
    const ada = await person(t.app, 'Ada Lovelace');
    await payFor(t, ada.userId, 'resume-tailor', 6);
    const conversationId = await chatWith(ada, 'resume-tailor');
    const stream = await openStream(ada);
    const question = await send(ada, conversationId, 'How do I tailor my resume to a job posting?');

    const started = await stream.next('message.created', (e) => e.data.message.author.kind === 'agent', 10_000);
    expect(started.data.message).toMatchObject({ thread_root_id: null, state: 'streaming', meta: { event: 'agent_answer' } });
    const delta = await stream.next('message.delta', (e) => e.data.message_id === started.data.message.id, 10_000);
    expect(delta.data.delta).toContain('You asked: *How do I tailor my resume to a job posting?*');
    const done = await stream.next('message.completed', (e) => e.data.message.id === started.data.message.id, 10_000);
    expect(done.data.message.body).toContain('Sources:');
    expect(done.data.message.body).not.toMatch(/\.(md|txt|pdf)\b/);

    await settleBackgroundWork();
    const runs = await runsOf(ada, conversationId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed' });
    const agentMessages = (await timeline(ada, conversationId)).filter((message) => message.author.kind === 'agent');
    expect(agentMessages).toHaveLength(1);
    expect(agentMessages[0]!.meta.run_id).toBe(runs[0]!.id);
    expect((await timeline(ada, conversationId)).map((message) => message.id)).toContain(question.id);

    // A follow-up without @ is answered too, by a run of its own.
    await send(ada, conversationId, 'What about applicant tracking systems?');
    const followUp = await eventually('the follow-up is answered', async () => {
      const all = await runsOf(ada, conversationId);
      return all.length === 2 && all[0]!.status === 'completed' ? all[0] : undefined;
    });
    expect(followUp.title).toBe('What about applicant tracking systems?');
    await stream.close?.();
  });

  it('answers a message sent while an answer is written after it, and stop cancels the answer', async () => {
    const ada = await person(t.app, 'Ada Byron');
    // The journal's answers wait for a reviewer: its run is still at work when the second message arrives.
    const conversationId = await chatWith(ada, 'gut-symptom-journal');
    await send(ada, conversationId, 'How do I read trends in my symptom journal?');
    const first = await eventually('the first run waits for its review', async () => {
      const [run] = await runsOf(ada, conversationId);
      return run?.status === 'waiting_review' ? run : undefined;
    });

    await send(ada, conversationId, 'And what should I share with my doctor?');
    await settleBackgroundWork();
    expect(await runsOf(ada, conversationId)).toHaveLength(1);

    const stopped = await ada.client.post(`/api/runs/${first.id}/cancel`, {});
    expect(stopped.status, await stopped.clone().text()).toBe(200);
    expect((await stopped.json()).data.status).toBe('cancelled');
    const next = await eventually('the waiting message is answered by the next run', async () => {
      const all = await runsOf(ada, conversationId);
      return all.length === 2 ? all.find((run) => run.id !== first.id) : undefined;
    });
    expect(next!.title).toBe('And what should I share with my doctor?');
    await runUntil(ada.client, next!.id, ['waiting_review']);
    const answers = (await timeline(ada, conversationId)).filter((message) => message.author.kind === 'agent');
    expect(answers).toHaveLength(2);
    expect(answers.find((message) => message.meta.run_id === first.id)!.meta.stopped).toBe('cancelled');
  });

  it('does not answer a reply in a thread', async () => {
    const ada = await person(t.app, 'Ada King');
    const conversationId = await chatWith(ada, 'household-budget-builder');
    await send(ada, conversationId, 'How can I build an emergency fund?');
    const [run] = await eventually('the question is answered', async () => {
      const all = await runsOf(ada, conversationId);
      return all.length === 1 && all[0]!.status === 'completed' ? all : undefined;
    });
    const answer = (await timeline(ada, conversationId)).find((message) => message.meta.run_id === run!.id)!;
    await send(ada, conversationId, 'Thanks, noted.', { thread_root_id: answer.id });
    await settleBackgroundWork();
    expect(await runsOf(ada, conversationId)).toHaveLength(1);
  });

  it('refuses a question to a paid expert nobody paid for with a notice naming the code and the expert page', async () => {
    const ada = await person(t.app, 'Ada Lovelace');
    const conversationId = await chatWith(ada, 'resume-tailor');
    await send(ada, conversationId, 'Can you read my resume?');
    await settleBackgroundWork();
    const notice = await eventually('the refusal notice', async () =>
      (await timeline(ada, conversationId)).find((message) => message.meta.event === 'agent_unavailable'),
    );
    expect(notice.meta).toMatchObject({ code: 'PAYMENT_REQUIRED', expert_slug: 'resume-tailor' });
    expect(await runsOf(ada, conversationId)).toHaveLength(0);
  });
});
