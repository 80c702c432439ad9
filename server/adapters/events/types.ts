/**
 * The events adapter carries what the event log just recorded (and live-only events such as typing) to every API
 * process, each of which hands them to the browsers connected to it. Two implementations: `in-process` for one
 * process (PGlite, tests), `postgres` for N processes sharing PostgreSQL (LISTEN/NOTIFY). The adapter knows nothing
 * of conversations or users: it moves envelopes; the messaging feature decides who receives what.
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** One event on its way to the connected browsers of `userIds`. */
export interface BusEvent {
  /** The event log's id (the SSE id); null for a live-only event. */
  id: number | null;
  type: string;
  userIds: string[];
  data: unknown;
}

/**
 * What a subscriber receives: the events themselves, or only the log ids of events too large for one notification
 * (PostgreSQL's payload limit is 8,000 bytes), which the subscriber reads from the log.
 */
export type BusMessage = { kind: 'events'; events: BusEvent[] } | { kind: 'stored'; ids: number[] };

export interface EventsSubscriber {
  onMessage(message: BusMessage): void;
  /** The link to the other processes dropped and is back: events may have passed meanwhile (read the log). */
  onResync?(): void;
  /** The adapter is closing (shutdown): end the streams that depend on it. */
  onClose?(): void;
}

export interface EventsAdapter {
  readonly kind: 'in-process' | 'postgres';
  /**
   * Announces events that the transaction `tx` wrote to the log. They reach subscribers only if and when it
   * commits: call the returned function right after the commit (PostgreSQL's NOTIFY rides the commit by itself).
   */
  stage(tx: Database, events: BusEvent[]): Promise<() => void>;
  /**
   * PostgreSQL only: the NOTIFY of the events that the same statement writes to the log, as an SQL expression over
   * the relation `logged` (id, type, user_ids, data) of the rows it inserted, so that writing and announcing them is
   * one round trip, and rides that statement's commit. Without it the caller stages the rows after the statement.
   */
  notifyOf?(logged: SQL): SQL;
  /** Sends live-only events (typing, streamed text) at once, outside any transaction. */
  send(db: Database, events: BusEvent[]): Promise<void>;
  subscribe(subscriber: EventsSubscriber): () => void;
  /** Resolves once this process hears events (the LISTEN is in place); subscribing starts it. */
  listening(): Promise<void>;
  /** Tells every subscriber to close, then stops listening. Idempotent. */
  close(): Promise<void>;
}
