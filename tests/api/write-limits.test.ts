/**
 * Limits on domain writes (issue 28, finding 4): per account, and a conversation's messages per conversation, counted
 * in PostgreSQL so that every API process shares them; each counted answer says where the caller stands (RateLimit-*)
 * and a refusal is the contract's 429 with Retry-After that stores nothing. Small limits here; the defaults (tested at
 * the end) let a person type and stop a script: one account opening a hundred conversations with someone else.
 */
import { describe, expect, it } from 'vitest';
import { API_CONTRACTS } from '../../contract/api.ts';
import { createApp } from '../../server/app.ts';
import { seedTestCatalog, signInDemo } from '../support/catalog.ts';
import { createStorageAdapter } from '../../server/adapters/storage/index.ts';
import { person, send } from '../support/messaging.ts';
import { seedProtocols } from '../../server/features/protocols/seed-step.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/rate-limits.ts';
import { expectError, RELAXED_RATE_LIMITS, signIn, TestClient, useTestApp } from './helpers.ts';
import { demoUserId, payFor } from '../support/billing.ts';

const LIMITS = {
  ...RELAXED_RATE_LIMITS,
  messagesPerAccount: { limit: 5, windowSeconds: 60 },
  messagesPerConversation: { limit: 8, windowSeconds: 60 },
  conversationsPerAccount: { limit: 3, windowSeconds: 3600 },
  invitationsPerAccount: { limit: 4, windowSeconds: 3600 },
  runsPerAccount: { limit: 2, windowSeconds: 600 },
  uploadsPerAccount: { limit: 2, windowSeconds: 600 },
  writesPerAccount: { limit: 15, windowSeconds: 60 },
};
const t = useTestApp({ rateLimits: LIMITS });

async function room(owner: Awaited<ReturnType<typeof person>>, title = 'Room') {
  const response = await owner.client.post('/api/conversations', { kind: 'group', title });
  expect(response.status).toBe(201);
  return (await response.json()).data.id as string;
}

async function expectLimited(response: Response) {
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('ratelimit-remaining')).toBe('0');
  await expectError(response, 429, 'RATE_LIMITED');
}

const stored = async (client: TestClient, conversationId: string) =>
  ((await (await client.get(`/api/conversations/${conversationId}/messages`)).json()).data as unknown[]).length;

describe('messages', () => {
  it('per account: each send says what is left; past the limit 429 with Retry-After, nothing stored, other writes go on', async () => {
    const ada = await person(t.app);
    const id = await room(ada);
    for (let sent = 1; sent <= 5; sent += 1) {
      const response = await ada.client.post(`/api/conversations/${id}/messages`, { body: `message ${sent}` });
      expect(response.status).toBe(201);
      expect(response.headers.get('ratelimit-limit')).toBe('5');
      expect(response.headers.get('ratelimit-remaining')).toBe(String(5 - sent));
      expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    await expectLimited(await ada.client.post(`/api/conversations/${id}/messages`, { body: 'one too many' }));
    await expectLimited(await ada.client.post(`/api/conversations/${await room(ada, 'Elsewhere')}/messages`, { body: 'elsewhere' }));
    expect(await stored(ada.client, id)).toBe(5);
    // Another kind of write has its own budget.
    expect((await ada.client.request('PATCH', `/api/conversations/${id}`, { json: { title: 'Renamed' } })).status).toBe(200);
  });

  it('per conversation: all members together; each of them may still write elsewhere', async () => {
    const people = [await person(t.app), await person(t.app), await person(t.app)];
    const [ada] = people;
    for (const other of people.slice(1)) {
      expect((await other.client.request('PUT', '/api/messaging/settings', { json: { add_policy: 'anyone' } })).status).toBe(200);
    }
    const created = await ada!.client.post('/api/conversations', {
      kind: 'group',
      title: 'Busy',
      member_ids: people.slice(1).map((p) => p.userId),
    });
    const busy = (await created.json()).data.id as string;
    for (let index = 0; index < 8; index += 1) await send(people[index % 3]!, busy, `turn ${index}`);
    for (const member of people) await expectLimited(await member.client.post(`/api/conversations/${busy}/messages`, { body: 'more' }));
    expect(await stored(ada!.client, busy)).toBe(8);
    await send(people[2]!, await room(people[2]!), 'a quiet room');
  });

  it('a burst of parallel sends admits exactly the limit', async () => {
    const ada = await person(t.app);
    const id = await room(ada);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => ada.client.post(`/api/conversations/${id}/messages`, { body: `burst ${index}` })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    expect(await stored(ada.client, id)).toBe(5);
  });

  it('two API processes share the counts (they live in the database)', async () => {
    const other = createApp({ env: t.env, db: t.db, events: t.events, rateLimits: LIMITS });
    const ada = await person(t.app);
    const onOther = new TestClient(other);
    for (const [name, value] of ada.client.cookies) onOther.cookies.set(name, value);
    onOther.csrfToken = ada.client.csrfToken;
    const id = await room(ada);
    for (let sent = 0; sent < 3; sent += 1) await send(ada, id, `here ${sent}`);
    for (let sent = 0; sent < 2; sent += 1)
      expect((await onOther.post(`/api/conversations/${id}/messages`, { body: `there ${sent}` })).status).toBe(201);
    await expectLimited(await onOther.post(`/api/conversations/${id}/messages`, { body: 'there again' }));
    await expectLimited(await ada.client.post(`/api/conversations/${id}/messages`, { body: 'here again' }));
  });

  it('an anonymous caller is not counted (401 stays 401)', async () => {
    const anonymous = new TestClient(t.app);
    for (let index = 0; index < 12; index += 1) {
      await expectError(
        await anonymous.post('/api/conversations/00000000-0000-4000-8000-000000000000/messages', { body: 'x' }),
        401,
        'AUTHENTICATION_REQUIRED',
      );
    }
  });
});

describe('conversations, invitations, runs, uploads and other writes', () => {
  it('new conversations with other people and invitations are counted; talking to yourself or re-opening is not', async () => {
    const ada = await person(t.app);
    const strangers = [await person(t.app), await person(t.app), await person(t.app), await person(t.app), await person(t.app)];
    for (let index = 0; index < 2; index += 1) await room(ada, `Alone ${index}`);
    const direct = await ada.client.post('/api/conversations/direct', { user_id: strangers[0]!.userId });
    expect(direct.status).toBe(200);
    expect((await ada.client.post('/api/conversations/direct', { user_id: strangers[0]!.userId })).status).toBe(200);
    // Two more conversations with people (three in all), then the fourth is refused.
    const invites = (ids: number[]) => ({ kind: 'group', title: 'Invites', member_ids: ids.map((i) => strangers[i]!.userId) });
    expect((await ada.client.post('/api/conversations', invites([1, 2]))).status).toBe(201);
    expect((await ada.client.post('/api/conversations', invites([3]))).status).toBe(201);
    await expectLimited(await ada.client.post('/api/conversations', invites([4])));
    await expectLimited(await ada.client.post('/api/conversations/direct', { user_id: strangers[4]!.userId }));
    // Three invitations so far of four: a fourth fits, two more do not (and nobody is asked).
    const mine = await room(ada, 'Later');
    expect((await ada.client.post(`/api/conversations/${mine}/members`, { user_ids: [strangers[4]!.userId] })).status).toBe(200);
    await expectLimited(
      await ada.client.post(`/api/conversations/${mine}/members`, { user_ids: [strangers[0]!.userId, strangers[1]!.userId] }),
    );
    expect((await (await strangers[0]!.client.get('/api/invitations')).json()).data).toEqual([]);
  });

  it('runs, uploads and every other domain write have their own budgets', async () => {
    await seedTestCatalog(t);
    await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
    const demo = await signInDemo(t);
    await payFor(t, await demoUserId(t), 'resume-tailor', 2);
    for (let run = 0; run < 2; run += 1)
      expect((await demo.post('/api/runs', { expert: 'resume-tailor', message: 'A question' })).status).toBe(201);
    await expectLimited(await demo.post('/api/runs', { expert: 'resume-tailor', message: 'A third' }));

    const ada = await person(t.app);
    const id = await room(ada);
    const upload = () =>
      ada.client.request('POST', `/api/conversations/${id}/attachments?file_name=a.txt`, {
        body: new TextEncoder().encode('x'),
        headers: { 'content-type': 'text/plain' },
      });
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    await expectLimited(await upload());

    const grace = await person(t.app);
    const mark = () => grace.client.post('/api/notifications/mark', { action: 'read', all: true });
    for (let write = 0; write < 15; write += 1) expect((await mark()).status).toBe(200);
    await expectLimited(await mark());
  });

  it('every state-changing operation of the domain features names a write limit, and documents its 429', async () => {
    const document = await (await t.app.request('http://localhost/api/openapi.json')).json();
    const domain = [API_CONTRACTS.catalog, API_CONTRACTS.creator, API_CONTRACTS.catalogAdmin, API_CONTRACTS.messaging];
    const operations = [...domain, API_CONTRACTS.protocols, API_CONTRACTS.runs, API_CONTRACTS.status].flatMap((contract) =>
      Object.values(contract),
    );
    const writes = operations.filter((operation) => operation.method !== 'GET');
    expect(writes.length).toBeGreaterThan(40);
    for (const operation of writes) {
      const name = `${operation.method} ${operation.path}`;
      expect((operation as { writeLimit?: string }).writeLimit, name).toBeDefined();
      expect(Object.keys(document.paths[operation.path][operation.method.toLowerCase()].responses), name).toContain('429');
    }
  });
});

describe('the default limits', () => {
  it('one account cannot open a hundred conversations with someone, nor put them in any without their consent', async () => {
    const app = createApp({ env: t.env, db: t.db, events: t.events, rateLimits: { ...RELAXED_RATE_LIMITS, ...pick(DEFAULT_RATE_LIMITS) } });
    const target = await person(t.app, 'Tessa Target');
    const sender = await person(t.app, 'Sam Spammer');
    const spammer = await signIn(app, sender.email, 'correct-horse-battery');
    const statuses: number[] = [];
    for (let index = 0; index < 100; index += 1) {
      const response = await spammer.post('/api/conversations', { kind: 'group', title: `Deal ${index}`, member_ids: [target.userId] });
      statuses.push(response.status);
      if (response.status === 429) await expectLimited(response);
      else await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_RATE_LIMITS.conversationsPerAccount.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - DEFAULT_RATE_LIMITS.conversationsPerAccount.limit);
    // The target is in none of them: each was an invitation (a stranger may not add them).
    expect((await (await target.client.get('/api/conversations')).json()).data).toEqual([]);
  });
});

/** The write limits of the defaults (the rest stays relaxed: sign-ups of the test's people). */
function pick(rules: typeof DEFAULT_RATE_LIMITS) {
  const { signIn: _in, signUp: _up, availabilityCheck: _check, ...writes } = rules;
  return writes;
}
