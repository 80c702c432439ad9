import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts and applied by server/db/migrate.ts on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
