/**
 * A member's send is one statement (send-statement.ts): its checks decide whether it writes at all, so a refused send
 * must leave nothing behind (no seq taken, no message, no notification, no event), and the parts it folds together
 * (a reply's thread, a mention, a client id) must come out as they did when they were separate statements.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, expectValidationIssues, useTestApp } from '../../../tests/api/helpers.ts';
import { createGroup, openStream, type Person, person, send } from '../../../tests/support/messaging.ts';

const t = useTestApp();

async function lastSeq(who: Person, conversationId: string): Promise<number> {
  return (await (await who.client.get(`/api/conversations/${conversationId}`)).json()).data.last_seq;
}

describe('a send as one statement', () => {
  it('a refused send writes nothing: an unknown conversation, a reply elsewhere, a file already attached', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const elsewhere = await createGroup(ada, []);
    const foreign = await send(ada, elsewhere.id, 'in another room');
    const first = await send(ada, room.id, 'first');
    const post = (body: Record<string, unknown>, id = room.id) => ada.client.post(`/api/conversations/${id}/messages`, body);
    await expectError(await post({ body: 'x' }, 'not-a-uuid'), 404, 'CONVERSATION_NOT_FOUND');
    await expectError(await post({ body: 'x' }, crypto.randomUUID()), 404, 'CONVERSATION_NOT_FOUND');
    const issues = await expectValidationIssues(await post({ body: 'a reply', thread_root_id: foreign.id }));
    expect(issues.map((issue) => issue.loc)).toEqual([['body', 'thread_root_id']]);
    const upload = await ada.client.request('POST', `/api/conversations/${room.id}/attachments?file_name=a.txt`, {
      body: 'a',
      headers: { 'content-type': 'text/plain' },
    });
    const attachment = (await upload.json()).data;
    await send(ada, room.id, 'with the file', { attachment_ids: [attachment.id] });
    await expectError(await post({ body: 'the same file again', attachment_ids: [attachment.id] }), 404, 'ATTACHMENT_NOT_FOUND');
    // Only the two messages sent: no seq was taken by a refused send, and nobody was notified of one.
    expect(await lastSeq(grace, room.id)).toBe(first.seq + 1);
    const list = (await (await grace.client.get(`/api/conversations/${room.id}/messages`)).json()).data;
    expect(list.map((message: { body: string }) => message.body)).toEqual(['first', 'with the file']);
  });

  it('a reply with a mention and a client id: thread, notification with counts, watermark, events, then a replay', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const root = await send(grace, room.id, 'the question');
    const answer = await send(grace, room.id, 'a first answer', { thread_root_id: root.id });
    const graceStream = await openStream(grace);
    const clientId = `c-${crypto.randomUUID()}`;
    // A reply to a reply joins the root's thread.
    const reply = await send(ada, room.id, `@${grace.username} see this`, { thread_root_id: answer.id, client_id: clientId });
    expect(reply).toMatchObject({ seq: answer.seq + 1, thread_root_id: root.id, client_id: clientId });
    const created = await graceStream.next('message.created');
    expect(created.data.message).toEqual(reply);
    const notified = await graceStream.next('notification.created');
    expect(notified.data.notification).toMatchObject({ kind: 'message.mention', message_id: reply.id, actor: { user_id: ada.userId } });
    expect(notified.data.counts).toEqual({ all: 1, unread: 1, unseen: 1, archived: 0 });
    const thread = (await (await grace.client.get(`/api/conversations/${room.id}/messages?thread_root_id=${root.id}`)).json()).data;
    expect(thread.map((message: { id: string }) => message.id)).toEqual([answer.id, reply.id]);
    const mine = (await (await ada.client.get(`/api/conversations/${room.id}`)).json()).data;
    expect(mine).toMatchObject({ unread_count: 0, last_seq: reply.seq });
    // The same send again answers the first message, writes nothing and notifies nobody.
    const again = await send(ada, room.id, `@${grace.username} see this`, { thread_root_id: answer.id, client_id: clientId });
    expect(again).toEqual(reply);
    expect(await lastSeq(grace, room.id)).toBe(reply.seq);
    const counts = (await (await grace.client.get('/api/notifications/counts')).json()).data;
    expect(counts).toEqual({ all: 1, unread: 1, unseen: 1, archived: 0 });
    await graceStream.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a send that waited for the row lock (PostgreSQL)', () => {
  it('reads its audience and the counts after the wait: a member added and a notification committed meanwhile count', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const eve = await person(t.app, 'Eve Newcomer');
    const room = await createGroup(ada, [grace], { kind: 'broadcast', title: 'News' });
    const graceStream = await openStream(grace);
    const eveStream = await openStream(eve);
    let sending: Promise<Response> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from conversations where id = ${room.id}::uuid for update`);
      sending = ada.client.post(`/api/conversations/${room.id}/messages`, { body: 'news for everyone' });
      // The send's statement is waiting for this transaction's row lock.
      for (let tries = 0; tries < 100; tries += 1) {
        const waiting = (await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%with member as%'`)) as unknown as { rows: Array<{ n: number }> };
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await tx.execute(
        sql`insert into conversation_members (conversation_id, user_id, role) values (${room.id}::uuid, ${eve.userId}::uuid, 'member')`,
      );
      await tx.execute(sql`insert into notifications (user_id, kind) values (${grace.userId}::uuid, 'system')`);
    });
    const response = await sending!;
    expect(response.status).toBe(201);
    const message = (await response.json()).data;
    expect((await eveStream.next('message.created')).data.message.id).toBe(message.id);
    const notified = await graceStream.next('notification.created');
    expect(notified.data.counts).toEqual({ all: 2, unread: 2, unseen: 2, archived: 0 });
    await graceStream.close();
    await eveStream.close();
  });
});
