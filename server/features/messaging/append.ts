/**
 * The one way a message enters a conversation (a member's send, an agent's answer, a system line): take the next
 * seq under the conversation's row lock, insert the message, count it on its thread's root, and announce it to the
 * members as `message.created`. Callers run it inside `inTransaction`, so the message and its event commit together.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Message } from '../../../contract/messaging/entities.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { loadMessages, toMessage } from './loaders.ts';
import { renderMessageHtml } from './markdown.ts';
import type { Emit } from './publish.ts';
import { type Message as MessageRow, type MessageMention, messageAttachments } from './schema.ts';

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
  /**
   * A member's send: their membership, whose read watermark moves to this message; every membership that archived
   * the conversation is unarchived with it.
   */
  senderMembershipId?: string;
}

export interface Appended {
  message: Message;
  seq: number;
  /** The people the event went to (the conversation's members now). */
  audience: string[];
}

/** The sender's `clientId` names a message already: the send happened (a concurrent twin won). Nothing was written. */
export class ClientIdTaken extends Error {
  constructor() {
    super('appendMessage: client id already used');
  }
}

export async function appendMessage(tx: Database, emit: Emit, input: AppendInput): Promise<Appended> {
  const { conversationId, author } = input;
  const threadRootId = input.threadRootId ?? null;
  const now = new Date();
  // The whole row is known here (its id and time too), so the statement below need not hand it back.
  const row: MessageRow = {
    id: randomUUID(),
    conversationId,
    seq: 0,
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
    replyCount: 0,
    lastReplyAt: null,
    editedAt: null,
    deletedAt: null,
    createdAt: now,
  };
  const { seq, audience } = await insertInOneTrip(tx, row, input, now);
  row.seq = seq;
  const attachmentIds = input.attachmentIds ?? [];
  if (attachmentIds.length > 0) await attach(tx, row, author, attachmentIds);
  // A member's new message without files has no reactions and its author is known: no need to read it back.
  const message =
    author.kind === 'user' && attachmentIds.length === 0
      ? toMessage(row, { authorName: author.name, attachments: [], reactions: [] })
      : (await loadMessages(tx, [row]))[0]!;
  emit({ type: 'message.created', userIds: audience, conversationId, data: { conversation_id: conversationId, message } });
  return { message, seq, audience };
}

/**
 * One statement, one round trip: takes the next seq (the conversation's row lock orders concurrent sends), bumps
 * the conversation, inserts the message, counts it on its thread's root, moves the sender's read watermark and
 * brings the conversation back for everyone who archived it (a member's send), and reads the audience. It used to
 * be six statements; on a loaded machine each round trip costs a millisecond or more (docs/decisions.md, figures).
 * Data-modifying CTEs all run on the statement's one snapshot, so no two of them touch the same row.
 */
async function insertInOneTrip(tx: Database, row: MessageRow, input: AppendInput, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sets: SQL[] = [sql`last_seq = last_seq + 1`];
  // System lines (an invitation, "cannot answer") are not activity: they do not move the conversation up the list.
  if (row.authorKind !== 'system') sets.push(sql`last_message_at = ${at}`, sql`updated_at = ${at}`);
  const waiting = input.conversationPatch?.waitingSince;
  if (waiting !== undefined) sets.push(sql`waiting_since = ${waiting ? waiting.toISOString() : null}::timestamptz`);
  const root = row.threadRootId;
  const thread = root
    ? sql`, thread as (
        update messages set reply_count = reply_count + 1${row.authorKind !== 'system' ? sql`, last_reply_at = ${at}` : sql``}
        where id = ${root}::uuid and exists (select 1 from bump))`
    : sql``;
  const reader = input.senderMembershipId;
  // The sender has read what they sent; everyone who archived the conversation sees it again.
  const read = reader
    ? sql`, reader as (
        update conversation_members set
          last_read_seq = case when id = ${reader}::uuid then (select last_seq from bump) else last_read_seq end,
          last_read_at = case when id = ${reader}::uuid then ${at} else last_read_at end,
          archived_at = null
        where conversation_id = ${row.conversationId}::uuid and (id = ${reader}::uuid or archived_at is not null)
          and exists (select 1 from bump))`
    : sql``;
  // A send with the sender's id for it takes no seq if that id is already used: a twin that committed while this one
  // waited for the row lock. This statement's snapshot starts after the lock was granted, so it sees that twin.
  const untaken = row.clientId
    ? sql` and not exists (select 1 from messages where author_user_id = ${row.authorUserId}::uuid and client_id = ${row.clientId})`
    : sql``;
  const result = (await tx.execute(sql`
    with bump as (
      update conversations set ${sql.join(sets, sql`, `)} where id = ${row.conversationId}::uuid${untaken} returning last_seq
    ), inserted as (
      insert into messages (id, conversation_id, seq, thread_root_id, author_kind, author_user_id, author_expert_id, client_id,
        body, body_html, state, mentions, meta, created_at)
      select ${row.id}::uuid, ${row.conversationId}::uuid, bump.last_seq, ${root}::uuid, ${row.authorKind}::text,
        ${row.authorUserId}::uuid, ${row.authorExpertId}::uuid, ${row.clientId}::text, ${row.body}::text, ${row.bodyHtml}::text,
        ${row.state}::text, ${JSON.stringify(row.mentions)}::jsonb, ${JSON.stringify(row.meta)}::jsonb, ${at}
      from bump
      returning seq
    )${thread}${read}
    select (select seq from inserted)::text as seq,
      (select coalesce(json_agg(user_id), '[]')::text from conversation_members
        where conversation_id = ${row.conversationId}::uuid and left_at is null and user_id is not null) as audience`)) as unknown as {
    rows: Array<{ seq: string | null; audience: string }>;
  };
  const [answer] = result.rows;
  if (!answer?.seq) throw row.clientId ? new ClientIdTaken() : new Error(`appendMessage: no conversation ${row.conversationId}`);
  return { seq: Number(answer.seq), audience: JSON.parse(answer.audience) as string[] };
}

async function attach(tx: Database, row: MessageRow, author: MessageAuthor, ids: readonly string[]) {
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
