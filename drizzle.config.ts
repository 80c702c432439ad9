import { defineConfig } from 'drizzle-kit';

// Migrations are generated from every table owner's schema.ts (the auth core, each feature, the outbox adapter) into
// one history, and applied by server/db/migrate.ts on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/core/schema.ts', './server/features/*/schema.ts', './server/adapters/*/schema.ts'],
  out: './server/db/migrations',
});
