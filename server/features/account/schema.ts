/** The account feature's table: data exports. */
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { userRef } from '../../core/schema.ts';

export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  status: text('status', { enum: ['pending', 'running', 'completed', 'failed'] })
    .notNull()
    .default('pending'),
  progress: integer('progress').notNull().default(0),
  archive: jsonb('archive'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
