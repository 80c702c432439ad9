/**
 * The events of `/api/events` (Server-Sent Events): each SSE `event:` name with the JSON its `data:` line carries.
 * The site's events store parses by these names; other features publish their own kinds through messaging's
 * service (`publishEvent`), and their data is checked against the schema here before it is written.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { RUN_STATUSES, RUN_STEP_STATUSES } from '../runs/entities.ts';
import { CONVERSATION_PRIORITIES, CONVERSATION_STATUSES, type EventType } from './constants.ts';
import {
  ConversationMemberSchema,
  ConversationSchema,
  MessageSchema,
  NotificationCountsSchema,
  NotificationSchema,
  ReactionSchema,
} from './entities.ts';

const conversationRef = { conversation_id: z.uuid() };

/** One step attempt as it stands, enough for a live list of a run's steps (the full step is GET /api/runs/{id}). */
const RunStepProgressSchema = z.object({
  id: z.uuid(),
  index: z.number().int(),
  step_id: z.string(),
  title: z.string(),
  status: z.enum(RUN_STEP_STATUSES),
  attempt: z.number().int(),
  duration_ms: z.number().int().nullable(),
  started_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
});

const RunProgressSchema = z.looseObject({
  run_id: z.uuid(),
  status: z.enum(RUN_STATUSES).optional(),
  conversation_id: z.uuid().nullable().optional(),
  steps_done: z.number().int().optional(),
  steps_total: z.number().int().optional(),
  step: RunStepProgressSchema.optional(),
});

export const EVENT_DATA_SCHEMAS = {
  /** First event of every connection: what the server resumed from and how often it will send a heartbeat. */
  ready: z.object({ last_event_id: z.number().int().nullable(), heartbeat_ms: z.number().int(), replayed: z.number().int() }),
  /** The server cannot replay what was missed (too old or too many): refetch everything shown. */
  reset: z.object({ reason: z.enum(['too_old', 'too_many']) }),
  'conversation.created': z.object({ conversation: ConversationSchema }),
  'conversation.updated': z.object({
    ...conversationRef,
    changes: z.object({
      title: z.string().nullable().optional(),
      topic: z.string().nullable().optional(),
      status: z.enum(CONVERSATION_STATUSES).optional(),
      snoozed_until: timestampSchema.nullable().optional(),
      priority: z.enum(CONVERSATION_PRIORITIES).optional(),
      assignee_id: z.uuid().nullable().optional(),
    }),
    actor_user_id: z.uuid().nullable(),
  }),
  'conversation.member_added': z.object({ ...conversationRef, member: ConversationMemberSchema }),
  'conversation.member_removed': z.object({ ...conversationRef, member_id: z.uuid(), user_id: z.uuid().nullable() }),
  'message.created': z.object({ ...conversationRef, message: MessageSchema }),
  'message.updated': z.object({ ...conversationRef, message: MessageSchema }),
  'message.deleted': z.object({ ...conversationRef, message_id: z.uuid(), deleted_at: timestampSchema }),
  /** Text appended to a streaming agent message (live only: message.completed carries the whole text). */
  'message.delta': z.object({ ...conversationRef, message_id: z.uuid(), delta: z.string() }),
  'message.completed': z.object({ ...conversationRef, message: MessageSchema }),
  'message.failed': z.object({ ...conversationRef, message: MessageSchema, reason: z.string() }),
  'reaction.changed': z.object({ ...conversationRef, message_id: z.uuid(), reactions: z.array(ReactionSchema) }),
  /** Someone is typing (live only); it lapses after MESSAGING_LIMITS.typingTtlMs unless renewed. */
  typing: z.object({ ...conversationRef, user_id: z.uuid(), name: z.string(), typing: z.boolean() }),
  /** A member's read watermark moved. */
  receipt: z.object({ ...conversationRef, user_id: z.uuid(), last_read_seq: z.number().int(), read_at: timestampSchema }),
  'notification.created': z.object({ notification: NotificationSchema, counts: NotificationCountsSchema }),
  'notification.updated': z.object({ ids: z.array(z.uuid()), counts: NotificationCountsSchema }),
  /** A run moved: a step started or ended (`step`), or the run waits or finished. Sent to the run's owner only. */
  'run.step': RunProgressSchema,
  'run.finished': RunProgressSchema,
  'review_item.created': z.looseObject({ review_item_id: z.uuid() }),
  'review_item.decided': z.looseObject({ review_item_id: z.uuid() }),
} as const satisfies Record<EventType, z.ZodType>;

export type EventDataMap = { [K in EventType]: z.output<(typeof EVENT_DATA_SCHEMAS)[K]> };
/** One event as the site's store receives it: the name, the log id (null for live-only events) and the data. */
export type StreamEvent = { [K in EventType]: { type: K; id: number | null; data: EventDataMap[K] } }[EventType];
