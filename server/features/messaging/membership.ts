/** Who belongs to a conversation: the caller's membership (or a 404 as if it did not exist) and the audience. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { MyMembership } from './loaders.ts';
import { type Conversation, conversationMembers, conversations } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export interface Membership {
  conversation: Conversation;
  membership: MyMembership;
}

export async function findMembership(db: Database, conversationId: string, userId: string, lock = false): Promise<Membership | null> {
  if (!isUuid(conversationId)) return null;
  const query = db
    .select({
      conversation: conversations,
      membership: {
        id: conversationMembers.id,
        role: conversationMembers.role,
        lastReadSeq: conversationMembers.lastReadSeq,
        archivedAt: conversationMembers.archivedAt,
        notifyLevel: conversationMembers.notifyLevel,
      },
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        isNull(conversationMembers.leftAt),
      ),
    );
  // The conversation's row lock orders concurrent sends (each takes last_seq + 1).
  const [row] = lock ? await query.for('update', { of: conversations }) : await query;
  return row ?? null;
}

/** The caller's membership; someone else's (or an unknown) conversation answers 404 CONVERSATION_NOT_FOUND. */
export async function requireMembership(db: Database, conversationId: string, userId: string, lock = false): Promise<Membership> {
  const found = await findMembership(db, conversationId, userId, lock);
  if (!found) throw new ApiError('CONVERSATION_NOT_FOUND');
  return found;
}

/** The people (not agents) who currently belong to the conversation: the audience of its events. */
export async function memberUserIds(db: Database, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), isNull(conversationMembers.leftAt)));
  return rows.map((row) => row.userId).filter((id): id is string => id !== null);
}
