/**
 * Expertise's tables (docs/domain.md): a protocol per expert with numbered versions (content as one JSON document,
 * immutable once published: the service refuses any write to a published row), knowledge files split into
 * passages for full-text retrieval, the model connection per expert (or per tenant, configured by operators), and
 * each account's wizard draft.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGENT_PROVIDERS, type ProtocolContent, VERSION_STATUSES } from '../../../contract/protocols/entities.ts';
import type { WizardAnswers, WizardStep } from '../../../contract/protocols/wizard.ts';
import { users } from '../../core/schema.ts';
import { createdAt } from '../../db/columns.ts';
import { experts } from '../catalog/schema.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const protocols = pgTable('protocols', {
  id: uuid('id').primaryKey().defaultRandom(),
  expertId: uuid('expert_id')
    .notNull()
    .unique()
    .references(() => experts.id, { onDelete: 'cascade' }),
  /** The published version the expert runs (publish sets it; rollback moves it back). */
  activeVersionId: uuid('active_version_id'),
  createdAt: createdAt(),
});

export const protocolVersions = pgTable(
  'protocol_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: VERSION_STATUSES }).notNull().default('draft'),
    content: jsonb('content').$type<ProtocolContent>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Who made the version (null for versions made before this was kept, or by the seed). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last rollback to this version: its reason and when. */
    rollbackReason: text('rollback_reason'),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('protocol_versions_number').on(table.protocolId, table.number)],
);

export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null while the file belongs to the owner's wizard draft only. */
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    indexedChars: integer('indexed_chars').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('knowledge_files_expert').on(table.expertId), index('knowledge_files_owner').on(table.ownerId)],
);

/** A file's text in passages (a markdown section or a paragraph run), the unit retrieval quotes. */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    heading: text('heading'),
    body: text('body').notNull(),
  },
  (table) => [index('knowledge_passages_file').on(table.fileId)],
);

export const agentConnections = pgTable('agent_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** One of: an expert's own connection, or a tenant's default for its experts. */
  expertId: uuid('expert_id')
    .unique()
    .references(() => experts.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').unique(),
  provider: text('provider', { enum: AGENT_PROVIDERS }).notNull().default('protocol-runner'),
  baseUrl: text('base_url'),
  model: text('model'),
  /** AES-256-GCM of the key with AGENT_KEYS_SECRET (iv.tag.ciphertext, base64url); never answered. */
  apiKeyEncrypted: text('api_key_encrypted'),
  includeUsage: boolean('include_usage').notNull().default(true),
  timeoutMs: integer('timeout_ms').notNull().default(60_000),
  maxRetries: integer('max_retries').notNull().default(2),
  updatedAt: updatedAt(),
});

export const wizardDrafts = pgTable('wizard_drafts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStep: text('current_step').$type<WizardStep>().notNull().default('project-info'),
  completedSteps: text('completed_steps').array().$type<WizardStep[]>().notNull().default([]),
  answers: jsonb('answers').$type<WizardAnswers>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
