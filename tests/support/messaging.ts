/** Test helpers of the messaging feature: people with conversations, and their open event streams. */
import { expect } from 'vitest';
import type { ApiApp } from '../../server/app.ts';
import { signedInUser, type TestClient } from '../api/helpers.ts';
import { readEventStream } from './event-stream.ts';

export interface Person {
  client: TestClient;
  userId: string;
  email: string;
  username: string;
}

let counter = 0;
export async function person(app: ApiApp, name = 'Ada Lovelace'): Promise<Person> {
  counter += 1;
  const account = await signedInUser(app, { name });
  const username = `${name.split(' ')[0]!.toLowerCase()}${counter}${Math.random().toString(36).slice(2, 6)}`;
  expect((await account.client.patch('/api/users/update/me', { username })).status).toBe(200);
  return { client: account.client, userId: account.userId, email: account.email, username };
}

/** Lets anyone add this person to groups and broadcasts without asking (their messaging setting). */
export async function allowAdding(person: Pick<Person, 'client'>) {
  const response = await person.client.request('PUT', '/api/messaging/settings', { json: { add_policy: 'anyone' } });
  expect(response.status).toBe(200);
}

/**
 * A group (or broadcast) of `owner` with `members` (and `staff`) added at once: each of them first lets anyone add
 * them (as people in a team do), so they are members, not invitees (invitations.ts has tests of its own).
 */
export async function createGroup(
  owner: Person,
  members: Person[],
  options: { kind?: 'group' | 'broadcast'; title?: string; staff?: Person[] } = {},
) {
  for (const person of [...members, ...(options.staff ?? [])]) await allowAdding(person);
  const response = await owner.client.post('/api/conversations', {
    kind: options.kind ?? 'group',
    title: options.title ?? 'Study group',
    member_ids: members.map((member) => member.userId),
    staff_ids: (options.staff ?? []).map((member) => member.userId),
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: string; members: Array<{ id: string; user_id: string; role: string }> };
}

export async function send(sender: Person, conversationId: string, body: string, extra: Record<string, unknown> = {}) {
  const response = await sender.client.post(`/api/conversations/${conversationId}/messages`, { body, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data as { id: string; seq: number; body: string; body_html: string; client_id: string | null };
}

export async function openStream(who: Person, query = '', headers: Record<string, string> = {}) {
  const response = await who.client.get(`/api/events${query}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const stream = readEventStream(response);
  await stream.next('ready');
  return stream;
}
