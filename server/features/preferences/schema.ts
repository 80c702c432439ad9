/**
 * Preference rating's tables (docs/domain.md Preferences): a comparison set (its owner's expert against a rival), one
 * task per prompt whose two answers are runs (runs' table), and ratings, one per rater per task. A rating stores the
 * outcome by side (expert / rival), never by the letters the rater saw, plus whether their order was swapped.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PREFERENCE_OUTCOMES, PREFERENCE_STRENGTHS } from '../../../contract/preferences/entities.ts';
import { users } from '../../core/schema.ts';
import { createdAt } from '../../db/columns.ts';
import { experts } from '../catalog/schema.ts';
import { runs } from '../runs/schema.ts';

export const comparisonSets = pgTable(
  'comparison_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The site it was made on: its tasks are rated there, like the runs behind them. */
    tenantId: text('tenant_id').notNull(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    rivalExpertId: uuid('rival_expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('comparison_sets_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

export const comparisonTasks = pgTable(
  'comparison_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => comparisonSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    expertRunId: uuid('expert_run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    rivalRunId: uuid('rival_run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('comparison_tasks_set_position_key').on(t.setId, t.position)],
);

export const preferenceRatings = pgTable(
  'preference_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => comparisonTasks.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: PREFERENCE_OUTCOMES }).notNull(),
    /** The rater saw the rival's answer as A (blind order, views.ts). */
    swapped: boolean('swapped').notNull(),
    strength: text('strength', { enum: PREFERENCE_STRENGTHS }),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('preference_ratings_task_rater_key').on(t.taskId, t.raterId),
    index('preference_ratings_rater_idx').on(t.raterId),
    check('preference_ratings_outcome_check', sql`${t.outcome} in ('expert', 'rival', 'tie', 'both_bad')`),
  ],
);
