/**
 * The review queue's table (docs/domain.md): a paused run step waiting for a human, with its decision kept as the
 * audit. It references the run and its step (runs' tables), which is why hitl stands above runs.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_DECISIONS, REVIEW_ITEM_STATUSES } from '../../../contract/hitl/entities.ts';
import { users } from '../../core/schema.ts';
import { createdAt } from '../../db/columns.ts';
import { runSteps, runs } from '../runs/schema.ts';

export const reviewItems = pgTable(
  'review_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    runStepId: uuid('run_step_id').references(() => runSteps.id, { onDelete: 'set null' }),
    stepId: text('step_id').notNull(),
    /** Who decides: the expert's creator. */
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REVIEW_ITEM_STATUSES }).notNull().default('pending'),
    action: text('action').notNull(),
    args: jsonb('args').$type<Record<string, unknown>>().notNull(),
    config: jsonb('config')
      .$type<{ allow_accept: boolean; allow_edit: boolean; allow_respond: boolean; allow_ignore: boolean }>()
      .notNull(),
    description: text('description').notNull(),
    decisionType: text('decision_type', { enum: REVIEW_DECISIONS }),
    decisionArgs: jsonb('decision_args').$type<Record<string, unknown>>(),
    decisionResponse: text('decision_response'),
    /** The reviewer's optional note on any decision (why they edited, ignored…): part of the audit. */
    decisionComment: text('decision_comment'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('review_items_reviewer').on(table.reviewerId, table.status), index('review_items_run').on(table.runId)],
);
