/**
 * How a message enters a conversation: take the next seq under the conversation's row lock, insert the message,
 * count it on its thread's root, and read the audience. `appendSql` is that part of a statement, shared by a
 * member's send (send.ts, which adds its checks, notifications and events to the same statement) and by
 * `appendMessage`, the agents' answers and system lines, which run inside `inTransaction` and emit `message.created`.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Message } from '../../../contract/messaging/entities.ts';
import type { Database } from '../../db/client.ts';
import { loadMessages } from './loaders.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import type { Emit } from './publish.ts';
import type { Message as MessageRow, MessageMention } from './schema.ts';

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
}

/** What a send adds to the shared part of the statement (all SQL over the conversation's row and the send's CTEs). */
export interface AppendOptions {
  /** Further conditions for taking a seq; when false, nothing is written and `inserted` is empty. */
  guard?: SQL;
  /** The thread's root (a reply): decided by the statement for a send, the row's own for an agent's answer. */
  threadRoot?: SQL;
  /** The conversation's new `waiting_since` (Chatwoot's waiting time), over its locked row. */
  waitingSince?: SQL;
  /** The sender's membership, whose read watermark moves to the message; every archived membership is unarchived. */
  reader?: SQL;
  /** False for system lines (an invitation, "cannot answer"): they do not move the conversation up the list. */
  activity?: boolean;
}

/**
 * A message row's values as statement parameters. Each is a value, or a `sql.placeholder` when the statement is
 * built once and kept (send-statement.ts): then its text does not depend on the values, only on the options.
 */
export interface RowParams {
  id: unknown;
  conversationId: unknown;
  authorKind: unknown;
  authorUserId: unknown;
  authorExpertId: unknown;
  clientId: unknown;
  body: unknown;
  bodyHtml: unknown;
  state: unknown;
  /** JSON text. */
  mentions: unknown;
  /** JSON text. */
  meta: unknown;
  /** ISO 8601 text. */
  createdAt: unknown;
}

/** The message as stored, made in Node (its id and time too), so that no statement has to hand it back. */
export function messageRow(input: AppendInput, now: Date): MessageRow {
  const { author } = input;
  return {
    id: randomUUID(),
    conversationId: input.conversationId,
    seq: 0,
    threadRootId: input.threadRootId ?? null,
    authorKind: author.kind,
    authorUserId: author.kind === 'user' ? author.userId : null,
    authorExpertId: author.kind === 'agent' ? author.expertId : null,
    clientId: author.kind === 'user' ? (author.clientId ?? null) : null,
    body: input.body,
    bodyHtml: renderMarkdown(input.body),
    state: input.state ?? 'complete',
    mentions: input.mentions ?? [],
    meta: input.meta ?? {},
    replyCount: 0,
    lastReplyAt: null,
    editedAt: null,
    deletedAt: null,
    createdAt: now,
  };
}

export function rowParams(row: MessageRow): RowParams {
  return {
    id: row.id,
    conversationId: row.conversationId,
    authorKind: row.authorKind,
    authorUserId: row.authorUserId,
    authorExpertId: row.authorExpertId,
    clientId: row.clientId,
    body: row.body,
    bodyHtml: row.bodyHtml,
    state: row.state,
    mentions: JSON.stringify(row.mentions),
    meta: JSON.stringify(row.meta),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The CTEs `bump` (the next seq; its UPDATE takes the conversation's row lock, which orders concurrent sends),
 * `inserted`, `thread` (a reply counted on its root), `reader` (a member's send) and `audience` (the members now).
 * One statement instead of six; data-modifying CTEs all run on the statement's one snapshot, so no two of them
 * touch the same row. That snapshot was taken before any wait for the lock, so the audience is read by the
 * VOLATILE `conversation_audience` (migration 0009), which takes its own once the lock is held.
 */
export function appendSql(row: RowParams, options: AppendOptions = {}): SQL {
  const at = sql`${row.createdAt}::timestamptz`;
  const activity = options.activity ?? true;
  const sets: SQL[] = [sql`last_seq = last_seq + 1`];
  if (activity) sets.push(sql`last_message_at = ${at}`, sql`updated_at = ${at}`);
  if (options.waitingSince) sets.push(sql`waiting_since = ${options.waitingSince}`);
  const root = options.threadRoot ?? null;
  const thread = root
    ? sql`, thread as (
        update messages set reply_count = reply_count + 1${activity ? sql`, last_reply_at = ${at}` : sql``}
        where id = ${root} and exists (select 1 from bump))`
    : sql``;
  const reader = options.reader;
  // The sender has read what they sent; everyone who archived the conversation sees it again.
  const read = reader
    ? sql`, reader as (
        update conversation_members set
          last_read_seq = case when id = ${reader} then (select last_seq from bump) else last_read_seq end,
          last_read_at = case when id = ${reader} then ${at} else last_read_at end,
          archived_at = null
        where conversation_id = ${row.conversationId}::uuid and (id = ${reader} or archived_at is not null)
          and exists (select 1 from bump))`
    : sql``;
  return sql`bump as (
      update conversations set ${sql.join(sets, sql`, `)}
      where id = ${row.conversationId}::uuid${options.guard ? sql` and ${options.guard}` : sql``} returning id, last_seq
    ), inserted as (
      insert into messages (id, conversation_id, seq, thread_root_id, author_kind, author_user_id, author_expert_id, client_id,
        body, body_html, state, mentions, meta, created_at)
      select ${row.id}::uuid, ${row.conversationId}::uuid, bump.last_seq, ${root ?? sql`null`}::uuid, ${row.authorKind}::text,
        ${row.authorUserId}::uuid, ${row.authorExpertId}::uuid, ${row.clientId}::text, ${row.body}::text, ${row.bodyHtml}::text,
        ${row.state}::text, ${row.mentions}::jsonb, ${row.meta}::jsonb, ${at}
      from bump
      returning seq, thread_root_id
    )${thread}${read}, audience as (
      -- Read after the row lock (from bump) with a fresh snapshot: a member added or removed during the wait counts.
      select audience.user_id from bump, conversation_audience(bump.id) as audience(user_id)
    )`;
}

export interface Appended {
  message: Message;
  seq: number;
  /** The people the event went to (the conversation's members now). */
  audience: string[];
}

/** An agent's answer or a system line: `appendSql` alone, then `message.created` to the members. */
export async function appendMessage(tx: Database, emit: Emit, input: AppendInput): Promise<Appended> {
  const row = messageRow(input, new Date());
  const options = { activity: row.authorKind !== 'system', threadRoot: row.threadRootId ? sql`${row.threadRootId}::uuid` : undefined };
  const result = (await tx.execute(sql`with ${appendSql(rowParams(row), options)}
    select (select seq from inserted)::text as seq, (select coalesce(json_agg(user_id), '[]') from audience)::text as audience`)) as unknown as {
    rows: Array<{ seq: string | null; audience: string }>;
  };
  const [answer] = result.rows;
  if (!answer?.seq) throw new Error(`appendMessage: no conversation ${row.conversationId}`);
  row.seq = Number(answer.seq);
  const audience = JSON.parse(answer.audience) as string[];
  const message = (await loadMessages(tx, [row]))[0]!;
  const { conversationId } = input;
  emit({ type: 'message.created', userIds: audience, conversationId, data: { conversation_id: conversationId, message } });
  return { message, seq: row.seq, audience };
}
