/**
 * Groups and broadcasts from the messaging page (issue 27): start one with people, add and remove people, leave,
 * and choose what notifies you. A person who does not let others add them directly (their add policy) is invited
 * instead; the server decides, and the conversation's `invited` list shows them until they answer. The events
 * stream brings the same changes to the other members; here the answer updates this page at once.
 */
import type { MyConversation } from '../../../contract/messaging/entities.ts';
import type { NOTIFY_LEVELS } from '../../../contract/messaging/constants.ts';
import { attempt } from '../attempt.ts';
import { $conversations, $viewer, leavingConversations, loadConversations, openConversation, readsAnswered } from './chat.ts';
import { messagingApi } from './clients.ts';

export type NotifyLevel = (typeof NOTIFY_LEVELS)[number];

export function createGroup(group: { kind: 'group' | 'broadcast'; title: string; memberIds: string[] }) {
  return attempt(
    'createConversation',
    async () => {
      const created = await messagingApi.createConversation({
        body: { kind: group.kind, title: group.title, member_ids: group.memberIds, staff_ids: [] },
      });
      $conversations.set([created, ...$conversations.get().filter((entry) => entry.id !== created.id)]);
      await openConversation(created.id);
      return created;
    },
    { domain: 'messaging', codeFields: { PERSON_NOT_FOUND: 'member_ids' } },
  );
}

export function addPeople(conversationId: string, userIds: string[]) {
  return attempt(
    'addMembers',
    async () => {
      const added = await messagingApi.addMembers({ params: { id: conversationId }, body: { user_ids: userIds, role: 'member' } });
      await loadConversations();
      return added;
    },
    { domain: 'messaging' },
  );
}

/** Removes someone (staff and owners may), or, with the viewer's own member id, leaves. */
export async function removeFromConversation(conversation: MyConversation, memberId: string) {
  const me = $viewer.get()?.user_id;
  const leaving = me !== undefined && conversation.members.some((member) => member.id === memberId && member.user_id === me);
  if (leaving) {
    leavingConversations.add(conversation.id);
    await readsAnswered(conversation.id);
  }
  const outcome = await attempt(
    'removeMember',
    async () => {
      const result = await messagingApi.removeMember({ params: { id: conversation.id, member_id: memberId } });
      await loadConversations();
      return result;
    },
    { domain: 'messaging' },
  );
  // Gone from the list now; a failed leave may mark it read again.
  if (!outcome.ok) leavingConversations.delete(conversation.id);
  return outcome;
}

export function setNotifyLevel(conversationId: string, level: NotifyLevel) {
  return attempt(
    'updateMyMembership',
    async () => {
      const updated = await messagingApi.updateMyMembership({ params: { id: conversationId }, body: { notify_level: level } });
      $conversations.set($conversations.get().map((entry) => (entry.id === updated.id ? updated : entry)));
      return updated;
    },
    { domain: 'messaging' },
  );
}
