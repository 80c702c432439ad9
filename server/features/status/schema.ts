/**
 * The status page's tables. `status_checks` keeps every check of the last day (the current state and what a person
 * looking into an incident wants); `status_days` keeps one row per component and UTC day for the 90-day uptime bars,
 * so a check every minute costs one upsert there instead of 130,000 rows a quarter. `status_notes` are the
 * incidents and maintenance windows a platform admin writes.
 */
import { index, integer, pgTable, primaryKey, real, boolean, date, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../core/schema.ts';
import { createdAt } from '../../db/columns.ts';

export const statusChecks = pgTable(
  'status_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    component: text('component').notNull(),
    ok: boolean('ok').notNull(),
    latencyMs: real('latency_ms'),
    detail: text('detail'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_checks_component_checked_idx').on(t.component, t.checkedAt)],
);

export const statusDays = pgTable(
  'status_days',
  {
    component: text('component').notNull(),
    day: date('day').notNull(),
    checks: integer('checks').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.component, t.day] })],
);

export const statusNotes = pgTable(
  'status_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Kept when the author's account goes: the note is the platform's record, not the person's data.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('status_notes_starts_idx').on(t.startsAt), check('status_notes_kind_check', sql`${t.kind} in ('incident', 'maintenance')`)],
);
