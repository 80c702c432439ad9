/**
 * The messaging feature's tables: conversations and their members (people and agents), messages with their
 * revisions, attachments and reactions, notifications and per-kind preferences, and the durable event log that
 * `/api/events` replays (Last-Event-ID).
 *
 * Seams for other features (docs/domain.md): `conversations.id` is what `runs.conversation_id` references; an agent
 * member and an agent author carry `expert_id` (catalog's `experts.id`; the foreign keys came in a migration of
 * their own once the catalog's table was on main). Read receipts are the members' read watermarks (`last_read_seq`): "seen by" for a message
 * is every member whose watermark reached its `seq`, which costs one row per member instead of one per message.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ADD_POLICIES,
  AUTHOR_KINDS,
  CONVERSATION_KINDS,
  CONVERSATION_PRIORITIES,
  CONVERSATION_STATUSES,
  MEMBER_KINDS,
  MEMBER_ROLES,
  MESSAGE_STATES,
  NOTIFICATION_SEVERITIES,
  NOTIFY_LEVELS,
} from '../../../contract/messaging/constants.ts';
import { users } from '../../core/schema.ts';
import { experts } from '../catalog/schema.ts';
import { createdAt } from '../../db/columns.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const optionalUser = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull(),
    title: text('title'),
    topic: text('topic'),
    /** One direct conversation per pair: the sorted participant keys (`user:<id>|expert:<id>`); null otherwise. */
    directKey: text('direct_key'),
    /** The expert the conversation is with or about (a direct chat with an agent, a creator's broadcast). */
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    /** The site variant it was started on (`requestTenant`), for the inbox's per-site view. */
    tenantId: text('tenant_id'),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('open'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    priority: text('priority', { enum: CONVERSATION_PRIORITIES }).notNull().default('none'),
    assigneeId: optionalUser('assignee_id'),
    createdBy: optionalUser('created_by'),
    /** The last message's `seq`; a message takes `last_seq + 1` under the conversation's row lock. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Since when a member's message waits for a staff answer (Chatwoot's waiting time); null when answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key').on(t.directKey),
    // No index on last_message_at: every send moves it, and an indexed column makes each of those updates write all
    // the table's indexes anew (no HOT update). The inbox orders a member's conversations, found by membership.
    check('conversations_kind_check', sql`${t.kind} in ('direct', 'group', 'broadcast')`),
    check('conversations_status_check', sql`${t.status} in ('open', 'pending', 'resolved', 'snoozed')`),
    check('conversations_priority_check', sql`${t.priority} in ('none', 'low', 'medium', 'high', 'urgent')`),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    memberKind: text('member_kind', { enum: MEMBER_KINDS }).notNull().default('user'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** An agent member: the expert whose agent takes part (the membership goes with the expert). */
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    /** An agent member's display name as invited (the catalog's service names experts once it lands). */
    agentName: text('agent_name'),
    invitedBy: optionalUser('invited_by'),
    /** Read watermark: every message with `seq <= last_read_seq` has been read (the read receipt). */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** all: every message notifies; mentions: only mentions; none: muted. */
    notifyLevel: text('notify_level', { enum: NOTIFY_LEVELS }).notNull().default('all'),
    /** Hidden from this member's inbox until a new message arrives. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversation_members_user_key').on(t.conversationId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('conversation_members_agent_key').on(t.conversationId, t.expertId).where(sql`${t.expertId} is not null`),
    index('conversation_members_user_idx').on(t.userId),
    check(
      'conversation_members_kind_check',
      sql`(${t.memberKind} = 'user' and ${t.userId} is not null and ${t.expertId} is null) or (${t.memberKind} = 'agent' and ${t.expertId} is not null and ${t.userId} is null)`,
    ),
    check('conversation_members_role_check', sql`${t.role} in ('owner', 'staff', 'member')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Position in the conversation (1, 2, …): ordering, unread counts and receipts compare it. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** A reply in a thread: the thread's first message. */
    threadRootId: uuid('thread_root_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: AUTHOR_KINDS }).notNull(),
    authorUserId: optionalUser('author_user_id'),
    /** An agent's message: the expert whose agent wrote it. */
    authorExpertId: uuid('author_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    /** The sender's id for this send: a retried or queued send with the same id creates the message once. */
    clientId: text('client_id'),
    /** Markdown source as written; empty once deleted (the revision keeps it). */
    body: text('body').notNull().default(''),
    /** The source rendered to safe HTML (markdown-it without raw HTML, then sanitize-html). */
    bodyHtml: text('body_html').notNull().default(''),
    state: text('state', { enum: MESSAGE_STATES }).notNull().default('complete'),
    /** People and agents mentioned: [{ kind: 'user', user_id } | { kind: 'agent', expert_id, handle }]. */
    mentions: jsonb('mentions').$type<MessageMention[]>().notNull().default([]),
    /** What a system or agent message is about (a run id, a step), shown by the islands that know it. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    replyCount: integer('reply_count').notNull().default(0),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_id_key').on(t.authorUserId, t.clientId).where(sql`${t.clientId} is not null`),
    index('messages_thread_idx').on(t.threadRootId, t.seq).where(sql`${t.threadRootId} is not null`),
    // The few answers still streaming, for the runs' repair sweep (a sent message is complete: no entry, no cost).
    index('messages_streaming_idx').on(t.id).where(sql`${t.state} = 'streaming'`),
    check('messages_author_kind_check', sql`${t.authorKind} in ('user', 'agent', 'system')`),
    check('messages_state_check', sql`${t.state} in ('complete', 'streaming', 'failed')`),
  ],
);

export type MessageMention = { kind: 'user'; user_id: string } | { kind: 'agent'; expert_id: string; handle: string };

/** Every edit and delete keeps the text it replaced. */
export const messageRevisions = pgTable(
  'message_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['edit', 'delete'] }).notNull(),
    /** The body before this edit or delete. */
    previousBody: text('previous_body').notNull(),
    actorUserId: optionalUser('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('message_revisions_message_idx').on(t.messageId, t.createdAt)],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);

/** Files uploaded into a conversation through the storage adapter; attached to a message when it is sent. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    uploaderId: optionalUser('uploader_id'),
    /** The storage adapter's key; never shown to clients. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId), index('message_attachments_conversation_idx').on(t.conversationId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened (message.mention, message.direct, conversation.assigned, agent.invited, run.finished, …). */
    kind: text('kind').notNull(),
    severity: text('severity', { enum: NOTIFICATION_SEVERITIES }).notNull().default('info'),
    actorUserId: optionalUser('actor_user_id'),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** Where the notification leads on the site (a path without locale prefix). */
    link: text('link'),
    /** The facts the site words in the reader's language (names, titles, an excerpt). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    check('notifications_severity_check', sql`${t.severity} in ('info', 'success', 'warning', 'critical')`),
  ],
);

/**
 * Each person's notification counts (the bell's figures), kept by triggers on `notifications` (migration 0011) so
 * that reading them costs one row however many notifications a person has: counting them took 0.3 ms at 1,000 and
 * 4 ms at 10,000 for every message that notified that person. Its insert trigger counts a row BEFORE it is written,
 * so an insert into `notifications` must never use ON CONFLICT DO NOTHING (a skipped row would still be counted).
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Not archived. */
  allCount: integer('all_count').notNull().default(0),
  unread: integer('unread').notNull().default(0),
  unseen: integer('unseen').notNull().default(0),
  archived: integer('archived').notNull().default(0),
});

/** Per-kind delivery choices; a kind without a row uses the defaults in the service. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Someone asked to join a group or broadcast who may not be added without asking (their `add_policy`, issue 28):
 * pending until they accept (a membership, and the row goes) or decline (kept, `declined_at`, so that conversation does
 * not ask them again). One per conversation and person.
 */
export const conversationInvitations = pgTable(
  'conversation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: optionalUser('invited_by'),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    createdAt: createdAt(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversation_invitations_key').on(t.conversationId, t.userId),
    index('conversation_invitations_pending_idx').on(t.userId, t.createdAt).where(sql`${t.declinedAt} is null`),
    check('conversation_invitations_role_check', sql`${t.role} in ('staff', 'member')`),
  ],
);

/** A person's messaging settings: who may add them to a group or broadcast without asking (ADD_POLICIES). */
export const messagingSettings = pgTable(
  'messaging_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    addPolicy: text('add_policy', { enum: ADD_POLICIES }).notNull().default('contacts'),
    updatedAt: updatedAt(),
  },
  (t) => [check('messaging_settings_add_policy_check', sql`${t.addPolicy} in ('anyone', 'contacts', 'nobody')`)],
);

/**
 * The durable event log behind `/api/events`: one row per event with the users it is for. Its id is the SSE event
 * id, so a reconnecting client's Last-Event-ID says where to resume. Ephemeral events (typing, streamed deltas)
 * are never written here. Rows older than the retention are pruned; a resume from before the oldest row gets a
 * `reset` event (refetch) instead of a partial replay.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    userIds: uuid('user_ids').array().notNull(),
    conversationId: uuid('conversation_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_log_user_ids_idx').using('gin', t.userIds), index('event_log_created_idx').on(t.createdAt)],
);

export type Conversation = typeof conversations.$inferSelect;
export type ConversationMember = typeof conversationMembers.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type EventLogRow = typeof eventLog.$inferSelect;
