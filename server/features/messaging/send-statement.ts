/**
 * A member's send as ONE statement (no BEGIN / COMMIT: a statement is atomic on its own): the membership and the
 * right to post, the replay check of a client id, the thread's root, the message with its seq under the
 * conversation's row lock (`appendSql`), the sender's watermark, unarchiving, Chatwoot's waiting time, the
 * notifications (`notificationsSql`), the stored events and their NOTIFY (`logEventsSql`). When a check fails the
 * statement writes nothing and its answer says which (send.ts turns that into the error). Sends with attachments
 * or agent mentions run the same statement inside a transaction that adds their work.
 *
 * Its CTEs read the snapshot taken when it started, before any wait for the row lock: a twin with the same client
 * id that committed meanwhile is not seen by `taken`, and the unique index (messages_client_id_key) refuses the
 * insert instead. The audience and the recipients' counts are read after the lock by VOLATILE functions with a
 * fresh snapshot (migration 0009), as they were when they were statements of their own.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { EventsAdapter } from '../../adapters/events/index.ts';
import type { Database } from '../../db/client.ts';
import { executeKept, type KeptStatement, keepStatement } from '../../db/prepared.ts';
import { appendSql, type RowParams, rowParams } from './append.ts';
import { announcerOf, logEventsSql } from './events/log.ts';
import { MAILS_COLUMN, notificationsSql, type PendingMail } from './notifications.ts';
import { canSql } from './policy.ts';
import type { Message as MessageRow } from './schema.ts';

export interface SendStatement {
  /** The message as made in Node (author: the caller; seq and thread root decided by the statement). */
  row: MessageRow;
  /** The `message.created` data, its message's seq (and thread root) filled in by the statement. */
  eventData: Record<string, unknown>;
  /** A reply: the message it answers (the statement finds that thread's root in the conversation). */
  replyTo: string | null;
  /** Members mentioned by handle: they get `message.mention`. */
  userMentions: readonly string[];
  /** The sender's uploads to attach; `found`: all of them were free when read before. */
  attachments: { ids: readonly string[]; found: boolean } | null;
  /** What every notification of this message carries. */
  notification: { link: string; data: Record<string, unknown> };
}

export interface SendAnswer {
  /** Null when nothing was written: then the flags below say why. */
  seq: number | null;
  threadRootId: string | null;
  member: boolean;
  mayPost: boolean;
  /** An earlier message of the sender with this client id (the send happened: replay it, or refuse it elsewhere). */
  taken: { id: string; conversationId: string } | null;
  rootFound: boolean;
  attached: number;
  tenant: string | null;
  mails: PendingMail[];
  /** Call after the commit (in-process events; nothing on PostgreSQL, where NOTIFY rode the commit). */
  announce: () => void;
}

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** What changes the statement's text; everything else is a value. */
interface Shape {
  clientId: boolean;
  reply: boolean;
  attachments: boolean;
}

const P = (name: string) => sql.placeholder(name);

/** The statement of one shape with placeholders for its values (filled by `valuesOf`). */
function buildSendStatement(events: EventsAdapter, shape: Shape): SQL {
  const conversation = sql`${P('conversationId')}::uuid`;
  const author = sql`${P('authorUserId')}::uuid`;
  const checks: SQL[] = [sql`exists (select 1 from member where may_post)`];
  const ctes: SQL[] = [
    sql`member as (
      select m.id, m.role, c.kind, c.tenant_id, ${canSql('post', sql`c.kind`, sql`m.role`)} as may_post
      from conversation_members m join conversations c on c.id = m.conversation_id
      where m.conversation_id = ${conversation} and m.user_id = ${author} and m.left_at is null)`,
  ];
  if (shape.clientId) {
    ctes.push(
      sql`taken as (select id, conversation_id from messages where author_user_id = ${author} and client_id = ${P('clientId')}::text)`,
    );
    checks.push(sql`not exists (select 1 from taken)`);
  }
  if (shape.reply) {
    // A reply to a reply joins the same thread: its root is the first message's.
    ctes.push(sql`root as (
      select coalesce(thread_root_id, id) as id from messages where id = ${P('replyTo')}::uuid and conversation_id = ${conversation})`);
    checks.push(sql`exists (select 1 from root)`);
  }
  if (shape.attachments) checks.push(sql`${P('attachmentsFound')}::boolean`);
  const row: RowParams = {
    id: P('id'),
    conversationId: P('conversationId'),
    authorKind: P('authorKind'),
    authorUserId: P('authorUserId'),
    authorExpertId: P('authorExpertId'),
    clientId: P('clientId'),
    body: P('body'),
    bodyHtml: P('bodyHtml'),
    state: P('state'),
    mentions: P('mentions'),
    meta: P('meta'),
    createdAt: P('createdAt'),
  };
  ctes.push(
    appendSql(row, {
      guard: sql.join(checks, sql` and `),
      threadRoot: shape.reply ? sql`(select id from root)` : undefined,
      // Chatwoot's waiting time: a member's message waits until the staff answer (direct chats have no staff).
      waitingSince: sql`case when kind = 'direct' or (select role from member) <> 'member' then null
        else coalesce(waiting_since, ${P('createdAt')}::timestamptz) end`,
      reader: sql`(select id from member)`,
    }),
  );
  if (shape.attachments)
    ctes.push(sql`attached as (
      update message_attachments set message_id = ${P('id')}::uuid
      where id = any(${P('attachmentIds')}::uuid[]) and conversation_id = ${conversation} and uploader_id = ${author}
        and message_id is null and exists (select 1 from inserted)
      returning id)`);
  const mentioned = sql`${P('userMentions')}::uuid[]`;
  // Mentioned members first; then, in a direct chat or a broadcast, everyone else but the sender.
  ctes.push(
    sql`notify_input as (
      select (row_number() over (order by r.pos, r.n))::int as ord, r.user_id, r.kind, 'info'::text as severity,
        ${author} as actor_user_id, ${conversation} as conversation_id, ${P('id')}::uuid as message_id,
        ${P('link')}::text as link, ${P('notificationData')}::jsonb as data
      from (
        select 0 as pos, mention.n, mention.user_id, 'message.mention'::text as kind
        from unnest(${mentioned}) with ordinality as mention(user_id, n) where exists (select 1 from inserted)
        union all
        -- The two kinds of notification named after their conversation's kind: message.direct, message.broadcast.
        select 1, row_number() over (), audience.user_id, 'message.' || member.kind
        from audience, member
        where member.kind in ('direct', 'broadcast') and audience.user_id <> ${author} and audience.user_id <> all(${mentioned})
      ) r)`,
    notificationsSql(P('createdAt')),
  );
  let data = sql`jsonb_set(${P('eventData')}::jsonb, '{message,seq}', to_jsonb(inserted.seq))`;
  if (shape.reply) data = sql`jsonb_set(${data}, '{message,thread_root_id}', to_jsonb(inserted.thread_root_id))`;
  const logged = logEventsSql(
    events,
    sql`select 0 as ord, 'message.created'::text as type, array(select user_id from audience) as user_ids,
        ${conversation} as conversation_id, ${data} as data
      from inserted
      union all
      select ord, 'notification.created', array[user_id], null::uuid, event from notified where in_app`,
  );
  ctes.push(logged.ctes);
  return sql`with ${sql.join(ctes, sql`, `)}
    select (select seq from inserted)::text as seq, (select thread_root_id from inserted) as thread_root_id,
      exists (select 1 from member) as member, coalesce((select may_post from member), false) as may_post,
      (select tenant_id from member) as tenant,
      ${shape.clientId ? sql`(select json_build_object('id', id, 'conversationId', conversation_id) from taken)::text` : sql`null`} as taken,
      ${shape.reply ? sql`exists (select 1 from root)` : sql`true`} as root_found,
      ${shape.attachments ? sql`(select count(*) from attached)::int` : sql`0`} as attached,
      ${MAILS_COLUMN}, ${logged.column}`;
}

function valuesOf(send: SendStatement): Record<string, unknown> {
  return {
    ...rowParams(send.row),
    replyTo: send.replyTo,
    attachmentsFound: send.attachments?.found ?? true,
    attachmentIds: uuids(send.attachments?.ids ?? []),
    userMentions: uuids(send.userMentions),
    link: send.notification.link,
    notificationData: JSON.stringify(send.notification.data),
    eventData: JSON.stringify(send.eventData),
  };
}

/** Built statements by events adapter (its NOTIFY names its channel) and shape: eight at most per adapter. */
const kept = new WeakMap<EventsAdapter, Map<string, KeptStatement>>();

function statementFor(events: EventsAdapter, shape: Shape): KeptStatement {
  let shapes = kept.get(events);
  if (!shapes) {
    shapes = new Map();
    kept.set(events, shapes);
  }
  const key = `${shape.clientId}|${shape.reply}|${shape.attachments}`;
  let statement = shapes.get(key);
  if (!statement) {
    statement = keepStatement(buildSendStatement(events, shape));
    shapes.set(key, statement);
  }
  return statement;
}

export async function runSendStatement(db: Database, events: EventsAdapter, send: SendStatement): Promise<SendAnswer> {
  const shape = { clientId: send.row.clientId !== null, reply: send.replyTo !== null, attachments: send.attachments !== null };
  const result = await executeKept<Record<string, unknown>>(db, statementFor(events, shape), valuesOf(send));
  const answer = result.rows[0]!;
  return {
    seq: answer.seq === null ? null : Number(answer.seq),
    threadRootId: (answer.thread_root_id as string | null) ?? null,
    member: Boolean(answer.member),
    mayPost: Boolean(answer.may_post),
    taken: answer.taken ? (JSON.parse(answer.taken as string) as SendAnswer['taken']) : null,
    rootFound: Boolean(answer.root_found),
    attached: Number(answer.attached),
    tenant: (answer.tenant as string | null) ?? null,
    mails: JSON.parse(answer.mails as string) as PendingMail[],
    announce: await announcerOf(events, db, answer.events as string),
  };
}
