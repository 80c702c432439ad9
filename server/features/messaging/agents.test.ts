import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { settleBackgroundWork } from '../../lib/background.ts';
import { categories, experts } from '../catalog/schema.ts';
import { createGroup, openStream, person, send } from '../../../tests/support/messaging.ts';
import { appendAgentText, finishAgentMessage, registerAgentMentionHandler, startAgentMessage } from './service.ts';

const t = useTestApp();

async function publishedExpert(creatorId: string, slug: string, name: string) {
  const [category] = await t.db
    .insert(categories)
    .values({ slug: `cat-${slug}`, icon: 'star', labels: { en: 'Test' } })
    .returning();
  const [expert] = await t.db
    .insert(experts)
    .values({
      slug,
      creatorId,
      name,
      headline: 'Helps',
      description: 'Helps a lot',
      locale: 'en',
      languages: ['en'],
      categoryId: category!.id,
      status: 'published',
    })
    .returning();
  return expert!;
}

afterEach(() => registerAgentMentionHandler(undefined));

describe('agents in threads', () => {
  it('mentioning an expert invites its agent into the thread; the runtime streams its answer there', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const expert = await publishedExpert(ada.userId, 'nutrition-coach', 'Nutrition Coach');
    const room = await createGroup(ada, [grace]);
    const mentions: Array<{ agent: { expertId: string }; threadRootId: string }> = [];
    registerAgentMentionHandler(async (mention) => {
      mentions.push(mention);
    });
    const graceStream = await openStream(grace);
    const question = await send(ada, room.id, 'What should I eat? @nutrition-coach');
    await settleBackgroundWork();
    expect(mentions).toMatchObject([{ agent: { expertId: expert.id, name: 'Nutrition Coach' }, threadRootId: question.id }]);
    const invited = await graceStream.next('message.created', (e) => e.data.message.author.kind === 'system');
    expect(invited.data.message).toMatchObject({ thread_root_id: question.id, meta: { event: 'agent_invited', expert_id: expert.id } });
    const view = (await (await grace.client.get(`/api/conversations/${room.id}`)).json()).data;
    expect(view.members.find((m: { kind: string }) => m.kind === 'agent')).toMatchObject({ expert_id: expert.id, name: 'Nutrition Coach' });

    // The runtime's answer: streaming, deltas (live), then completed with the whole text.
    const answer = await startAgentMessage(t, { conversationId: room.id, expertId: expert.id, threadRootId: question.id });
    expect(answer).toMatchObject({ state: 'streaming', author: { kind: 'agent', expert_id: expert.id, name: 'Nutrition Coach' } });
    await appendAgentText(t, answer.id, 'Eat ');
    await appendAgentText(t, answer.id, 'vegetables.');
    const deltas = [await graceStream.next('message.delta'), await graceStream.next('message.delta')];
    expect(deltas.map((e) => e.data.delta).join('')).toBe('Eat vegetables.');
    expect(deltas.every((e) => e.id === null)).toBe(true);
    await finishAgentMessage(t, answer.id, { ok: true });
    const done = await graceStream.next('message.completed');
    expect(done.data.message).toMatchObject({
      id: answer.id,
      state: 'complete',
      body: 'Eat vegetables.',
      body_html: '<p>Eat vegetables.</p>',
    });
    await graceStream.close();
  });

  it('without a registered runtime the mention is recorded and the thread says the agent was invited', async () => {
    const ada = await person(t.app);
    const expert = await publishedExpert(ada.userId, 'legal-aide', 'Legal Aide');
    const room = await createGroup(ada, []);
    const question = await send(ada, room.id, '@legal-aide please review');
    const thread = (await (await ada.client.get(`/api/conversations/${room.id}/messages?thread_root_id=${question.id}`)).json()).data;
    expect(thread).toMatchObject([{ author: { kind: 'system' }, body: '@legal-aide has been invited to this thread.' }]);
    const root = (await (await ada.client.get(`/api/conversations/${room.id}/messages`)).json()).data[0];
    expect(root.mentions).toEqual([{ kind: 'agent', expert_id: expert.id, handle: 'legal-aide' }]);
  });

  it('a direct conversation with an expert takes the name from the catalog; an unknown expert is 404', async () => {
    const ada = await person(t.app);
    const expert = await publishedExpert(ada.userId, 'tax-helper', 'Tax Helper');
    const opened = (await (await ada.client.post('/api/conversations/direct', { expert_id: expert.id, expert_name: 'Spoofed' })).json())
      .data;
    expect(opened.members.find((m: { kind: string }) => m.kind === 'agent').name).toBe('Tax Helper');
    const missing = await ada.client.post('/api/conversations/direct', { expert_id: crypto.randomUUID() });
    expect(missing.status).toBe(404);
  });
});

describe('the status check of the events stream', () => {
  it('a probe goes through the events adapter and comes back', async () => {
    const { probeEvents } = await import('./service.ts');
    const result = await probeEvents(t);
    expect(result).toMatchObject({ ok: true, adapter: t.driver === 'postgres' ? 'postgres' : 'in-process' });
    expect(result.latency_ms).not.toBeNull();
  });
});
