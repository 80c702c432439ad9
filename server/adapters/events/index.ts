/** Chooses the events adapter: PostgreSQL LISTEN/NOTIFY when the API runs on PostgreSQL, in-process otherwise. */
import type { Logger } from 'pino';
import { createInProcessEventsAdapter } from './in-process.ts';
import { createPostgresEventsAdapter } from './postgres.ts';
import type { EventsAdapter } from './types.ts';

export type { BusEvent, BusMessage, EventsAdapter, EventsSubscriber } from './types.ts';
export { createInProcessEventsAdapter } from './in-process.ts';
export { createPostgresEventsAdapter } from './postgres.ts';

/** The NOTIFY channel of a deployment; every API process on one database uses the same. */
export const DEFAULT_EVENTS_CHANNEL = 'ae_events';

/** Start-up's words for the choice createEventsAdapter makes. */
export function describeEvents(databaseUrl: string | undefined): string {
  return databaseUrl ? 'PostgreSQL LISTEN/NOTIFY (shared by every API process)' : 'this process';
}

export function createEventsAdapter(options: { databaseUrl?: string; channel?: string; logger: Logger }): EventsAdapter {
  if (!options.databaseUrl) return createInProcessEventsAdapter();
  return createPostgresEventsAdapter({
    connectionString: options.databaseUrl,
    channel: options.channel ?? DEFAULT_EVENTS_CHANNEL,
    logger: options.logger,
  });
}
