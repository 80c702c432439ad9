/**
 * The durable event log: stored events are written in the transaction that caused them (a message and its
 * `message.created` commit together or not at all) and announced through the events adapter; a reconnecting client
 * is replayed what it missed.
 *
 * Ids come from a sequence, so they are handed out in insertion order but become visible in commit order: two
 * concurrent transactions can make event 104 visible after 105. A client that saw 105 and reconnects before 104
 * commits would never get 104 by `id > 105`, so a replay also resends the events of the last few seconds
 * (`overlapMs`); the client drops ids it already has.
 */
import { and, asc, eq, gt, inArray, min, or, type SQL, sql } from 'drizzle-orm';
import { EPHEMERAL_EVENT_TYPES, type EventType } from '../../../../contract/messaging/constants.ts';
import type { EventDataMap } from '../../../../contract/messaging/events.ts';
import type { BusEvent, EventsAdapter } from '../../../adapters/events/index.ts';
import type { Database } from '../../../db/client.ts';
import { eventLog } from '../schema.ts';

export interface EventInput<T extends EventType = EventType> {
  type: T;
  userIds: readonly string[];
  data: EventDataMap[T];
  conversationId?: string | null;
}
/** Any event, its data matching its type. */
export type AnyEventInput = { [T in EventType]: EventInput<T> }[EventType];

/** Replays longer than this send `reset` instead (the client refetches what it shows). */
export const REPLAY_LIMIT = 500;
/** How long the log keeps events; a client away longer gets `reset`. */
export const EVENT_RETENTION_DAYS = 7;

const noop = () => undefined;

export function isEphemeral(type: EventType): boolean {
  return EPHEMERAL_EVENT_TYPES.includes(type);
}

/**
 * What a statement adds to write stored events and announce them, so that a change, its events and their NOTIFY
 * are one round trip. `source` is a SELECT of (ord, type, user_ids uuid[], conversation_id uuid, data jsonb); its
 * rows take log ids in `ord` order (identity values follow the order rows reach the insert). `ctes` defines
 * `logged`; `column` is the statement's `events` column: on PostgreSQL it NOTIFYs (delivered by the commit), else
 * it hands the rows back for `announcerOf` to stage.
 */
export function logEventsSql(adapter: EventsAdapter, source: SQL): { ctes: SQL; column: SQL } {
  const ctes = sql`logged as (
      insert into event_log (type, user_ids, conversation_id, data)
      select type, user_ids, conversation_id, data from (${source}) source where cardinality(user_ids) > 0 order by ord
      returning id, type, user_ids, data)`;
  const notify = adapter.notifyOf?.(sql`logged`);
  const column = notify
    ? sql`${notify}::text as events`
    : sql`(select coalesce(json_agg(json_build_object('id', id, 'type', type, 'userIds', user_ids, 'data', data) order by id), '[]')
        from logged)::text as events`;
  return { ctes, column };
}

/** What to call once the statement that wrote the events committed (nothing on PostgreSQL: NOTIFY rode it). */
export async function announcerOf(adapter: EventsAdapter, db: Database, column: string): Promise<() => void> {
  if (adapter.notifyOf) return noop;
  const events = JSON.parse(column) as BusEvent[];
  return events.length > 0 ? adapter.stage(db, events) : noop;
}

/**
 * Writes stored events in `tx` (one statement, with their NOTIFY on PostgreSQL). Call the returned function after
 * the commit.
 */
export async function writeEvents(tx: Database, adapter: EventsAdapter, inputs: readonly AnyEventInput[]): Promise<() => void> {
  const stored = inputs
    .filter((input) => !isEphemeral(input.type))
    .map((input, index) => ({
      ord: index,
      type: input.type,
      user_ids: [...new Set(input.userIds)],
      conversation_id: input.conversationId ?? null,
      data: input.data,
    }))
    .filter((input) => input.user_ids.length > 0);
  if (stored.length === 0) return noop;
  const { ctes, column } = logEventsSql(
    adapter,
    sql`select * from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb)
      as e(ord int, type text, user_ids uuid[], conversation_id uuid, data jsonb)`,
  );
  const result = (await tx.execute(sql`with ${ctes} select ${column}`)) as unknown as { rows: Array<{ events: string }> };
  return announcerOf(adapter, tx, result.rows[0]!.events);
}

/** Live-only events (typing, streamed text): straight to the adapter, never stored. */
export async function sendLiveEvents(db: Database, adapter: EventsAdapter, inputs: readonly AnyEventInput[]): Promise<void> {
  const events = inputs
    .filter((input) => input.userIds.length > 0)
    .map((input) => ({ id: null, type: input.type, userIds: [...new Set(input.userIds)], data: input.data }));
  if (events.length > 0) await adapter.send(db, events);
}

export interface StoredEvent {
  id: number;
  type: EventType;
  data: unknown;
}

export type ReplayResult = { events: StoredEvent[]; reset: null } | { events: []; reset: 'too_old' | 'too_many' };

/** What `userId` missed after event `after` (and the overlap window), oldest first. */
export async function readEventsSince(
  db: Database,
  options: { userId: string; after: number; conversationId?: string; overlapMs: number },
): Promise<ReplayResult> {
  const [oldest] = await db.select({ id: min(eventLog.id) }).from(eventLog);
  if (oldest?.id != null && Number(oldest.id) > options.after + 1) return { events: [], reset: 'too_old' };
  const recent = sql`${eventLog.createdAt} > now() - make_interval(secs => ${options.overlapMs / 1000})`;
  const rows = await db
    .select({ id: eventLog.id, type: eventLog.type, data: eventLog.data })
    .from(eventLog)
    .where(
      and(
        sql`${eventLog.userIds} @> array[${options.userId}]::uuid[]`,
        options.overlapMs > 0 ? or(gt(eventLog.id, options.after), recent) : gt(eventLog.id, options.after),
        options.conversationId ? eq(eventLog.conversationId, options.conversationId) : undefined,
      ),
    )
    .orderBy(asc(eventLog.id))
    .limit(REPLAY_LIMIT + 1);
  if (rows.length > REPLAY_LIMIT) return { events: [], reset: 'too_many' };
  return { events: rows.map((row) => ({ id: row.id, type: row.type as EventType, data: row.data })), reset: null };
}

/** Events by id (a NOTIFY too large to carry them), with their recipients. */
export async function readEventsById(db: Database, ids: readonly number[]): Promise<BusEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(eventLog)
    .where(inArray(eventLog.id, [...ids]))
    .orderBy(asc(eventLog.id));
  return rows.map((row) => ({ id: row.id, type: row.type, userIds: row.userIds, data: row.data }));
}

/** Events after `after` for any of `userIds` (a process catching up after its listener reconnected). */
export async function readEventsForUsers(db: Database, after: number, userIds: readonly string[]): Promise<BusEvent[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(eventLog)
    .where(
      and(
        gt(eventLog.id, after),
        sql`${eventLog.userIds} && ${sql`array[${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`}`,
      ),
    )
    .orderBy(asc(eventLog.id))
    .limit(5_000);
  return rows.map((row) => ({ id: row.id, type: row.type, userIds: row.userIds, data: row.data }));
}

export async function latestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${eventLog.id})` }).from(eventLog);
  return row?.id == null ? 0 : Number(row.id);
}

export async function pruneEvents(db: Database, retentionDays = EVENT_RETENTION_DAYS): Promise<number> {
  const rows = await db
    .delete(eventLog)
    .where(sql`${eventLog.createdAt} < now() - make_interval(days => ${retentionDays})`)
    .returning({ id: eventLog.id });
  return rows.length;
}
