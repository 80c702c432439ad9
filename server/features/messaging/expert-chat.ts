/**
 * A conversation with an expert is a chat (issue 24): in the direct conversation a person opened with an expert's
 * agent ("Talk to this expert", a starter, "Ask an expert"), each plain message of that person in the main timeline
 * is answered by the agent, without a mention. The runs feature registers the handler (`registerExpertChatHandler`)
 * and reads here what it needs: whether a message is such a question, the conversation so far, and the questions
 * that arrived while an answer was being written. Other people in the conversation (a creator stepping in) post
 * there as in any conversation; their messages are not questions to the agent.
 */
import { and, asc, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from './schema.ts';

export interface ExpertChatMessage {
  conversationId: string;
  messageId: string;
  askedBy: string;
}

export type ExpertChatHandler = (message: ExpertChatMessage) => Promise<void>;

let chatHandler: ExpertChatHandler | undefined;

export function registerExpertChatHandler(handler: ExpertChatHandler | undefined): void {
  chatHandler = handler;
}

export function expertChatHandler(): ExpertChatHandler | undefined {
  return chatHandler;
}

/**
 * The expert a person's conversation is a chat with: a direct conversation they opened with an expert whose agent is
 * still a member. Null for any other conversation or person.
 */
export async function expertChatOf(
  db: Database,
  conversationId: string,
  userId: string,
): Promise<{ expertId: string; tenant: TenantId } | null> {
  const [row] = await db
    .select({ expertId: conversations.expertId, tenantId: conversations.tenantId })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.expertId, conversations.expertId),
        isNull(conversationMembers.leftAt),
      ),
    )
    .where(and(eq(conversations.id, conversationId), eq(conversations.kind, 'direct'), eq(conversations.createdBy, userId)));
  return row?.expertId ? { expertId: row.expertId, tenant: (row.tenantId ?? 'main') as TenantId } : null;
}

const mainTimeline = (conversationId: string) =>
  and(eq(messages.conversationId, conversationId), isNull(messages.threadRootId), isNull(messages.deletedAt));

/** The conversation so far, before a message: its last turns (people's and the agent's), oldest first, as text. */
export async function conversationSoFar(db: Database, conversationId: string, beforeMessageId: string, turns = 6): Promise<string> {
  const [before] = await db.select({ seq: messages.seq }).from(messages).where(eq(messages.id, beforeMessageId));
  if (!before) return '';
  const rows = await db
    .select({ body: messages.body, authorKind: messages.authorKind })
    .from(messages)
    .where(and(mainTimeline(conversationId), lt(messages.seq, before.seq), eq(messages.state, 'complete')))
    .orderBy(desc(messages.seq))
    .limit(turns);
  return rows
    .filter((row) => row.authorKind !== 'system' && row.body.trim())
    .reverse()
    .map((row) => row.body.trim())
    .join('\n\n');
}

/**
 * The person's messages after an answer began (sent while it was written): the questions still to answer, oldest
 * first. With no answer yet (`afterMessageId` null), none.
 */
export async function questionsAfter(
  db: Database,
  conversationId: string,
  askedBy: string,
  afterMessageId: string | null,
): Promise<Array<{ id: string; body: string }>> {
  if (!afterMessageId) return [];
  const [after] = await db.select({ seq: messages.seq }).from(messages).where(eq(messages.id, afterMessageId));
  if (!after) return [];
  const rows = await db
    .select({ id: messages.id, body: messages.body, mentions: messages.mentions })
    .from(messages)
    .where(
      and(mainTimeline(conversationId), gt(messages.seq, after.seq), eq(messages.authorKind, 'user'), eq(messages.authorUserId, askedBy)),
    )
    .orderBy(asc(messages.seq));
  // A message that mentioned an agent was answered in its thread already.
  return rows.filter((row) => !row.mentions.some((mention) => mention.kind === 'agent')).map(({ id, body }) => ({ id, body }));
}
