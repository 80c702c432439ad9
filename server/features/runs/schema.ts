/**
 * Work's tables (docs/domain.md): runs (a protocol version executed for a user; also the user's personal task) and
 * one row per executed step attempt (input, output, provider, timing, cost). A paused step's review item is the hitl
 * feature's (server/features/hitl/schema.ts). `lease_until` lets exactly one process advance a run
 * and lets a restarted process pick up runs whose lease lapsed.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGENT_PROVIDERS, STEP_KINDS } from '../../../contract/protocols/entities.ts';
import type { Citation } from '../../../contract/runs/entities.ts';
import { RUN_STATUSES, RUN_STEP_STATUSES } from '../../../contract/runs/entities.ts';
import { users } from '../../core/schema.ts';
import { createdAt } from '../../db/columns.ts';
import { experts } from '../catalog/schema.ts';
import { protocolVersions } from '../protocols/schema.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export interface StoredRunError {
  code: string;
  message: string;
  retryable: boolean;
}

export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => protocolVersions.id),
    tenantId: text('tenant_id').notNull(),
    conversationId: uuid('conversation_id'),
    /** The message that asked (a mention) and the agent's streamed answer in the conversation. */
    threadRootId: uuid('thread_root_id'),
    agentMessageId: uuid('agent_message_id'),
    status: text('status', { enum: RUN_STATUSES }).notNull().default('queued'),
    title: text('title').notNull(),
    question: text('question').notNull().default(''),
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    /** The step to execute next; null once every step is done. */
    cursor: text('cursor'),
    provider: text('provider', { enum: AGENT_PROVIDERS }).notNull(),
    model: text('model'),
    output: text('output'),
    stepsDone: integer('steps_done').notNull().default(0),
    stepsTotal: integer('steps_total').notNull(),
    costAmount: integer('cost_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    error: jsonb('error').$type<StoredRunError>(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Who holds the lease (a token per claim): a process that lost it (stalled past it) writes nothing more. */
    leaseOwner: uuid('lease_owner'),
    /** The starter's own id for this start (like a message's): starting again with it answers the first run. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('runs_user').on(table.userId, table.updatedAt),
    index('runs_status').on(table.status),
    uniqueIndex('runs_client_id_key').on(table.userId, table.clientId).where(sql`${table.clientId} is not null`),
    // What the lease sweep of every process looks at: runs in progress, by when their lease lapses.
    index('runs_in_progress_lease').on(table.leaseUntil).where(sql`${table.status} in ('queued', 'running')`),
  ],
);

export const runSteps = pgTable(
  'run_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    stepId: text('step_id').notNull(),
    kind: text('kind', { enum: STEP_KINDS }).notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: RUN_STEP_STATUSES }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    input: jsonb('input').$type<unknown>(),
    outputMarkdown: text('output_markdown'),
    outputHtml: text('output_html'),
    data: jsonb('data').$type<unknown>(),
    citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
    provider: text('provider', { enum: AGENT_PROVIDERS }).notNull(),
    model: text('model'),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    durationMs: integer('duration_ms'),
    error: jsonb('error').$type<StoredRunError>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('run_steps_run').on(table.runId, table.index)],
);
