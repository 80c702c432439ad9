/** What the runtime needs from the app (a slice of AppDeps, so seeds and tests can run it without an app). */
import type { EventsAdapter } from '../../adapters/events/index.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { runs } from './schema.ts';

export interface RunsDeps {
  db: Database;
  events: EventsAdapter;
  env: Env;
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  fetchImpl?: typeof fetch;
}

export type RunRow = typeof runs.$inferSelect;
