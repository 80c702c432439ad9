/** Messages: list, search, edit and delete with history, reactions, typing (the send is send.ts). */
import { and, asc, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Message } from '../../../contract/messaging/entities.ts';
import type { messageListQuerySchema, searchQuerySchema } from '../../../contract/messaging/requests.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { escapeLike } from './conversations.ts';
import { sendLiveEvents } from './events/log.ts';
import { loadMessages, summarizeReactions } from './loaders.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { isUuid, memberUserIds, requireMembership } from './membership.ts';
import { can } from './policy.ts';
import { inTransaction, type PublishDeps } from './publish.ts';
import { conversationMembers, messageReactions, messageRevisions, messages } from './schema.ts';

export async function loadMessage(db: Database, id: string): Promise<Message> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  if (!row) throw new ApiError('MESSAGE_NOT_FOUND');
  return (await loadMessages(db, [row]))[0]!;
}

export async function listMessages(db: Database, userId: string, conversationId: string, query: z.output<typeof messageListQuerySchema>) {
  await requireMembership(db, conversationId, userId);
  const where = and(
    eq(messages.conversationId, conversationId),
    query.thread_root_id ? eq(messages.threadRootId, query.thread_root_id) : isNull(messages.threadRootId),
    query.after_seq !== undefined ? gt(messages.seq, query.after_seq) : undefined,
    query.search ? and(ilike(messages.body, `%${escapeLike(query.search)}%`), isNull(messages.deletedAt)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ count: sql<number>`count(*)::int` }).from(messages).where(where),
  ]);
  return { data: await loadMessages(db, rows.reverse()), total: Number(total?.count ?? 0) };
}

export async function searchMessages(db: Database, userId: string, query: z.output<typeof searchQuerySchema>) {
  if (query.conversation_id) await requireMembership(db, query.conversation_id, userId);
  const where = and(
    sql`${messages.conversationId} in (select ${conversationMembers.conversationId} from ${conversationMembers} where ${conversationMembers.userId} = ${userId}::uuid and ${conversationMembers.leftAt} is null)`,
    query.conversation_id ? eq(messages.conversationId, query.conversation_id) : undefined,
    ilike(messages.body, `%${escapeLike(query.search)}%`),
    isNull(messages.deletedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ count: sql<number>`count(*)::int` }).from(messages).where(where),
  ]);
  return { data: await loadMessages(db, rows), total: Number(total?.count ?? 0) };
}

/** The message and the caller's membership of its conversation, or 404 as if it did not exist. */
async function requireMessage(db: Database, userId: string, messageId: string, lock = false) {
  if (!isUuid(messageId)) throw new ApiError('MESSAGE_NOT_FOUND');
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row) throw new ApiError('MESSAGE_NOT_FOUND');
  const found = await requireMembership(db, row.conversationId, userId, lock).catch(() => {
    throw new ApiError('MESSAGE_NOT_FOUND');
  });
  return { row, ...found };
}

export async function editMessage(deps: PublishDeps, userId: string, messageId: string, body: string): Promise<Message> {
  return inTransaction(deps, async (tx, emit) => {
    const { row } = await requireMessage(tx, userId, messageId, true);
    if (row.authorUserId !== userId || row.authorKind !== 'user') throw new ApiError('MESSAGE_EDIT_FORBIDDEN');
    if (row.deletedAt) throw new ApiError('MESSAGE_DELETED');
    if (row.body === body) return (await loadMessages(tx, [row]))[0]!;
    await tx.insert(messageRevisions).values({ messageId, action: 'edit', previousBody: row.body, actorUserId: userId });
    const [updated] = await tx
      .update(messages)
      .set({ body, bodyHtml: renderMarkdown(body), editedAt: new Date() })
      .where(eq(messages.id, messageId))
      .returning();
    const message = (await loadMessages(tx, [updated!]))[0]!;
    emit({
      type: 'message.updated',
      userIds: await memberUserIds(tx, row.conversationId),
      conversationId: row.conversationId,
      data: { conversation_id: row.conversationId, message },
    });
    return message;
  });
}

export async function deleteMessage(deps: PublishDeps, userId: string, messageId: string): Promise<Message> {
  return inTransaction(deps, async (tx, emit) => {
    const { row, conversation, membership } = await requireMessage(tx, userId, messageId, true);
    const own = row.authorUserId === userId && row.authorKind === 'user';
    if (!own && !can(membership, 'moderate', conversation)) throw new ApiError('MESSAGE_EDIT_FORBIDDEN');
    if (row.deletedAt) throw new ApiError('MESSAGE_DELETED');
    await tx.insert(messageRevisions).values({ messageId, action: 'delete', previousBody: row.body, actorUserId: userId });
    const deletedAt = new Date();
    const [updated] = await tx.update(messages).set({ body: '', bodyHtml: '', deletedAt }).where(eq(messages.id, messageId)).returning();
    emit({
      type: 'message.deleted',
      userIds: await memberUserIds(tx, row.conversationId),
      conversationId: row.conversationId,
      data: { conversation_id: row.conversationId, message_id: messageId, deleted_at: deletedAt.toISOString() },
    });
    return (await loadMessages(tx, [updated!]))[0]!;
  });
}

export async function listRevisions(db: Database, userId: string, messageId: string) {
  const { row, conversation, membership } = await requireMessage(db, userId, messageId);
  const mayReadDeleted = row.authorUserId === userId || can(membership, 'moderate', conversation);
  const rows = await db
    .select()
    .from(messageRevisions)
    .where(eq(messageRevisions.messageId, messageId))
    .orderBy(desc(messageRevisions.createdAt), desc(messageRevisions.id));
  return rows
    .filter((revision) => revision.action === 'edit' || mayReadDeleted)
    .map((revision) => ({
      id: revision.id,
      action: revision.action,
      previous_body: revision.previousBody,
      actor_user_id: revision.actorUserId,
      created_at: revision.createdAt.toISOString(),
    }));
}

export async function changeReaction(deps: PublishDeps, userId: string, messageId: string, emoji: string, add: boolean) {
  return inTransaction(deps, async (tx, emit) => {
    const { row, conversation, membership } = await requireMessage(tx, userId, messageId);
    if (!can(membership, 'react', conversation)) throw new ApiError('MESSAGE_NOT_FOUND');
    if (add && row.deletedAt) throw new ApiError('MESSAGE_DELETED');
    if (add) await tx.insert(messageReactions).values({ messageId, userId, emoji }).onConflictDoNothing();
    else
      await tx
        .delete(messageReactions)
        .where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId), eq(messageReactions.emoji, emoji)));
    const rows = await tx
      .select()
      .from(messageReactions)
      .where(eq(messageReactions.messageId, messageId))
      .orderBy(asc(messageReactions.createdAt));
    const reactions = summarizeReactions(rows);
    emit({
      type: 'reaction.changed',
      userIds: await memberUserIds(tx, row.conversationId),
      conversationId: row.conversationId,
      data: { conversation_id: row.conversationId, message_id: messageId, reactions },
    });
    return reactions;
  });
}

export async function sendTyping(
  deps: PublishDeps,
  user: { id: string; name: string },
  conversationId: string,
  typing: boolean,
): Promise<void> {
  const { conversation, membership } = await requireMembership(deps.db, conversationId, user.id);
  if (!can(membership, 'post', conversation)) throw new ApiError('BROADCAST_READ_ONLY');
  const audience = (await memberUserIds(deps.db, conversationId)).filter((id) => id !== user.id);
  await sendLiveEvents(deps.db, deps.events, [
    {
      type: 'typing',
      userIds: audience,
      conversationId,
      data: { conversation_id: conversationId, user_id: user.id, name: user.name, typing },
    },
  ]);
}
