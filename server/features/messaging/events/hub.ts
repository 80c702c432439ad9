/**
 * The process's side of live events: which browsers are connected here (by user), what the events adapter brings
 * (from this process or any other), and who of those connected receives it. One hub per events adapter, created on
 * the first stream. It also sends the heartbeat (one timer for every connection), prunes the log now and then, and
 * ends every stream when the adapter closes (shutdown), so a draining process does not hold connections open.
 */
import type { Logger } from 'pino';
import type { BusEvent, BusMessage, EventsAdapter } from '../../../adapters/events/index.ts';
import type { Database } from '../../../db/client.ts';
import { EventConnection, encodeFrame, HEARTBEAT_FRAME } from './connection.ts';
import { latestEventId, pruneEvents, readEventsById, readEventsForUsers } from './log.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface EventHubDeps {
  db: Database;
  events: EventsAdapter;
  logger: Logger;
  heartbeatMs: number;
}

export class EventHub {
  private readonly byUser = new Map<string, Set<EventConnection>>();
  private readonly unsubscribe: () => void;
  private readonly timers: NodeJS.Timeout[] = [];
  /** The highest stored event id this process has handed out: where a resync reads on from. */
  private lastSeenId: number | undefined;
  private connectionCount = 0;
  closed = false;

  constructor(private readonly deps: EventHubDeps) {
    this.unsubscribe = deps.events.subscribe({
      onMessage: (message) => this.receive(message),
      onResync: () => void this.resync(),
      onClose: () => this.close(),
    });
    void latestEventId(deps.db)
      .then((id) => {
        this.lastSeenId ??= id;
      })
      .catch(() => undefined);
    this.timers.push(setInterval(() => this.heartbeat(), deps.heartbeatMs).unref());
    this.timers.push(
      setInterval(() => {
        pruneEvents(deps.db).catch((error: unknown) => deps.logger.warn({ err: error }, 'event log pruning failed'));
      }, PRUNE_EVERY_MS).unref(),
    );
  }

  get size(): number {
    return this.connectionCount;
  }

  open(userId: string, conversationId: string | null): EventConnection {
    const connection = new EventConnection(userId, conversationId, (closed) => this.remove(closed));
    const set = this.byUser.get(userId) ?? new Set<EventConnection>();
    this.byUser.set(userId, set);
    set.add(connection);
    this.connectionCount += 1;
    return connection;
  }

  /** Ends every stream and stops listening. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    for (const timer of this.timers) clearInterval(timer);
    for (const set of [...this.byUser.values()]) for (const connection of [...set]) connection.close();
    this.byUser.clear();
  }

  private remove(connection: EventConnection): void {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    this.connectionCount -= 1;
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  private receive(message: BusMessage): void {
    if (message.kind === 'events') {
      this.dispatch(message.events);
      return;
    }
    readEventsById(this.deps.db, message.ids)
      .then((events) => this.dispatch(events))
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'could not read announced events'));
  }

  private dispatch(events: readonly BusEvent[]): void {
    for (const event of events) {
      if (event.id !== null && event.id > (this.lastSeenId ?? 0)) this.lastSeenId = event.id;
      let frame: Uint8Array | undefined;
      const conversationId = conversationOf(event.data);
      for (const userId of event.userIds) {
        const connections = this.byUser.get(userId);
        if (!connections) continue;
        for (const connection of connections) {
          if (connection.conversationId && connection.conversationId !== conversationId) continue;
          frame ??= encodeFrame(event.type, event.data, event.id);
          connection.deliver(event.id, frame);
        }
      }
    }
  }

  /** The listener was away: hand out what the log recorded meanwhile for the users connected here. */
  private async resync(): Promise<void> {
    try {
      const events = await readEventsForUsers(this.deps.db, this.lastSeenId ?? 0, [...this.byUser.keys()]);
      this.dispatch(events);
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'events resync failed');
    }
  }

  private heartbeat(): void {
    for (const set of this.byUser.values()) for (const connection of set) connection.write(HEARTBEAT_FRAME);
  }
}

function conversationOf(data: unknown): string | undefined {
  const value = (data as { conversation_id?: unknown } | null)?.conversation_id;
  return typeof value === 'string' ? value : undefined;
}

const hubs = new WeakMap<EventsAdapter, EventHub>();

/** The hub of this adapter (one per process and adapter), created on first use. */
export function eventHubFor(deps: EventHubDeps): EventHub {
  let hub = hubs.get(deps.events);
  if (!hub) {
    hub = new EventHub(deps);
    hubs.set(deps.events, hub);
  }
  return hub;
}
