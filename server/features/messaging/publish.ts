/**
 * Changes and their events in one transaction: `inTransaction` runs the work, writes the events it emitted to the
 * log in the same transaction, and announces them once it committed, so a member never sees an event for a change
 * that was rolled back, and never misses one for a change that stayed.
 */
import type { EventsAdapter } from '../../adapters/events/index.ts';
import type { Database } from '../../db/client.ts';
import { type AnyEventInput, writeEvents } from './events/log.ts';

export interface PublishDeps {
  db: Database;
  events: EventsAdapter;
}

export type Emit = (event: AnyEventInput) => void;

/** Announcements of events a statement of the work wrote itself (a send), made after the commit before the rest. */
export type AfterCommit = (announce: () => void) => void;

export async function inTransaction<T>(
  deps: PublishDeps,
  work: (tx: Database, emit: Emit, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const announcements: Array<() => void> = [];
  const result = await deps.db.transaction(async (tx) => {
    const pending: AnyEventInput[] = [];
    const value = await work(
      tx as unknown as Database,
      (event) => pending.push(event),
      (announce) => announcements.push(announce),
    );
    announcements.push(await writeEvents(tx as unknown as Database, deps.events, pending));
    return value;
  });
  for (const announce of announcements) announce();
  return result;
}
