/**
 * Messaging's plain values (no zod), shared by the server, the contract's schemas and the site's stores and islands:
 * the kinds and states a conversation, message and notification can be in, the event names of `/api/events`, and
 * the limits a person can meet.
 */
export const CONVERSATION_KINDS = ['direct', 'group', 'broadcast'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const CONVERSATION_STATUSES = ['open', 'pending', 'resolved', 'snoozed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
export type ConversationPriority = (typeof CONVERSATION_PRIORITIES)[number];

export const MEMBER_KINDS = ['user', 'agent'] as const;
/** owner: started it (a broadcast's creator); staff: may be assigned and posts in broadcasts; member: takes part. */
export const MEMBER_ROLES = ['owner', 'staff', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const NOTIFY_LEVELS = ['all', 'mentions', 'none'] as const;
/**
 * Who may add a person to a group or broadcast without asking (their messaging setting): anyone; their contacts
 * (people they already share a conversation with: the default); nobody. Anyone else's addition is an invitation they
 * accept or decline. A direct conversation is a message, not an addition: anyone may start one.
 */
export const ADD_POLICIES = ['anyone', 'contacts', 'nobody'] as const;
export type AddPolicy = (typeof ADD_POLICIES)[number];

export const AUTHOR_KINDS = ['user', 'agent', 'system'] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];
/** complete: final; streaming: an agent is still writing it (message.delta events); failed: the agent gave up. */
export const MESSAGE_STATES = ['complete', 'streaming', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const NOTIFICATION_SEVERITIES = ['info', 'success', 'warning', 'critical'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];
/** What a notification is about; each kind has its own in-app and e-mail preference. */
export const NOTIFICATION_KINDS = [
  'message.direct',
  'message.mention',
  'message.broadcast',
  'conversation.added',
  'conversation.invited',
  'conversation.assigned',
  'agent.invited',
  'run.finished',
  'run.waiting_review',
  'review_item.created',
  'review_item.decided',
  'protocol_version.worse',
  'system',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The inbox's notification filters, each with its own count. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'unseen', 'archived'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/**
 * Every event `/api/events` can send, by its SSE `event:` name. Persisted ones carry an `id:` (the event log's) and
 * are replayed after a reconnect; `typing` and `message.delta` are live only.
 */
export const EVENT_TYPES = [
  'ready',
  'reset',
  'conversation.created',
  'conversation.updated',
  'conversation.member_added',
  'conversation.member_removed',
  'message.created',
  'message.updated',
  'message.deleted',
  'message.delta',
  'message.completed',
  'message.failed',
  'reaction.changed',
  'typing',
  'receipt',
  'notification.created',
  'notification.updated',
  'run.step',
  'run.finished',
  'review_item.created',
  'review_item.decided',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Sent to the listening clients only, never written to the event log. */
export const EPHEMERAL_EVENT_TYPES: readonly EventType[] = ['ready', 'reset', 'typing', 'message.delta'];

/** What an attachment may be: its declared Content-Type must be one of these. */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/markdown',
  'text/csv',
  'application/json',
] as const;

export const MESSAGING_LIMITS = {
  /** Markdown source of one message, in characters. */
  messageLength: 10_000,
  titleLength: 120,
  topicLength: 500,
  /** People in a group (a broadcast's audience is not capped). */
  groupMembers: 200,
  attachmentsPerMessage: 10,
  reactionLength: 32,
  clientIdLength: 64,
  searchLength: 200,
  /** A typing indicator disappears this long after the last `typing` event unless renewed. */
  typingTtlMs: 6_000,
  /** The events stream sends a comment line this often so proxies and clients know it is alive. */
  heartbeatMs: 15_000,
} as const;
