/**
 * Reads conversations and messages into the contract's shapes (contract/messaging/entities.ts): members with their
 * names, the last message as a preview, the caller's unread count, and messages with authors, attachments and
 * reactions, a page at a time with one query per part (never one per row).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Attachment, ConversationMember, Message, MyConversation, Reaction } from '../../../contract/messaging/entities.ts';
import type { MemberRole } from '../../../contract/messaging/constants.ts';
import { users } from '../../core/schema.ts';
import type { Database } from '../../db/client.ts';
import { pendingInvitees } from './invitations.ts';
import { excerptOf } from './text.ts';
import {
  type Conversation,
  conversationMembers,
  conversations,
  type Message as MessageRow,
  messageAttachments,
  messageReactions,
  messages,
} from './schema.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** A broadcast's audience can be large: its payload lists the staff and the caller only. */
const AUDIENCE_LISTED = ['owner', 'staff'] as const;

export interface MyMembership {
  id: string;
  role: MemberRole;
  lastReadSeq: number;
  archivedAt: Date | null;
  notifyLevel: 'all' | 'mentions' | 'none';
}

export async function loadMembers(db: Database, conversationIds: readonly string[], callerId: string) {
  if (conversationIds.length === 0) return new Map<string, ConversationMember[]>();
  const rows = await db
    .select({ member: conversationMembers, name: users.fullName, kind: conversations.kind })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(users, eq(users.id, conversationMembers.userId))
    .where(and(inArray(conversationMembers.conversationId, [...conversationIds]), isNull(conversationMembers.leftAt)))
    .orderBy(asc(conversationMembers.joinedAt));
  const byConversation = new Map<string, ConversationMember[]>();
  for (const { member, name, kind } of rows) {
    const listed = kind !== 'broadcast' || member.userId === callerId || (AUDIENCE_LISTED as readonly string[]).includes(member.role);
    if (!listed) continue;
    const list = byConversation.get(member.conversationId) ?? [];
    list.push(toMember(member, name));
    byConversation.set(member.conversationId, list);
  }
  return byConversation;
}

export function toMember(member: typeof conversationMembers.$inferSelect, userName: string | null): ConversationMember {
  return {
    id: member.id,
    kind: member.memberKind,
    user_id: member.userId,
    expert_id: member.expertId,
    name: member.memberKind === 'agent' ? (member.agentName ?? 'Agent') : (userName ?? ''),
    role: member.role,
    last_read_seq: member.lastReadSeq,
    last_read_at: iso(member.lastReadAt),
    joined_at: member.joinedAt.toISOString(),
  };
}

/** The caller's view of conversations they belong to, in the order given. */
export async function loadMyConversations(
  db: Database,
  callerId: string,
  rows: ReadonlyArray<{ conversation: Conversation; membership: MyMembership }>,
): Promise<MyConversation[]> {
  const ids = rows.map((row) => row.conversation.id);
  // One after another: inside a transaction they share one connection (pg queues concurrent queries, deprecated).
  const members = await loadMembers(db, ids, callerId);
  const previews = await loadPreviews(db, rows);
  const unread = await countUnread(db, callerId, rows);
  const invited = await pendingInvitees(db, ids);
  return rows.map(({ conversation, membership }) => ({
    id: conversation.id,
    kind: conversation.kind,
    title: conversation.title,
    topic: conversation.topic,
    expert_id: conversation.expertId,
    tenant_id: conversation.tenantId,
    status: conversation.status,
    snoozed_until: iso(conversation.snoozedUntil),
    priority: conversation.priority,
    assignee_id: conversation.assigneeId,
    created_by: conversation.createdBy,
    last_seq: conversation.lastSeq,
    last_message_at: iso(conversation.lastMessageAt),
    waiting_since: iso(conversation.waitingSince),
    last_message: previews.get(conversation.id) ?? null,
    members: members.get(conversation.id) ?? [],
    invited: invited.get(conversation.id) ?? [],
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
    unread_count: unread.get(conversation.id) ?? 0,
    my_role: membership.role,
    can_post: conversation.kind !== 'broadcast' || membership.role !== 'member',
    archived: membership.archivedAt !== null,
    notify_level: membership.notifyLevel,
  }));
}

async function loadPreviews(db: Database, rows: ReadonlyArray<{ conversation: Conversation }>) {
  const withMessages = rows.filter((row) => row.conversation.lastSeq > 0);
  const previews = new Map<string, MyConversation['last_message']>();
  if (withMessages.length === 0) return previews;
  const found = await db
    .select({ message: messages, userName: users.fullName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorUserId))
    .where(
      sql`(${messages.conversationId}, ${messages.seq}) in (${sql.join(
        withMessages.map((row) => sql`(${row.conversation.id}::uuid, ${row.conversation.lastSeq}::bigint)`),
        sql`, `,
      )})`,
    );
  for (const { message, userName } of found) {
    previews.set(message.conversationId, {
      id: message.id,
      seq: message.seq,
      author_name: authorName(message, userName),
      excerpt: message.deletedAt ? '' : excerptOf(message.body),
      deleted: message.deletedAt !== null,
      created_at: message.createdAt.toISOString(),
    });
  }
  return previews;
}

async function countUnread(db: Database, callerId: string, rows: ReadonlyArray<{ conversation: Conversation; membership: MyMembership }>) {
  const counts = new Map<string, number>();
  const pending = rows.filter((row) => row.conversation.lastSeq > row.membership.lastReadSeq);
  if (pending.length === 0) return counts;
  const found = await db
    .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        sql`(${sql.join(
          pending.map(
            (row) => sql`(${messages.conversationId} = ${row.conversation.id}::uuid and ${messages.seq} > ${row.membership.lastReadSeq})`,
          ),
          sql` or `,
        )})`,
        sql`${messages.authorUserId} is distinct from ${callerId}::uuid`,
        isNull(messages.deletedAt),
      ),
    )
    .groupBy(messages.conversationId);
  for (const row of found) counts.set(row.conversationId, Number(row.count));
  return counts;
}

export function authorName(message: MessageRow, userName: string | null, agentName?: string | null): string {
  if (message.authorKind === 'system') return 'System';
  if (message.authorKind === 'agent') return agentName ?? 'Agent';
  return userName ?? '';
}

/** Messages with their authors' names, attachments and reactions, in the order given. */
export async function loadMessages(db: Database, rows: readonly MessageRow[]): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.authorUserId).filter((id): id is string => id !== null))];
  const agentIds = [...new Set(rows.map((row) => row.authorExpertId).filter((id): id is string => id !== null))];
  const names = userIds.length ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, userIds)) : [];
  const agentNames = agentIds.length
    ? await db
        .selectDistinctOn([conversationMembers.expertId], { id: conversationMembers.expertId, name: conversationMembers.agentName })
        .from(conversationMembers)
        .where(inArray(conversationMembers.expertId, agentIds))
    : [];
  const attachments = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, ids))
    .orderBy(asc(messageAttachments.createdAt));
  const reactions = await db
    .select()
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, ids))
    .orderBy(asc(messageReactions.createdAt));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const agentNameOf = new Map(agentNames.map((row) => [row.id, row.name]));
  const attachmentsOf = new Map<string, Attachment[]>();
  for (const row of attachments) {
    const list = attachmentsOf.get(row.messageId!) ?? [];
    list.push(toAttachment(row));
    attachmentsOf.set(row.messageId!, list);
  }
  const reactionsOf = new Map<string, Array<{ emoji: string; userId: string }>>();
  for (const row of reactions)
    reactionsOf.set(row.messageId, [...(reactionsOf.get(row.messageId) ?? []), { emoji: row.emoji, userId: row.userId }]);
  return rows.map((row) =>
    toMessage(row, {
      authorName: authorName(
        row,
        row.authorUserId ? (nameOf.get(row.authorUserId) ?? null) : null,
        row.authorExpertId ? agentNameOf.get(row.authorExpertId) : null,
      ),
      attachments: attachmentsOf.get(row.id) ?? [],
      reactions: summarizeReactions(reactionsOf.get(row.id) ?? []),
    }),
  );
}

export function toAttachment(row: typeof messageAttachments.$inferSelect): Attachment {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    url: `/api/attachments/${row.id}`,
  };
}

export function summarizeReactions(rows: ReadonlyArray<{ emoji: string; userId: string }>): Reaction[] {
  const byEmoji = new Map<string, string[]>();
  for (const row of rows) byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row.userId]);
  return [...byEmoji].map(([emoji, userIds]) => ({ emoji, count: userIds.length, user_ids: userIds }));
}

export function toMessage(row: MessageRow, extra: { authorName: string; attachments: Attachment[]; reactions: Reaction[] }): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    seq: row.seq,
    thread_root_id: row.threadRootId,
    author: { kind: row.authorKind, user_id: row.authorUserId, expert_id: row.authorExpertId, name: extra.authorName },
    client_id: row.clientId,
    body: deleted ? '' : row.body,
    body_html: deleted ? '' : row.bodyHtml,
    state: row.state,
    mentions: row.mentions,
    attachments: deleted ? [] : extra.attachments,
    reactions: extra.reactions,
    reply_count: row.replyCount,
    last_reply_at: iso(row.lastReplyAt),
    meta: row.meta,
    edited_at: iso(row.editedAt),
    deleted_at: iso(row.deletedAt),
    created_at: row.createdAt.toISOString(),
  };
}
