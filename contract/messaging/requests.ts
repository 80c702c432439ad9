/** What callers send to messaging: bodies and queries, with their limits and wording. */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import {
  ADD_POLICIES,
  CONVERSATION_KINDS,
  CONVERSATION_PRIORITIES,
  CONVERSATION_STATUSES,
  MESSAGING_LIMITS as L,
  NOTIFICATION_FILTERS,
  NOTIFICATION_KINDS,
  NOTIFY_LEVELS,
} from './constants.ts';

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const MESSAGE_BODY_MESSAGES = {
  empty: 'Write a message or attach a file',
  tooLong: `A message can have at most ${L.messageLength} characters`,
} as const;

export const conversationListQuerySchema = z.object({
  page,
  limit: limit(100, 20),
  search: z.string().trim().max(L.searchLength).optional(),
  kind: z.enum(CONVERSATION_KINDS).optional(),
  status: z.enum(CONVERSATION_STATUSES).optional(),
  /** `me`, `unassigned`, or a user id. */
  assignee: z.union([z.enum(['me', 'unassigned']), z.uuid()]).optional(),
  archived: flag.optional(),
  unread: flag.optional(),
  priority: z.enum(CONVERSATION_PRIORITIES).optional(),
});

export const createConversationSchema = z
  .object({
    kind: z.enum(['group', 'broadcast']),
    title: z.string().trim().min(1, { error: 'Give the conversation a title' }).max(L.titleLength),
    topic: optionalText(L.topicLength),
    member_ids: z.array(z.uuid()).max(L.groupMembers).default([]),
    /** People added as staff (may be assigned; post in a broadcast). */
    staff_ids: z.array(z.uuid()).max(50).default([]),
    expert_id: z.uuid().nullable().optional(),
  })
  .strict();

export const openDirectSchema = z
  .object({ user_id: z.uuid().optional(), expert_id: z.uuid().optional(), expert_name: z.string().trim().max(120).optional() })
  .strict()
  .meta({ minProperties: 1, description: 'Exactly one of user_id and expert_id.' })
  .refine((body) => (body.user_id === undefined) !== (body.expert_id === undefined), {
    error: 'Name either a person (user_id) or an expert (expert_id)',
  });

export const updateConversationSchema = z
  .object({
    title: z.string().trim().min(1).max(L.titleLength).optional(),
    topic: optionalText(L.topicLength),
    status: z.enum(CONVERSATION_STATUSES).optional(),
    snoozed_until: timestampSchema.nullable().optional(),
    priority: z.enum(CONVERSATION_PRIORITIES).optional(),
    assignee_id: z.uuid().nullable().optional(),
  })
  .strict()
  .meta({ minProperties: 1 })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Send at least one field to change' })
  .refine((body) => body.status !== 'snoozed' || body.snoozed_until, {
    error: 'Say until when the conversation is snoozed',
    path: ['snoozed_until'],
  });

export const updateMembershipSchema = z
  .object({ archived: z.boolean().optional(), notify_level: z.enum(NOTIFY_LEVELS).optional() })
  .strict()
  .meta({ minProperties: 1 })
  .refine((body) => body.archived !== undefined || body.notify_level !== undefined, { error: 'Send at least one field to change' });

export const bulkConversationsSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(100),
    action: z.enum(['read', 'archive', 'unarchive', 'resolve', 'reopen']),
  })
  .strict();

export const addMembersSchema = z
  .object({ user_ids: z.array(z.uuid()).min(1).max(L.groupMembers), role: z.enum(['staff', 'member']).default('member') })
  .strict();

export const markReadSchema = z
  .object({ seq: z.number().int().min(0).optional() })
  .strict()
  .meta({ description: 'Reads up to `seq` (default: the last message). The watermark never moves back.' });

export const typingSchema = z.object({ typing: z.boolean() }).strict();

export const messageListQuerySchema = z.object({
  page,
  limit: limit(200, 50),
  search: z.string().trim().max(L.searchLength).optional(),
  /** Only messages after this position (catching up after a reconnect). */
  after_seq: z.coerce.number().int().min(0).optional(),
  /** A thread's replies; without it, the conversation's top-level messages. */
  thread_root_id: z.uuid().optional(),
});

export const messageBodySchema = z
  .string({ error: MESSAGE_BODY_MESSAGES.empty })
  .max(L.messageLength, { error: MESSAGE_BODY_MESSAGES.tooLong });

export const sendMessageSchema = z
  .object({
    body: messageBodySchema.default(''),
    /** The sender's own id for this send (a uuid, say): sending again with it returns the first message. */
    client_id: z
      .string()
      .trim()
      .min(8)
      .max(L.clientIdLength)
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, dashes and underscores' })
      .optional(),
    thread_root_id: z.uuid().optional(),
    attachment_ids: z.array(z.uuid()).max(L.attachmentsPerMessage).default([]),
  })
  .strict()
  .meta({ minProperties: 1, description: 'A body with text, or attachment_ids, or both.' })
  .refine((body) => body.body.trim().length > 0 || body.attachment_ids.length > 0, {
    error: MESSAGE_BODY_MESSAGES.empty,
    path: ['body'],
  });

export const editMessageSchema = z
  .object({ body: messageBodySchema.refine((body) => body.trim().length > 0, { error: MESSAGE_BODY_MESSAGES.empty }) })
  .strict();

export const reactionSchema = z.object({ emoji: z.string().trim().min(1).max(L.reactionLength) }).strict();

export const searchQuerySchema = z.object({
  page,
  limit: limit(100, 20),
  search: z.string().trim().min(1, { error: 'Type what to look for' }).max(L.searchLength),
  conversation_id: z.uuid().optional(),
});

export const peopleQuerySchema = z.object({
  page,
  limit: limit(20, 10),
  search: z.string().trim().max(254).default(''),
});

export const eventsQuerySchema = z.object({
  /** Only this conversation's events (you must be a member). */
  conversation_id: z.uuid().optional(),
  /** Resume after this event (EventSource sends the Last-Event-ID header by itself on reconnect). */
  last_event_id: z.coerce.number().int().min(0).optional(),
});

export const pollQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
  conversation_id: z.uuid().optional(),
});

export const attachmentQuerySchema = z.object({
  file_name: z.string().trim().min(1).max(200).default('file'),
});

export const notificationListQuerySchema = z.object({
  page,
  limit: limit(100, 20),
  filter: z.enum(NOTIFICATION_FILTERS).default('all'),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
});

export const markNotificationsSchema = z
  .object({
    action: z.enum(['read', 'unread', 'seen', 'archive', 'unarchive']),
    /** These notifications; or `all: true` for every notification of the filter. */
    ids: z.array(z.uuid()).max(500).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { error: 'Send either ids or all: true' });

export const updatePreferencesSchema = z
  .object({
    preferences: z
      .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), in_app: z.boolean(), email: z.boolean() }).strict())
      .min(1)
      .max(NOTIFICATION_KINDS.length),
  })
  .strict();

export const invitationListQuerySchema = z.object({ page, limit: limit(100, 20) });

export const updateMessagingSettingsSchema = z.object({ add_policy: z.enum(ADD_POLICIES) }).strict();
