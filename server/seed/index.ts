/**
 * First-run demo data, so `npm start` on a fresh clone shows a living product. Each step is idempotent (it adds
 * what is missing and keeps what exists), runs in order (accounts before what they own), and logs what it created.
 * A feature adds its own seed step to SEED_STEPS. The seed runner stands above the features (it imports their seed
 * steps); the database layer below them knows nothing of it.
 */
import type { Logger } from 'pino';
import { DEMO_ACCOUNT, DEMO_ADMIN, DEMO_CREATOR, enableDemoSignIn, ensureDemoAccount } from '../core/demo-accounts.ts';
import type { Database } from '../db/client.ts';
import { seedCatalog } from '../features/catalog/seed-step.ts';
import { seedMessaging } from '../features/messaging/seed-step.ts';
import { seedProtocols } from '../features/protocols/seed-step.ts';
import { connectHitl } from '../features/hitl/index.ts';
import { seedReviewDecisions } from '../features/hitl/seed-step.ts';
import { seedPreferences } from '../features/preferences/seed-step.ts';
import { seedRuns } from '../features/runs/seed-step.ts';
import { createStorageAdapter } from '../adapters/storage/index.ts';
import { createInProcessEventsAdapter } from '../adapters/events/index.ts';
import type { Env } from '../env.ts';

export interface SeedContext {
  db: Database;
  env: Env;
  logger: Logger;
}

type SeedStep = { name: string; run: (context: SeedContext) => Promise<Record<string, number | string> | null> };

export const SEED_STEPS: SeedStep[] = [
  {
    name: 'demo accounts',
    async run({ db }) {
      const member = await ensureDemoAccount(db, DEMO_ACCOUNT);
      const admin = await ensureDemoAccount(db, DEMO_ADMIN);
      const created = [member.created && DEMO_ACCOUNT.email, admin.created && DEMO_ADMIN.email].filter(Boolean);
      return created.length > 0 ? { created: created.join(', ') } : null;
    },
  },
  { name: 'catalog', run: ({ db }) => seedCatalog(db) },
  // After the catalog, which creates the creator: a newcomer signs in as her to decide reviews on /HITL.
  {
    name: 'demo creator',
    run: async ({ db }) => ((await enableDemoSignIn(db, DEMO_CREATOR)) ? { sign_in: DEMO_CREATOR.email } : null),
  },
  // After the catalog: its people and experts take part in the demo member's conversations.
  { name: 'messaging', run: ({ db }) => seedMessaging(db) },
  { name: 'protocols', run: ({ db, env }) => seedProtocols({ db, storage: createStorageAdapter(env) }) },
  // Runs advance here, before the server listens: their live events go to an in-process adapter nobody reads. One
  // pauses at a review gate, which opens its review item through hitl.
  {
    name: 'runs',
    run: ({ db, env, logger }) => {
      connectHitl();
      return seedRuns({ db, env, logger, events: createInProcessEventsAdapter() });
    },
  },
  // Seed members run review-gated experts and their creators decide, through hitl's own decide: the catalog's
  // acceptance figures come from these rows (no figure is seeded).
  {
    name: 'review decisions',
    run: ({ db, env, logger }) => {
      connectHitl();
      return seedReviewDecisions({ db, env, logger, events: createInProcessEventsAdapter() });
    },
  },
  // A creator compares two experts on real runs and seed members rate them blind, through preferences' own code: the
  // catalog's preference figures come from these ratings.
  {
    name: 'preference ratings',
    run: ({ db, env, logger }) => seedPreferences({ db, env, logger, events: createInProcessEventsAdapter() }),
  },
];

export async function seedDemoData(context: SeedContext): Promise<void> {
  for (const step of SEED_STEPS) {
    const result = await step.run(context);
    if (result) context.logger.info(result, `seeded ${step.name}`);
  }
}
