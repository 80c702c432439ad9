/**
 * Two API processes on one PostgreSQL, as behind nginx: a message sent through process A reaches a browser whose
 * events stream is open on process B (LISTEN/NOTIFY), and B's stream replays from the shared log after a gap.
 * PostgreSQL only (PGlite is one process's database).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream } from '../support/event-stream.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
let a: ServerProcess;
let b: ServerProcess;

/** A signed-in browser of one process: its cookies and CSRF token. */
class Browser {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(readonly origin: string) {}
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  }
}

async function account(origins: string[], name: string) {
  const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.test`;
  const password = 'correct-horse-battery';
  const signUp = await new Browser(origins[0]!).call('POST', '/api/public/auth/sign-up', {
    name,
    email,
    password,
    password_confirmation: password,
    promotional_opt_in: false,
    language: 'en',
  });
  expect(signUp.status).toBe(201);
  const userId = (await signUp.json()).data.user.user_id as string;
  const browsers = [];
  for (const origin of origins) {
    const browser = new Browser(origin);
    const signIn = await browser.call('POST', '/api/public/auth/sign-in', { email, password });
    expect(signIn.status).toBe(200);
    browser.csrf = (await signIn.json()).data.csrf_token;
    browsers.push(browser);
  }
  return { userId, browsers };
}

describe.runIf(databaseUrl)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), EVENTS_CHANNEL: `ae_events_${schema}`, SEED_DEMO: '0', NODE_ENV: 'test' };
    // One after the other: both would migrate the fresh schema (the advisory lock makes that safe, just slower).
    a = await startServerProcess({ ...env, PORT: process.env.TWO_PROCESS_PORT_A ?? '4445' });
    b = await startServerProcess({ ...env, PORT: process.env.TWO_PROCESS_PORT_B ?? '4446' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  });

  it('a message sent on A reaches a client of B, live, and B replays it after a reconnect', async () => {
    const ada = await account([a.origin], 'Ada');
    const grace = await account([b.origin], 'Grace');
    const [adaOnA] = ada.browsers;
    const [graceOnB] = grace.browsers;
    // Grace lets anyone add her to groups (otherwise Ada's group would invite her: features/messaging/invitations.ts).
    expect((await graceOnB!.call('PUT', '/api/messaging/settings', { add_policy: 'anyone' })).status).toBe(200);
    const created = await adaOnA!.call('POST', '/api/conversations', { kind: 'group', title: 'Across', member_ids: [grace.userId] });
    expect(created.status).toBe(201);
    const room = (await created.json()).data as { id: string };

    const stream = readEventStream(await graceOnB!.call('GET', '/api/events'));
    await stream.next('ready');
    const sent = await adaOnA!.call('POST', `/api/conversations/${room.id}/messages`, { body: 'hello from A' });
    expect(sent.status).toBe(201);
    const message = (await sent.json()).data as { id: string };
    const received = await stream.next('message.created', (event) => event.data.message.id === message.id);
    expect(received.data.message.body).toBe('hello from A');

    // Typing goes across too (live only).
    await adaOnA!.call('POST', `/api/conversations/${room.id}/typing`, { typing: true });
    expect((await stream.next('typing')).data).toMatchObject({ user_id: ada.userId, typing: true });
    await stream.close();

    // While Grace is away, A takes two more messages; B replays them from the shared log.
    await adaOnA!.call('POST', `/api/conversations/${room.id}/messages`, { body: 'missed one' });
    await adaOnA!.call('POST', `/api/conversations/${room.id}/messages`, { body: 'missed two' });
    const again = readEventStream(await graceOnB!.call('GET', '/api/events', undefined, { 'last-event-id': String(received.id) }));
    const first = await again.next('message.created', (event) => event.data.message.body === 'missed one');
    const second = await again.next('message.created', (event) => event.data.message.body === 'missed two');
    expect(second.id!).toBeGreaterThan(first.id!);
    await again.close();
  });

  it('SIGTERM ends the open streams of that process at once instead of holding the shutdown', async () => {
    const eve = await account([b.origin], 'Eve');
    const stream = readEventStream(await eve.browsers[0]!.call('GET', '/api/events'));
    await stream.next('ready');
    const started = Date.now();
    const code = await b.stop();
    await stream.ended;
    expect(code).toBe(0);
    // The drain allows 10 s; with the stream ended at the start, exit takes a fraction of it.
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
