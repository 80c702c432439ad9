/**
 * The one way a message enters a conversation (a member's send, an agent's answer, a system line): take the next
 * seq under the conversation's row lock, insert the message, count it on its thread's root, and announce it to the
 * members as `message.created`. Callers run it inside `inTransaction`, so the message and its event commit together.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Message } from '../../../contract/messaging/entities.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { loadMessages, toMessage } from './loaders.ts';
import { renderMessageHtml } from './markdown.ts';
import { memberUserIds } from './membership.ts';
import type { Emit } from './publish.ts';
import { conversations, type MessageMention, messageAttachments, messages } from './schema.ts';

export type MessageAuthor =
  | { kind: 'user'; userId: string; name: string; clientId?: string | null }
  | { kind: 'agent'; expertId: string }
  | { kind: 'system' };

export interface AppendInput {
  conversationId: string;
  threadRootId?: string | null;
  author: MessageAuthor;
  body: string;
  /** An agent's answer starts `streaming`; everything else is complete as sent. */
  state?: 'streaming' | 'complete';
  mentions?: MessageMention[];
  meta?: Record<string, unknown>;
  /** The sender's uploads of this conversation, attached to the message (all of them, or ATTACHMENT_NOT_FOUND). */
  attachmentIds?: readonly string[];
  /** Other conversation columns set with the seq (a member's send sets Chatwoot's waiting time). */
  conversationPatch?: { waitingSince?: Date | null };
}

export interface Appended {
  message: Message;
  seq: number;
  /** The people the event went to (the conversation's members now). */
  audience: string[];
}

export async function appendMessage(tx: Database, emit: Emit, input: AppendInput): Promise<Appended> {
  const { conversationId, author } = input;
  const threadRootId = input.threadRootId ?? null;
  const now = new Date();
  // System lines (an invitation, "cannot answer") are not activity: they do not move the conversation up the list.
  const activity = author.kind !== 'system' ? { lastMessageAt: now, updatedAt: now } : {};
  // One statement locks the row, takes the next seq and bumps the conversation: concurrent sends queue on the lock.
  const [bumped] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, ...activity, ...input.conversationPatch })
    .where(eq(conversations.id, conversationId))
    .returning({ seq: conversations.lastSeq });
  if (!bumped) throw new Error(`appendMessage: no conversation ${conversationId}`);
  const { seq } = bumped;
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId,
      seq,
      threadRootId,
      authorKind: author.kind,
      authorUserId: author.kind === 'user' ? author.userId : null,
      authorExpertId: author.kind === 'agent' ? author.expertId : null,
      clientId: author.kind === 'user' ? (author.clientId ?? null) : null,
      body: input.body,
      bodyHtml: renderMessageHtml(input.body),
      state: input.state ?? 'complete',
      mentions: input.mentions ?? [],
      meta: input.meta ?? {},
    })
    .returning();
  const attachmentIds = input.attachmentIds ?? [];
  if (attachmentIds.length > 0) await attach(tx, row!, author, attachmentIds);
  if (threadRootId) {
    await tx
      .update(messages)
      .set({ replyCount: sql`${messages.replyCount} + 1`, ...(author.kind !== 'system' ? { lastReplyAt: now } : {}) })
      .where(eq(messages.id, threadRootId));
  }
  // A member's new message without files has no reactions and its author is known: no need to read it back.
  const message =
    author.kind === 'user' && attachmentIds.length === 0
      ? toMessage(row!, { authorName: author.name, attachments: [], reactions: [] })
      : (await loadMessages(tx, [row!]))[0]!;
  const audience = await memberUserIds(tx, conversationId);
  emit({ type: 'message.created', userIds: audience, conversationId, data: { conversation_id: conversationId, message } });
  return { message, seq, audience };
}

async function attach(tx: Database, row: typeof messages.$inferSelect, author: MessageAuthor, ids: readonly string[]) {
  if (author.kind !== 'user') throw new Error('appendMessage: only people attach files');
  const attached = await tx
    .update(messageAttachments)
    .set({ messageId: row.id })
    .where(
      and(
        inArray(messageAttachments.id, [...ids]),
        eq(messageAttachments.conversationId, row.conversationId),
        eq(messageAttachments.uploaderId, author.userId),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning({ id: messageAttachments.id });
  if (attached.length !== new Set(ids).size) throw new ApiError('ATTACHMENT_NOT_FOUND');
}
