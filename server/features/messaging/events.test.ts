import { describe, expect, it } from 'vitest';
import { expectError, TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { createGroup, openStream, person, send } from '../../../tests/support/messaging.ts';

// Replays are exact here (no overlap window); the window has its own test below.
const t = useTestApp({ env: { EVENTS_REPLAY_OVERLAP_MS: '0' } });

describe('GET /api/events', () => {
  it('needs a caller, and a conversation filter only for a conversation you belong to', async () => {
    await expectError(await new TestClient(t.app).get('/api/events'), 401, 'AUTHENTICATION_REQUIRED');
    const ada = await person(t.app);
    const bob = await person(t.app, 'Bob Stranger');
    const room = await createGroup(ada, []);
    await expectError(await bob.client.get(`/api/events?conversation_id=${room.id}`), 404, 'CONVERSATION_NOT_FOUND');
    const stream = await openStream(ada, `?conversation_id=${room.id}`);
    await stream.close();
  });

  it('a member receives message.created live; a non-member of the room receives nothing of it', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const outsider = await person(t.app, 'Eve Outsider');
    const room = await createGroup(ada, [grace]);
    const graceStream = await openStream(grace);
    const outsiderStream = await openStream(outsider);
    const sent = await send(ada, room.id, 'Hello **team**');
    const event = await graceStream.next('message.created', (e) => e.data.message.id === sent.id);
    expect(event.id).toBeGreaterThan(0);
    expect(event.data.message.body_html).toBe('<p>Hello <strong>team</strong></p>');
    expect(await outsiderStream.collect('message.created', 300)).toEqual([]);
    await graceStream.close();
    await outsiderStream.close();
  });

  it('typing is live only: sent to the others, never replayed', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const graceStream = await openStream(grace);
    expect((await ada.client.post(`/api/conversations/${room.id}/typing`, { typing: true })).status).toBe(202);
    const typing = await graceStream.next('typing');
    expect(typing.id).toBeNull();
    expect(typing.data).toMatchObject({ conversation_id: room.id, user_id: ada.userId, typing: true });
    await graceStream.close();
    const replay = await openStream(grace, '', { 'last-event-id': '0' });
    expect(await replay.collect('typing', 200)).toEqual([]);
    await replay.close();
  });

  it('a reconnect with Last-Event-ID replays exactly what was missed, then goes on live', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const first = await openStream(grace);
    const before = await send(ada, room.id, 'before the gap');
    const seen = await first.next('message.created', (e) => e.data.message.id === before.id);
    await first.close();
    // The gap: Grace's connection is gone while three messages and an edit happen.
    const missed = [await send(ada, room.id, 'one'), await send(ada, room.id, 'two'), await send(ada, room.id, 'three')];
    expect((await ada.client.patch(`/api/messages/${missed[0]!.id}`, { body: 'one (edited)' })).status).toBe(200);
    const again = await openStream(grace, '', { 'last-event-id': String(seen.id) });
    const replayed = [];
    for (const message of missed) replayed.push(await again.next('message.created', (e) => e.data.message.id === message.id));
    const edit = await again.next('message.updated');
    expect(edit.data.message.body).toBe('one (edited)');
    expect(replayed.map((e) => e.data.message.body)).toEqual(['one', 'two', 'three']);
    const ids = again.events.filter((e) => e.id !== null).map((e) => e.id!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.every((id) => id > seen.id!)).toBe(true);
    // Nothing from before the gap came again, and the stream is live afterwards.
    expect(again.events.some((e) => e.data?.message?.id === before.id)).toBe(false);
    const after = await send(ada, room.id, 'after');
    await again.next('message.created', (e) => e.data.message.id === after.id);
    await again.close();
  });

  it('the polling fallback answers the same events since an id', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const start = (await (await grace.client.get('/api/events/poll')).json()).data.last_event_id as number;
    const sent = await send(ada, room.id, 'polled');
    const { data } = await (await grace.client.get(`/api/events/poll?after=${start}`)).json();
    expect(data.reset).toBeNull();
    expect(data.events.map((e: { type: string }) => e.type)).toContain('message.created');
    expect(data.events.find((e: { type: string }) => e.type === 'message.created').data.message.id).toBe(sent.id);
    expect(data.last_event_id).toBeGreaterThan(start);
  });

  it('a resume from before the oldest kept event gets reset instead of a partial replay', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    await send(ada, room.id, 'x');
    const stream = await openStream(grace, '', { 'last-event-id': '0' });
    // Event 1 exists or existed: a resume from 0 is whole while nothing was pruned, so prune the oldest first.
    await t.db.execute(`delete from event_log where id = (select min(id) from event_log)` as never);
    await stream.close();
    const after = await openStream(grace, '', { 'last-event-id': '0' });
    const reset = await after.next('reset');
    expect(reset.data).toEqual({ reason: 'too_old' });
    await after.close();
  });

  it('ends every open stream when the events adapter closes (shutdown), and refuses new ones with 503', async () => {
    const { createTestApp } = await import('../../../tests/api/helpers.ts');
    const own = await createTestApp();
    try {
      const ada = await person(own.app);
      const stream = await openStream(ada);
      await own.events.close();
      await stream.ended;
      await expectError(await ada.client.get('/api/events'), 503, 'SERVICE_UNAVAILABLE');
    } finally {
      await own.close();
    }
  });
});
