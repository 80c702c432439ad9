/**
 * bench:runs, part 3 (issue 24): time to the first streamed token and to the full answer in chats with the embedded
 * runner, BENCH_CHATS (20) at once, as browsers have them: over real HTTP on loopback (the test app served by
 * @hono/node-server), each person signed in, in their direct conversation with a free expert, with the event stream
 * their chat page holds open (GET /api/events); all send a question at the same moment, and each clock runs from
 * its POST until its own stream brings the agent answer's first `message.delta`, then its `message.completed`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ApiApp } from '../../server/app.ts';
import { signedInUser, type TestContext } from '../../tests/api/helpers.ts';
import { readEventStream } from '../../tests/support/event-stream.ts';

export interface ChatFigures {
  chats: number;
  firstToken: number[];
  complete: number[];
}

/** What TestClient calls app.request on: here a real HTTP request to the served app. */
function overHttp(base: string): ApiApp {
  return { request: (url: string, init?: RequestInit) => fetch(url.replace('http://localhost', base), init) } as unknown as ApiApp;
}

export async function measureChats(t: TestContext, expertSlug: string, chats: number): Promise<ChatFigures> {
  const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = overHttp(base);
  try {
    const people = await Promise.all(
      Array.from({ length: chats }, async (_, index) => {
        const { client } = await signedInUser(app, { name: `Chat Bench ${index}` });
        const expert = (await (await client.get(`/api/experts/${expertSlug}`)).json()).data as { id: string };
        const opened = await client.post('/api/conversations/direct', { expert_id: expert.id });
        if (opened.status >= 300) throw new Error(`direct conversation: ${opened.status} ${await opened.text()}`);
        const conversationId = ((await opened.json()) as { data: { id: string } }).data.id;
        const stream = readEventStream(await client.get('/api/events'));
        await stream.next('ready', undefined, 30_000);
        return { client, conversationId, stream };
      }),
    );
    const results = await Promise.all(
      people.map(async ({ client, conversationId, stream }, index) => {
        const started = performance.now();
        const sent = await client.post(`/api/conversations/${conversationId}/messages`, {
          body: `Question ${index}: how do I start a monthly household budget?`,
        });
        if (sent.status !== 201) throw new Error(`send: ${sent.status} ${await sent.text()}`);
        const created = await stream.next('message.created', (event) => event.data.message.author.kind === 'agent', 60_000);
        const answerId = created.data.message.id as string;
        await stream.next('message.delta', (event) => event.data.message_id === answerId, 60_000);
        const firstToken = performance.now() - started;
        await stream.next('message.completed', (event) => event.data.message.id === answerId, 60_000);
        const complete = performance.now() - started;
        await stream.close();
        return { firstToken, complete };
      }),
    );
    return { chats, firstToken: results.map((r) => r.firstToken), complete: results.map((r) => r.complete) };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
