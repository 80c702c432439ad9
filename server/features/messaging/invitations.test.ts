/**
 * Being added to a group respects the person's choice (issue 28, finding 4): by default only people they already
 * share a conversation with add them directly; anyone else invites them, once. Until they accept they are no member:
 * they read nothing of it and nothing of it reaches them but the invitation. `nobody` makes everyone ask, `anyone`
 * lets everyone add. A direct conversation is a message and needs no invitation.
 */
import { describe, expect, it } from 'vitest';
import { expectError, useTestApp } from '../../../tests/api/helpers.ts';
import { openStream, type Person, person, send } from '../../../tests/support/messaging.ts';

const t = useTestApp();

async function group(owner: Person, members: Person[], title = 'Book club') {
  const response = await owner.client.post('/api/conversations', { kind: 'group', title, member_ids: members.map((m) => m.userId) });
  expect(response.status).toBe(201);
  return (await response.json()).data as {
    id: string;
    members: Array<{ user_id: string }>;
    invited: Array<{ user_id: string; name: string; role: string }>;
  };
}

async function invitationsOf(who: Person) {
  const response = await who.client.get('/api/invitations');
  expect(response.status).toBe(200);
  return (await response.json()).data as Array<{ id: string; conversation: { id: string; title: string }; invited_by: { name: string } }>;
}

const setPolicy = async (who: Person, add_policy: string) =>
  expect((await who.client.request('PUT', '/api/messaging/settings', { json: { add_policy } })).status).toBe(200);

describe('adding a stranger to a group', () => {
  it('invites them instead: they are no member, see and receive nothing of it, until they accept', async () => {
    const ada = await person(t.app, 'Ada Lovelace');
    const bob = await person(t.app, 'Bob Stranger');
    expect((await (await bob.client.get('/api/messaging/settings')).json()).data).toEqual({ add_policy: 'contacts' });
    const bobStream = await openStream(bob);
    const room = await group(ada, [bob]);
    expect(room.members.map((member) => member.user_id)).toEqual([ada.userId]);
    expect(room.invited).toMatchObject([{ user_id: bob.userId, name: 'Bob Stranger', role: 'member' }]);

    const notified = await bobStream.next('notification.created');
    expect(notified.data.notification).toMatchObject({ kind: 'conversation.invited', actor: { name: 'Ada Lovelace' } });
    const [invitation] = await invitationsOf(bob);
    expect(invitation).toMatchObject({ conversation: { id: room.id, title: 'Book club' }, invited_by: { name: 'Ada Lovelace' } });
    // Not a member yet: the conversation is not theirs to read, post in or list, and its messages do not reach them.
    await send(ada, room.id, 'Chapter one tonight');
    await expectError(await bob.client.get(`/api/conversations/${room.id}/messages`), 404, 'CONVERSATION_NOT_FOUND');
    await expectError(await bob.client.post(`/api/conversations/${room.id}/messages`, { body: 'hi' }), 404, 'CONVERSATION_NOT_FOUND');
    expect((await (await bob.client.get('/api/conversations')).json()).data).toEqual([]);
    expect(await bobStream.collect('message.created', 300)).toEqual([]);

    const adaStream = await openStream(ada);
    const accepted = await bob.client.post(`/api/invitations/${invitation!.id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).data).toMatchObject({ id: room.id, my_role: 'member', invited: [] });
    const joined = await adaStream.next('conversation.member_added');
    expect(joined.data.member).toMatchObject({ user_id: bob.userId, name: 'Bob Stranger' });
    const messages = (await (await bob.client.get(`/api/conversations/${room.id}/messages`)).json()).data;
    expect(messages.map((message: { body: string }) => message.body)).toEqual(['Chapter one tonight']);
    expect(await invitationsOf(bob)).toEqual([]);
    await expectError(await bob.client.post(`/api/invitations/${invitation!.id}/accept`, {}), 404, 'INVITATION_NOT_FOUND');
    await bobStream.close();
    await adaStream.close();
  });

  it('a declined invitation is not asked again by that conversation, and nobody else can answer it', async () => {
    const ada = await person(t.app, 'Ada Lovelace');
    const bob = await person(t.app, 'Bob Stranger');
    const eve = await person(t.app, 'Eve Outsider');
    const room = await group(ada, [bob]);
    const [invitation] = await invitationsOf(bob);
    await expectError(await eve.client.post(`/api/invitations/${invitation!.id}/accept`, {}), 404, 'INVITATION_NOT_FOUND');
    await expectError(await ada.client.post(`/api/invitations/${invitation!.id}/decline`, {}), 404, 'INVITATION_NOT_FOUND');
    expect((await bob.client.post(`/api/invitations/${invitation!.id}/decline`, {})).status).toBe(200);
    expect(await invitationsOf(bob)).toEqual([]);
    const view = (await (await ada.client.get(`/api/conversations/${room.id}`)).json()).data;
    expect(view.invited).toEqual([]);
    // Adding Bob again to the same conversation asks nothing; another conversation may ask.
    expect((await ada.client.post(`/api/conversations/${room.id}/members`, { user_ids: [bob.userId] })).status).toBe(200);
    expect(await invitationsOf(bob)).toEqual([]);
    await group(ada, [bob], 'Second club');
    expect((await invitationsOf(bob)).map((one) => one.conversation.title)).toEqual(['Second club']);
  });
});

describe('who may add whom, as each person chose', () => {
  it('contacts (the default) add directly; a stranger invites; nobody makes everyone ask; anyone lets everyone add', async () => {
    const ada = await person(t.app, 'Ada Lovelace');
    const grace = await person(t.app, 'Grace Contact');
    const bob = await person(t.app, 'Bob Stranger');
    // A direct conversation is a message: it needs no invitation, and makes Ada and Grace contacts.
    const direct = await ada.client.post('/api/conversations/direct', { user_id: grace.userId });
    expect(direct.status).toBe(200);
    await send(ada, (await direct.json()).data.id, 'hello');
    const withContact = await group(ada, [grace, bob]);
    expect(withContact.members.map((member) => member.user_id).sort()).toEqual([ada.userId, grace.userId].sort());
    expect(withContact.invited.map((one) => one.user_id)).toEqual([bob.userId]);

    await setPolicy(grace, 'nobody');
    const asked = await group(ada, [grace]);
    expect(asked.invited.map((one) => one.user_id)).toEqual([grace.userId]);

    await setPolicy(bob, 'anyone');
    const open = await group(ada, [bob]);
    expect(open.members.map((member) => member.user_id).sort()).toEqual([ada.userId, bob.userId].sort());
    expect((await (await bob.client.get('/api/messaging/settings')).json()).data).toEqual({ add_policy: 'anyone' });

    // Adding members later follows the same rule.
    const eve = await person(t.app, 'Eve Stranger');
    const added = await ada.client.post(`/api/conversations/${open.id}/members`, { user_ids: [eve.userId] });
    expect((await added.json()).data).toEqual([]);
    expect((await invitationsOf(eve)).map((one) => one.conversation.id)).toEqual([open.id]);
  });
});
