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
/** `{"i":` + a bigint id + `,` and the separator: room kept per event for what the statement adds. */
const ID_ROOM_BYTES = 28;
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
  for (let start = 0; start < refs.length; start += 500) payloads.push(JSON.stringify({ r: refs.slice(start, start + 500) }));
  return payloads;
}

/**
 * The one payload of `events` whose ids a statement assigns, built by PostgreSQL around the JSON encoded here (the
 * same bytes `packPayloads` sends, the id spliced in), or null when it might not fit under the limit.
 */
export function payloadSqlOf(events: ReadonlyArray<Omit<BusEvent, 'id'>>, ids: SQL): SQL | null {
  // Each event without its id: `"t":…,"u":[…],"d":…}`; the statement puts `{"i":<id>,` in front of it.
  const rests = events.map((event) => JSON.stringify({ t: event.type, u: event.userIds, d: event.data }).slice(1));
  const bytes = rests.reduce((sum, rest) => sum + Buffer.byteLength(rest) + ID_ROOM_BYTES, 16);
  if (events.length === 0 || bytes > PAYLOAD_LIMIT_BYTES) return null;
  return sql`'{"e":[' || (select string_agg('{"i":' || (${ids})[n] || ',' || (${JSON.stringify(rests)}::jsonb ->> (n - 1)), ',' order by n)
    from generate_series(1, ${events.length}::int) n) || ']}'`;
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
    notifyOf(events, ids) {
      const payload = payloadSqlOf(events, ids);
      return payload ? sql`pg_notify(${channel}, ${payload})` : null;
    },
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
