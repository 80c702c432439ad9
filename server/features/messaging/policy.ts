/**
 * Who may do what in a conversation, decided in one place (docs/domain.md). The actor is the caller's membership
 * (null when they are not a member: then nothing is allowed, and the API answers as if the conversation did not
 * exist). Staff are the owner and the people added as staff (an expert's creator and those they add).
 */
import { type SQL, sql } from 'drizzle-orm';
import { CONVERSATION_KINDS, type ConversationKind, MEMBER_ROLES, type MemberRole } from '../../../contract/messaging/constants.ts';

/** A current member (someone who left is no longer one: they see nothing of it any more). */
export interface MembershipActor {
  role: MemberRole;
}

export interface ConversationResource {
  kind: ConversationKind;
}

export type ConversationAction =
  | 'read'
  | 'post'
  | 'react'
  | 'manage'
  | 'change-status'
  | 'add-members'
  | 'remove-members'
  | 'moderate'
  | 'be-assigned';

const isStaff = (actor: MembershipActor) => actor.role === 'owner' || actor.role === 'staff';

export function can(actor: MembershipActor | null, action: ConversationAction, conversation: ConversationResource): boolean {
  if (!actor) return false;
  switch (action) {
    case 'post':
      return conversation.kind !== 'broadcast' || isStaff(actor);
    case 'read':
    case 'react':
      return true;
    case 'change-status':
      // Either person of a direct conversation may resolve or snooze it; elsewhere it is the staff's inbox work.
      return conversation.kind === 'direct' || isStaff(actor);
    case 'manage':
    case 'add-members':
    case 'remove-members':
    case 'moderate':
      return conversation.kind !== 'direct' && isStaff(actor);
    case 'be-assigned':
      return isStaff(actor) || conversation.kind === 'direct';
  }
}

/**
 * `can` as an SQL condition over a conversation's kind and a member's role, for a statement that checks and writes
 * at once (a send). Listed from `can` itself over every kind and role, so the two never disagree.
 */
export function canSql(action: ConversationAction, kind: SQL, role: SQL): SQL {
  const allowed = CONVERSATION_KINDS.flatMap((conversationKind) =>
    MEMBER_ROLES.filter((memberRole) => can({ role: memberRole }, action, { kind: conversationKind })).map(
      (memberRole) => sql`(${conversationKind}::text, ${memberRole}::text)`,
    ),
  );
  return allowed.length > 0 ? sql`(${kind}::text, ${role}::text) in (${sql.join(allowed, sql`, `)})` : sql`false`;
}
