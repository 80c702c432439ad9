/**
 * A member's send (idempotent per client id). The common send (text, maybe replying or mentioning members) is one
 * statement and one round trip (send-statement.ts). Rare parts add work around that same statement: a body with
 * @handles reads the members first (and the catalog for agents); attachments are read first and attached by the statement;
 * attachments or agent mentions run it inside a transaction (a file taken meanwhile rolls the send back; an invited
 * agent joins with the message). A replay or a refusal is known from the statement's answer. On PostgreSQL, common
 * sends that arrive while others commit share the next commit (send-batches.ts).
 */
import type { z } from 'zod';
import type { Message } from '../../../contract/messaging/entities.ts';
import type { sendMessageSchema } from '../../../contract/messaging/requests.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ApiError, validationError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AgentRef } from './agents.ts';
import { messageRow } from './append.ts';
import { toAttachment, toMessage } from './loaders.ts';
import { excerptOf } from './text.ts';
import { isUuid } from './membership.ts';
import { inviteAgents, resolveMentions } from './mentions.ts';
import { loadMessage } from './messages.ts';
import type { PendingMail } from './notifications.ts';
import { inTransaction, type PublishDeps } from './publish.ts';
import { messageAttachments, messages } from './schema.ts';
import { sendBatchesOf } from './send-batches.ts';
import { runSendStatement, type SendAnswer, type SendStatement } from './send-statement.ts';

export interface SendResult {
  message: Message;
  /** Mails to send and agents to wake once the answer has gone out. */
  mails: PendingMail[];
  invitedAgents: Array<{ agent: AgentRef; threadRootId: string }>;
  /** The conversation's site: where the invited agents are listed and their runs are counted. */
  tenant: TenantId;
  replayed: boolean;
}

/** Matches no conversation: an id that is no uuid is refused by the statement like an unknown one. */
const NO_CONVERSATION = '00000000-0000-0000-0000-000000000000';

export async function sendMessage(
  deps: PublishDeps,
  caller: { id: string; name: string },
  conversationId: string,
  input: z.output<typeof sendMessageSchema>,
): Promise<SendResult> {
  const target = isUuid(conversationId) ? conversationId : NO_CONVERSATION;
  const { mentions, userMentions, agents } = await resolveMentions(deps.db, target, input.body, caller.id);
  const files = input.attachment_ids.length > 0 ? await freeUploads(deps.db, target, caller.id, input.attachment_ids) : null;
  const row = messageRow(
    {
      conversationId: target,
      author: { kind: 'user', userId: caller.id, name: caller.name, clientId: input.client_id ?? null },
      body: input.body,
      mentions,
    },
    new Date(),
  );
  // The answer's message and its event's are one object: the statement fills in the seq (and a reply's root).
  const message = toMessage(row, { authorName: caller.name, attachments: files?.map(toAttachment) ?? [], reactions: [] });
  const statement: SendStatement = {
    row,
    eventData: { conversation_id: target, message },
    replyTo: input.thread_root_id ?? null,
    userMentions,
    attachments: files ? { ids: input.attachment_ids, found: files.length === new Set(input.attachment_ids).size } : null,
    notification: {
      link: `/messaging-v1?conversation=${target}`,
      data: { excerpt: excerptOf(row.body, 100), author_name: caller.name },
    },
  };
  try {
    const { answer, invitedAgents } = await write(deps, statement, agents, caller.id);
    if (answer.seq === null) return await refused(deps.db, conversationId, answer, statement.attachments?.found !== false);
    const sent = { ...message, seq: answer.seq, thread_root_id: answer.threadRootId };
    return { message: sent, mails: answer.mails, invitedAgents, tenant: (answer.tenant ?? 'main') as TenantId, replayed: false };
  } catch (error) {
    // A twin with the same client id committed while this send waited for the row lock: the send happened.
    if (!row.clientId || !isUniqueViolation(error, 'messages_client_id_key')) throw error;
    const [twin] = await deps.db
      .select({ conversationId: messages.conversationId, id: messages.id })
      .from(messages)
      .where(and(eq(messages.authorUserId, caller.id), eq(messages.clientId, row.clientId)));
    if (twin!.conversationId !== conversationId) throw new ApiError('CLIENT_ID_CONFLICT');
    return replay(deps.db, twin!.id);
  }
}

/**
 * The statement alone (no transaction: it is atomic by itself), or, with files or agents, inside a transaction
 * that can still refuse the send (a file attached by another send meanwhile) and invites the agents with it.
 */
async function write(deps: PublishDeps, statement: SendStatement, agents: readonly AgentRef[], callerId: string) {
  let invitedAgents: SendResult['invitedAgents'] = [];
  if (!statement.attachments && agents.length === 0) {
    // On PostgreSQL sends under load share a commit (send-batches.ts); alone they are the statement as it is.
    const batches = sendBatchesOf(deps.db, deps.events);
    if (batches) return { answer: await batches.run(statement), invitedAgents };
    const answer = await runSendStatement(deps.db, deps.events, statement);
    answer.announce();
    return { answer, invitedAgents };
  }
  const answer = await inTransaction(deps, async (tx, emit, afterCommit) => {
    const sent = await runSendStatement(tx, deps.events, statement);
    afterCommit(sent.announce);
    if (sent.seq === null) return sent;
    if (statement.attachments && sent.attached !== new Set(statement.attachments.ids).size) throw new ApiError('ATTACHMENT_NOT_FOUND');
    const { row } = statement;
    invitedAgents = await inviteAgents(tx, emit, row.conversationId, agents, callerId, sent.threadRootId ?? row.id);
    return sent;
  });
  return { answer, invitedAgents };
}

/** Why the statement wrote nothing, in the order the checks used to run; a replay answers the first message. */
async function refused(db: Database, conversationId: string, answer: SendAnswer, filesFound: boolean): Promise<SendResult> {
  if (answer.taken) {
    if (answer.taken.conversationId !== conversationId) throw new ApiError('CLIENT_ID_CONFLICT');
    if (!answer.member) throw new ApiError('CONVERSATION_NOT_FOUND');
    return replay(db, answer.taken.id);
  }
  if (!answer.member) throw new ApiError('CONVERSATION_NOT_FOUND');
  if (!answer.mayPost) throw new ApiError('BROADCAST_READ_ONLY');
  if (!answer.rootFound) throw validationError(['body', 'thread_root_id'], 'Reply to a message of this conversation');
  if (!filesFound) throw new ApiError('ATTACHMENT_NOT_FOUND');
  // Every check passed on the statement's snapshot, yet no row to bump: the conversation was deleted meanwhile.
  throw new ApiError('CONVERSATION_NOT_FOUND');
}

async function replay(db: Database, id: string): Promise<SendResult> {
  return { message: await loadMessage(db, id), mails: [], invitedAgents: [], tenant: 'main', replayed: true };
}

/** The sender's uploads to this conversation not yet attached, named by `ids` (fewer when some are not). */
async function freeUploads(db: Database, conversationId: string, uploaderId: string, ids: readonly string[]) {
  return db
    .select()
    .from(messageAttachments)
    .where(
      and(
        inArray(messageAttachments.id, [...ids]),
        eq(messageAttachments.conversationId, conversationId),
        eq(messageAttachments.uploaderId, uploaderId),
        isNull(messageAttachments.messageId),
      ),
    )
    .orderBy(asc(messageAttachments.createdAt));
}
