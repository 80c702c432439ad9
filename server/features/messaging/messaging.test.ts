import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../adapters/outbox/schema.ts';
import { settleBackgroundWork } from '../../lib/background.ts';
import { expectError, expectValidationIssues, useTestApp } from '../../../tests/api/helpers.ts';
import { allowAdding, createGroup, openStream, person, send } from '../../../tests/support/messaging.ts';

const t = useTestApp();

describe('membership rules', () => {
  it('a non-member can neither read, nor post, nor see the conversation; it looks like it does not exist', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const eve = await person(t.app, 'Eve Outsider');
    const room = await createGroup(ada, [grace]);
    const sent = await send(ada, room.id, 'members only');
    await expectError(await eve.client.get(`/api/conversations/${room.id}`), 404, 'CONVERSATION_NOT_FOUND');
    await expectError(await eve.client.get(`/api/conversations/${room.id}/messages`), 404, 'CONVERSATION_NOT_FOUND');
    await expectError(
      await eve.client.post(`/api/conversations/${room.id}/messages`, { body: 'let me in' }),
      404,
      'CONVERSATION_NOT_FOUND',
    );
    await expectError(await eve.client.patch(`/api/messages/${sent.id}`, { body: 'hijack' }), 404, 'MESSAGE_NOT_FOUND');
    await expectError(await eve.client.post(`/api/messages/${sent.id}/reactions`, { emoji: '👍' }), 404, 'MESSAGE_NOT_FOUND');
    const { data } = await (await eve.client.get('/api/conversations')).json();
    expect(data).toEqual([]);
    const search = await (await eve.client.get('/api/messages/search?search=members')).json();
    expect(search.data).toEqual([]);
    // Grace, a member, reads it.
    const list = await (await grace.client.get(`/api/conversations/${room.id}/messages`)).json();
    expect(list.data.map((m: { body: string }) => m.body)).toEqual(['members only']);
  });

  it('a member who leaves (or is removed) loses access', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const graceMember = room.members.find((member) => member.user_id === grace.userId)!;
    // A member may not remove others, only themselves.
    const adaMember = room.members.find((member) => member.user_id === ada.userId)!;
    await expectError(await grace.client.delete(`/api/conversations/${room.id}/members/${adaMember.id}`), 403, 'CONVERSATION_STAFF_ONLY');
    expect((await grace.client.delete(`/api/conversations/${room.id}/members/${graceMember.id}`)).status).toBe(200);
    await expectError(await grace.client.get(`/api/conversations/${room.id}/messages`), 404, 'CONVERSATION_NOT_FOUND');
  });

  it('a broadcast is read-only for its members: they read and react, the owner and staff post', async () => {
    const creator = await person(t.app, 'Cora Creator');
    const helper = await person(t.app, 'Hal Helper');
    const subscriber = await person(t.app, 'Sam Subscriber');
    const channel = await createGroup(creator, [subscriber], { kind: 'broadcast', title: 'Weekly tips', staff: [helper] });
    const post = await send(creator, channel.id, 'Tip one');
    await send(helper, channel.id, 'Tip two');
    await expectError(
      await subscriber.client.post(`/api/conversations/${channel.id}/messages`, { body: 'me too' }),
      403,
      'BROADCAST_READ_ONLY',
    );
    await expectError(
      await subscriber.client.post(`/api/conversations/${channel.id}/typing`, { typing: true }),
      403,
      'BROADCAST_READ_ONLY',
    );
    expect((await subscriber.client.post(`/api/messages/${post.id}/reactions`, { emoji: '🎉' })).status).toBe(200);
    const view = (await (await subscriber.client.get(`/api/conversations/${channel.id}`)).json()).data;
    expect(view).toMatchObject({ kind: 'broadcast', my_role: 'member', can_post: false, unread_count: 2 });
    const list = await (await subscriber.client.get(`/api/conversations/${channel.id}/messages`)).json();
    expect(list.data.map((m: { body: string }) => m.body)).toEqual(['Tip one', 'Tip two']);
    // Each subscriber got a notification per post.
    const notes = (await (await subscriber.client.get('/api/notifications')).json()).data;
    expect(notes.map((n: { kind: string }) => n.kind)).toEqual(['message.broadcast', 'message.broadcast']);
  });
});

describe('messages', () => {
  it('renders markdown to safe HTML: no raw HTML, no script links', async () => {
    const ada = await person(t.app);
    const room = await createGroup(ada, []);
    const message = await send(ada, room.id, '<script>alert(1)</script> [click](javascript:alert(1)) [ok](https://example.org) _hi_');
    expect(message.body_html).not.toContain('<script');
    expect(message.body_html).not.toMatch(/href="javascript/i);
    expect(message.body_html).toContain('&lt;script&gt;');
    expect(message.body_html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(message.body_html).toContain('<em>hi</em>');
  });

  it('a send with the same client id creates the message once, even when sent concurrently', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const clientId = `c-${crypto.randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => ada.client.post(`/api/conversations/${room.id}/messages`, { body: 'once', client_id: clientId })),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
    const list = await (await grace.client.get(`/api/conversations/${room.id}/messages`)).json();
    expect(list.data.filter((m: { client_id: string }) => m.client_id === clientId)).toHaveLength(1);
    // The same client id in another conversation is refused rather than misfiled.
    const other = await createGroup(ada, []);
    await expectError(
      await ada.client.post(`/api/conversations/${other.id}/messages`, { body: 'once', client_id: clientId }),
      409,
      'CLIENT_ID_CONFLICT',
    );
  });

  it('edits and deletes keep the history; only the author edits; staff may delete; others see a deleted message', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const message = await send(grace, room.id, 'first draft');
    await expectError(await ada.client.patch(`/api/messages/${message.id}`, { body: 'not yours' }), 403, 'MESSAGE_EDIT_FORBIDDEN');
    const edited = (await (await grace.client.patch(`/api/messages/${message.id}`, { body: 'second draft' })).json()).data;
    expect(edited).toMatchObject({ body: 'second draft', body_html: '<p>second draft</p>' });
    expect(edited.edited_at).not.toBeNull();
    const history = (await (await ada.client.get(`/api/messages/${message.id}/revisions`)).json()).data;
    expect(history).toMatchObject([{ action: 'edit', previous_body: 'first draft', actor_user_id: grace.userId }]);
    // Ada owns the group: she may delete Grace's message (moderation).
    const deleted = (await (await ada.client.delete(`/api/messages/${message.id}`)).json()).data;
    expect(deleted).toMatchObject({ body: '', body_html: '' });
    expect(deleted.deleted_at).not.toBeNull();
    await expectError(await grace.client.patch(`/api/messages/${message.id}`, { body: 'again' }), 409, 'MESSAGE_DELETED');
    const after = (await (await grace.client.get(`/api/messages/${message.id}/revisions`)).json()).data;
    expect(after.map((r: { action: string; previous_body: string }) => [r.action, r.previous_body])).toEqual([
      ['delete', 'second draft'],
      ['edit', 'first draft'],
    ]);
    // A plain member sees the edit history but not the deleted text of someone else's message.
    const carl = await person(t.app, 'Carl Member');
    await allowAdding(carl);
    await ada.client.post(`/api/conversations/${room.id}/members`, { user_ids: [carl.userId] });
    const carlView = (await (await carl.client.get(`/api/messages/${message.id}/revisions`)).json()).data;
    expect(carlView.map((r: { action: string }) => r.action)).toEqual(['edit']);
  });

  it('threads, reactions, unread counts and read receipts', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const root = await send(ada, room.id, 'question');
    await send(grace, room.id, 'answer', { thread_root_id: root.id });
    const top = (await (await ada.client.get(`/api/conversations/${room.id}/messages`)).json()).data;
    expect(top).toHaveLength(1);
    expect(top[0]).toMatchObject({ body: 'question', reply_count: 1 });
    const thread = (await (await ada.client.get(`/api/conversations/${room.id}/messages?thread_root_id=${root.id}`)).json()).data;
    expect(thread.map((m: { body: string }) => m.body)).toEqual(['answer']);

    const reactions = (await (await grace.client.post(`/api/messages/${root.id}/reactions`, { emoji: '👍' })).json()).data;
    expect(reactions).toEqual([{ emoji: '👍', count: 1, user_ids: [grace.userId] }]);
    await ada.client.post(`/api/messages/${root.id}/reactions`, { emoji: '👍' });
    const removed = (await (await grace.client.delete(`/api/messages/${root.id}/reactions/${encodeURIComponent('👍')}`)).json()).data;
    expect(removed).toEqual([{ emoji: '👍', count: 1, user_ids: [ada.userId] }]);

    // Grace's reply came after Ada's question: Ada has it unread; Grace read everything up to what she sent.
    expect((await (await grace.client.get(`/api/conversations/${room.id}`)).json()).data.unread_count).toBe(0);
    const view = (await (await ada.client.get(`/api/conversations/${room.id}`)).json()).data;
    expect(view.unread_count).toBe(1);
    const graceStream = await openStream(grace);
    const read = (await (await ada.client.post(`/api/conversations/${room.id}/read`, {})).json()).data;
    expect(read).toEqual({ last_read_seq: view.last_seq, unread_count: 0 });
    const receipt = await graceStream.next('receipt');
    expect(receipt.data).toMatchObject({ conversation_id: room.id, user_id: ada.userId, last_read_seq: view.last_seq });
    await graceStream.close();
    const members = (await (await grace.client.get(`/api/conversations/${room.id}`)).json()).data.members;
    expect(members.find((m: { user_id: string }) => m.user_id === ada.userId).last_read_seq).toBe(view.last_seq);
    // The watermark never moves back.
    expect((await (await ada.client.post(`/api/conversations/${room.id}/read`, { seq: 0 })).json()).data.last_read_seq).toBe(view.last_seq);
  });

  it('search finds messages in your conversations only', async () => {
    const ada = await person(t.app);
    const eve = await person(t.app, 'Eve Outsider');
    const room = await createGroup(ada, []);
    const elsewhere = await createGroup(eve, []);
    await send(ada, room.id, 'the quarterly budget is ready');
    await send(eve, elsewhere.id, 'my budget is secret');
    const found = (await (await ada.client.get('/api/messages/search?search=budget')).json()).data;
    expect(found.map((m: { body: string }) => m.body)).toEqual(['the quarterly budget is ready']);
    const inRoom = (await (await ada.client.get(`/api/conversations/${room.id}/messages?search=QUARTERLY`)).json()).data;
    expect(inRoom).toHaveLength(1);
    await expectValidationIssues(await ada.client.get('/api/messages/search?search='));
  });

  it('a mention notifies the person mentioned, who can mark it read; counts follow', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const graceStream = await openStream(grace);
    const message = await send(ada, room.id, `@${grace.username} can you look?`);
    const created = await graceStream.next('notification.created');
    expect(created.data.notification).toMatchObject({ kind: 'message.mention', message_id: message.id, actor: { user_id: ada.userId } });
    expect(created.data.counts).toEqual({ all: 1, unread: 1, unseen: 1, archived: 0 });
    const counts = (await (await grace.client.get('/api/notifications/counts')).json()).data;
    expect(counts).toEqual({ all: 1, unread: 1, unseen: 1, archived: 0 });
    const marked = (await (await grace.client.post('/api/notifications/mark', { action: 'read', all: true })).json()).data;
    expect(marked).toEqual({ updated: 1, counts: { all: 1, unread: 0, unseen: 0, archived: 0 } });
    const updated = await graceStream.next('notification.updated');
    expect(updated.data.counts.unread).toBe(0);
    await grace.client.post('/api/notifications/mark', { action: 'archive', all: true });
    expect((await (await grace.client.get('/api/notifications?filter=archived')).json()).data).toHaveLength(1);
    expect((await (await grace.client.get('/api/notifications')).json()).data).toHaveLength(0);
    await graceStream.close();
    // Mentions are mailed by default, in the recipient's language.
    await settleBackgroundWork();
    const mails = (await t.db.select().from(outbox).where(eq(outbox.to, grace.email))).filter(
      (mail) => mail.subject === 'New activity on Agentic Experts',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Someone mentioned you in a conversation.');
    expect(mails[0]!.body).not.toContain('can you look');
  });

  it('preferences turn a kind off in the app', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const prefs = (await (await grace.client.get('/api/notifications/preferences')).json()).data;
    expect(prefs.find((p: { kind: string }) => p.kind === 'message.direct')).toEqual({
      kind: 'message.direct',
      in_app: true,
      email: false,
    });
    await grace.client.request('PUT', '/api/notifications/preferences', {
      json: { preferences: [{ kind: 'message.direct', in_app: false, email: false }] },
    });
    const direct = (await (await ada.client.post('/api/conversations/direct', { user_id: grace.userId })).json()).data;
    await send(ada, direct.id, 'hello');
    expect((await (await grace.client.get('/api/notifications')).json()).data).toEqual([]);
  });
});

describe('conversations', () => {
  it('one direct conversation per pair, whoever opens it; not with yourself', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const first = (await (await ada.client.post('/api/conversations/direct', { user_id: grace.userId })).json()).data;
    const second = (await (await grace.client.post('/api/conversations/direct', { user_id: ada.userId })).json()).data;
    expect(second.id).toBe(first.id);
    expect(first.kind).toBe('direct');
    await expectValidationIssues(await ada.client.post('/api/conversations/direct', { user_id: ada.userId }));
    await expectError(await ada.client.post('/api/conversations/direct', { user_id: crypto.randomUUID() }), 404, 'PERSON_NOT_FOUND');
  });

  it('status, priority and assignment are staff work; the assignee must be staff', async () => {
    const owner = await person(t.app, 'Olga Owner');
    const staff = await person(t.app, 'Stan Staff');
    const member = await person(t.app, 'Mia Member');
    const room = await createGroup(owner, [member], { staff: [staff] });
    await expectError(await member.client.patch(`/api/conversations/${room.id}`, { status: 'resolved' }), 403, 'CONVERSATION_STAFF_ONLY');
    await expectError(await owner.client.patch(`/api/conversations/${room.id}`, { assignee_id: member.userId }), 409, 'ASSIGNEE_NOT_STAFF');
    const memberStream = await openStream(member);
    const updated = (
      await (
        await staff.client.patch(`/api/conversations/${room.id}`, { assignee_id: staff.userId, priority: 'high', status: 'pending' })
      ).json()
    ).data;
    expect(updated).toMatchObject({ assignee_id: staff.userId, priority: 'high', status: 'pending' });
    const event = await memberStream.next('conversation.updated');
    expect(event.data.changes).toMatchObject({ status: 'pending', priority: 'high', assignee_id: staff.userId });
    await memberStream.close();
    await expectValidationIssues(await staff.client.patch(`/api/conversations/${room.id}`, { status: 'snoozed' }));
    const snoozed = (
      await (
        await staff.client.patch(`/api/conversations/${room.id}`, { status: 'snoozed', snoozed_until: '2030-01-01T00:00:00.000Z' })
      ).json()
    ).data;
    expect(snoozed.snoozed_until).toBe('2030-01-01T00:00:00.000Z');
    const mine = (await (await staff.client.get('/api/conversations?assignee=me')).json()).data;
    expect(mine.map((c: { id: string }) => c.id)).toEqual([room.id]);
  });

  it('a member message waits for the staff (waiting time), an answer clears it', async () => {
    const owner = await person(t.app, 'Olga Owner');
    const member = await person(t.app, 'Mia Member');
    const room = await createGroup(owner, [member]);
    await send(member, room.id, 'help please');
    expect((await (await owner.client.get(`/api/conversations/${room.id}`)).json()).data.waiting_since).not.toBeNull();
    await send(owner, room.id, 'on it');
    expect((await (await owner.client.get(`/api/conversations/${room.id}`)).json()).data.waiting_since).toBeNull();
  });

  it('lists by latest activity with unread and archived filters; bulk actions', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const a = await createGroup(ada, [grace], { title: 'Alpha' });
    const b = await createGroup(ada, [grace], { title: 'Beta' });
    await send(ada, a.id, 'newer in alpha');
    let list = (await (await grace.client.get('/api/conversations')).json()).data;
    expect(list.map((c: { title: string }) => c.title)).toEqual(['Alpha', 'Beta']);
    expect(list[0].last_message).toMatchObject({ excerpt: 'newer in alpha', author_name: 'Ada Lovelace' });
    const unread = (await (await grace.client.get('/api/conversations?unread=true')).json()).data;
    expect(unread.map((c: { id: string }) => c.id)).toEqual([a.id]);
    const bulk = (
      await (await grace.client.post('/api/conversations/bulk', { ids: [a.id, b.id, crypto.randomUUID()], action: 'archive' })).json()
    ).data;
    expect(bulk).toEqual({ updated: 2 });
    list = (await (await grace.client.get('/api/conversations')).json()).data;
    expect(list).toEqual([]);
    // A new message brings an archived conversation back.
    await send(ada, b.id, 'ping');
    list = (await (await grace.client.get('/api/conversations')).json()).data;
    expect(list.map((c: { id: string }) => c.id)).toEqual([b.id]);
  });
});

describe('attachments', () => {
  it('uploads a file, attaches it to a message, and lets members (only) download it', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const eve = await person(t.app, 'Eve Outsider');
    const room = await createGroup(ada, [grace]);
    const upload = await ada.client.request('POST', `/api/conversations/${room.id}/attachments?file_name=notes.txt`, {
      body: 'meeting notes',
      headers: { 'content-type': 'text/plain' },
    });
    expect(upload.status).toBe(201);
    const attachment = (await upload.json()).data;
    expect(attachment).toMatchObject({ file_name: 'notes.txt', content_type: 'text/plain', size_bytes: 13 });
    await expectError(await grace.client.get(attachment.url), 404, 'ATTACHMENT_NOT_FOUND');
    const message = (await (await ada.client.post(`/api/conversations/${room.id}/messages`, { attachment_ids: [attachment.id] })).json())
      .data;
    expect(message.attachments).toEqual([attachment]);
    const download = await grace.client.get(attachment.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="notes.txt"');
    expect(await download.text()).toBe('meeting notes');
    await expectError(await eve.client.get(attachment.url), 404, 'ATTACHMENT_NOT_FOUND');
    const html = await ada.client.request('POST', `/api/conversations/${room.id}/attachments?file_name=x.html`, {
      body: '<script></script>',
      headers: { 'content-type': 'text/html' },
    });
    await expectError(html, 415, 'ATTACHMENT_TYPE_NOT_ALLOWED');
  });
});
