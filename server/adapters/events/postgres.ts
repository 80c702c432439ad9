/**
 * Events across API processes through PostgreSQL: every process LISTENs on one channel on a connection of its own,
 * and a transaction that writes events NOTIFYs the channel, so every process hears them when (and only if) it
 * commits, in commit order. A payload larger than PostgreSQL's 8,000 bytes carries only the event log ids.
 *
 * The listening connection reconnects with backoff when it drops; subscribers are then told to resync (read the
 * log for what passed meanwhile), because NOTIFY keeps nothing for an absent listener.
 */
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import { quoteIdent } from '../../db/client.ts';
import type { BusEvent, BusMessage, EventsAdapter, EventsSubscriber } from './types.ts';

/** PostgreSQL refuses payloads of 8,000 bytes or more; leave room for the envelope. */
const PAYLOAD_LIMIT_BYTES = 7_900;
/** Log ids in one notification of events too large to carry (a bigint and a comma each: well under the limit). */
const REFS_PER_PAYLOAD = 500;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface PostgresEventsOptions {
  connectionString: string;
  /** One channel per database schema, so that test files in parallel schemas never hear each other. */
  channel: string;
  logger: Logger;
}

type WireEvent = { i: number | null; t: string; u: string[]; d: unknown };
type WirePayload = { e: WireEvent[] } | { r: number[] };

/** Groups events into NOTIFY payloads under the limit; an event too large alone travels as its log id. */
export function packPayloads(events: BusEvent[], logger?: Logger): string[] {
  const payloads: string[] = [];
  let inline: string[] = [];
  let inlineBytes = 0;
  const refs: number[] = [];
  const flush = () => {
    if (inline.length > 0) payloads.push(`{"e":[${inline.join(',')}]}`);
    inline = [];
    inlineBytes = 0;
  };
  for (const event of events) {
    const encoded = JSON.stringify({ i: event.id, t: event.type, u: event.userIds, d: event.data } satisfies WireEvent);
    const bytes = Buffer.byteLength(encoded);
    if (bytes + 16 > PAYLOAD_LIMIT_BYTES) {
      if (event.id !== null) refs.push(event.id);
      else logger?.warn({ type: event.type, bytes }, 'live-only event too large for NOTIFY: dropped');
      continue;
    }
    if (inlineBytes + bytes + 16 > PAYLOAD_LIMIT_BYTES) flush();
    inline.push(encoded);
    inlineBytes += bytes + 1;
  }
  flush();
  for (let start = 0; start < refs.length; start += REFS_PER_PAYLOAD)
    payloads.push(JSON.stringify({ r: refs.slice(start, start + REFS_PER_PAYLOAD) }));
  return payloads;
}

/**
 * The NOTIFY of the events that the same statement writes to the log (`logged`: a relation of id, type, user_ids,
 * data), built by PostgreSQL from the rows themselves: their data may be computed by that statement (a message's
 * seq, a recipient's counts), so Node cannot encode it beforehand. One payload when all of them fit, else their
 * ids, REFS_PER_PAYLOAD to a notification (the listener reads those from the log), as `packPayloads` does.
 */
export function notifySqlOf(channel: string, logged: SQL): SQL {
  return sql`(select count(pg_notify(${channel}, payload)::text) from
    (select '{"e":[' || string_agg(json_build_object('i', id, 't', type, 'u', user_ids, 'd', data)::text, ',' order by id) || ']}' as inline
      from ${logged}) whole
    cross join lateral (
      select whole.inline as payload where octet_length(whole.inline) <= ${PAYLOAD_LIMIT_BYTES}::int
      union all
      select '{"r":[' || string_agg(id::text, ',' order by id) || ']}'
      from (select id, (row_number() over (order by id) - 1) / ${REFS_PER_PAYLOAD}::int as chunk from ${logged}) refs
      where octet_length(whole.inline) > ${PAYLOAD_LIMIT_BYTES}::int
      group by chunk) payloads)`;
}

export function unpackPayload(payload: string): BusMessage {
  const parsed = JSON.parse(payload) as WirePayload;
  if ('r' in parsed) return { kind: 'stored', ids: parsed.r };
  return { kind: 'events', events: parsed.e.map((event) => ({ id: event.i, type: event.t, userIds: event.u, data: event.d })) };
}

export function createPostgresEventsAdapter(options: PostgresEventsOptions): EventsAdapter {
  const { channel, logger } = options;
  const subscribers = new Set<EventsSubscriber>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let failures = 0;
  let everConnected = false;

  const dispatch = (message: BusMessage) => {
    for (const subscriber of subscribers) subscriber.onMessage(message);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      try {
        dispatch(unpackPayload(notification.payload));
      } catch (error) {
        logger.warn({ err: error }, 'unreadable events notification');
      }
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'events listener connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    if (everConnected) for (const subscriber of subscribers) subscriber.onResync?.();
    everConnected = true;
  }

  function lost(which: pg.Client): void {
    if (client !== which || closed) return;
    client = undefined;
    which.removeAllListeners('notification');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || connecting) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    failures += 1;
    setTimeout(() => void ensureListening().catch(() => scheduleReconnect()), delay).unref();
  }

  function ensureListening(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function notify(executor: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }, events: BusEvent[]) {
    for (const payload of packPayloads(events, logger)) await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  return {
    kind: 'postgres',
    async stage(tx, events) {
      await notify(tx, events);
      return () => undefined;
    },
    notifyOf: (logged) => notifySqlOf(channel, logged),
    async send(db, events) {
      await notify(db, events);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      void ensureListening().catch((error: unknown) => {
        logger.warn({ err: error }, 'events listener could not connect');
        scheduleReconnect();
      });
      return () => subscribers.delete(subscriber);
    },
    listening: () => ensureListening(),
    async close() {
      if (closed) return;
      closed = true;
      for (const subscriber of subscribers) subscriber.onClose?.();
      subscribers.clear();
      const current = client;
      client = undefined;
      await connecting?.catch(() => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}
