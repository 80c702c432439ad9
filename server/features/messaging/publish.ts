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

/**
 * Work put off to the end of the transaction, after its events are written: updates of rows many transactions
 * share (an expert's counters) hold their lock from there to the commit only, not through the rest of the work.
 */
export type Last = (work: (tx: Database) => Promise<unknown>) => void;

export async function inTransaction<T>(
  deps: PublishDeps,
  work: (tx: Database, emit: Emit, afterCommit: AfterCommit, last: Last) => Promise<T>,
): Promise<T> {
  const announcements: Array<() => void> = [];
  const result = await deps.db.transaction(async (tx) => {
    const pending: AnyEventInput[] = [];
    const lastWork: Array<(tx: Database) => Promise<unknown>> = [];
    const value = await work(
      tx as unknown as Database,
      (event) => pending.push(event),
      (announce) => announcements.push(announce),
      (later) => lastWork.push(later),
    );
    announcements.push(await writeEvents(tx as unknown as Database, deps.events, pending));
    for (const later of lastWork) await later(tx as unknown as Database);
    return value;
  });
  for (const announce of announcements) announce();
  return result;
}
