/**
 * Messaging's entities as the API answers them: conversations with their members, messages with attachments,
 * reactions and thread counts, revisions, notifications with their counts, and preferences.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import {
  ADD_POLICIES,
  AUTHOR_KINDS,
  CONVERSATION_KINDS,
  CONVERSATION_PRIORITIES,
  CONVERSATION_STATUSES,
  MEMBER_KINDS,
  MEMBER_ROLES,
  MESSAGE_STATES,
  NOTIFICATION_KINDS,
  NOTIFICATION_SEVERITIES,
  NOTIFY_LEVELS,
} from './constants.ts';

export const ConversationMemberSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(MEMBER_KINDS),
    user_id: z.uuid().nullable(),
    expert_id: z.uuid().nullable(),
    name: z.string(),
    role: z.enum(MEMBER_ROLES),
    /** Read receipt: every message with `seq` up to this one has been read by this member. */
    last_read_seq: z.number().int(),
    last_read_at: timestampSchema.nullable(),
    joined_at: timestampSchema,
  })
  .meta({ id: 'ConversationMember' });
export type ConversationMember = z.output<typeof ConversationMemberSchema>;

export const MessagePreviewSchema = z
  .object({
    id: z.uuid(),
    seq: z.number().int(),
    author_name: z.string(),
    /** The first characters of the markdown source; empty for a deleted message. */
    excerpt: z.string(),
    deleted: z.boolean(),
    created_at: timestampSchema,
  })
  .meta({ id: 'MessagePreview' });

export const ConversationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(CONVERSATION_KINDS),
    title: z.string().nullable(),
    topic: z.string().nullable(),
    expert_id: z.uuid().nullable(),
    tenant_id: z.string().nullable(),
    status: z.enum(CONVERSATION_STATUSES),
    snoozed_until: timestampSchema.nullable(),
    priority: z.enum(CONVERSATION_PRIORITIES),
    assignee_id: z.uuid().nullable(),
    created_by: z.uuid().nullable(),
    last_seq: z.number().int(),
    last_message_at: timestampSchema.nullable(),
    waiting_since: timestampSchema.nullable(),
    last_message: MessagePreviewSchema.nullable(),
    members: z.array(ConversationMemberSchema),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.output<typeof ConversationSchema>;

/** Someone asked to join a conversation who has not answered yet. */
export const InviteeSchema = z
  .object({ user_id: z.uuid(), name: z.string(), role: z.enum(MEMBER_ROLES), invited_at: timestampSchema })
  .meta({ id: 'Invitee' });
export type Invitee = z.output<typeof InviteeSchema>;

/** A conversation as one member sees it: their unread count, role, and whether they may post. */
export const MyConversationSchema = ConversationSchema.extend({
  /** People invited who have not accepted yet (they may not be added without asking: ADD_POLICIES). */
  invited: z.array(InviteeSchema),
  unread_count: z.number().int(),
  my_role: z.enum(MEMBER_ROLES),
  can_post: z.boolean(),
  archived: z.boolean(),
  notify_level: z.enum(NOTIFY_LEVELS),
}).meta({ id: 'MyConversation' });
export type MyConversation = z.output<typeof MyConversationSchema>;

export const MessageAuthorSchema = z
  .object({
    kind: z.enum(AUTHOR_KINDS),
    user_id: z.uuid().nullable(),
    expert_id: z.uuid().nullable(),
    name: z.string(),
  })
  .meta({ id: 'MessageAuthor' });

export const MentionSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('user'), user_id: z.uuid() }),
    z.object({ kind: z.literal('agent'), expert_id: z.uuid(), handle: z.string() }),
  ])
  .meta({ id: 'Mention' });

export const AttachmentSchema = z
  .object({
    id: z.uuid(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    /** Where members download it (cookie-authenticated). */
    url: z.string(),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.output<typeof AttachmentSchema>;

export const ReactionSchema = z
  .object({ emoji: z.string(), count: z.number().int(), user_ids: z.array(z.uuid()) })
  .meta({ id: 'Reaction' });
export type Reaction = z.output<typeof ReactionSchema>;

export const MessageSchema = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    seq: z.number().int(),
    thread_root_id: z.uuid().nullable(),
    author: MessageAuthorSchema,
    client_id: z.string().nullable(),
    /** Markdown source; empty once deleted. */
    body: z.string(),
    /** The source as safe HTML (no raw HTML, no script links); empty once deleted. */
    body_html: z.string(),
    state: z.enum(MESSAGE_STATES),
    mentions: z.array(MentionSchema),
    attachments: z.array(AttachmentSchema),
    reactions: z.array(ReactionSchema),
    reply_count: z.number().int(),
    last_reply_at: timestampSchema.nullable(),
    meta: z.record(z.string(), z.unknown()),
    edited_at: timestampSchema.nullable(),
    deleted_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'Message' });
export type Message = z.output<typeof MessageSchema>;

export const MessageRevisionSchema = z
  .object({
    id: z.uuid(),
    action: z.enum(['edit', 'delete']),
    previous_body: z.string(),
    actor_user_id: z.uuid().nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'MessageRevision' });
export type MessageRevision = z.output<typeof MessageRevisionSchema>;

export const NotificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    severity: z.enum(NOTIFICATION_SEVERITIES),
    actor: z.object({ user_id: z.uuid(), name: z.string() }).nullable(),
    conversation_id: z.uuid().nullable(),
    message_id: z.uuid().nullable(),
    link: z.string().nullable(),
    /** Facts the site words in the reader's language: names, a title, an excerpt. */
    data: z.record(z.string(), z.unknown()),
    seen_at: timestampSchema.nullable(),
    read_at: timestampSchema.nullable(),
    archived_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'Notification' });
export type Notification = z.output<typeof NotificationSchema>;

/** How many notifications each inbox filter holds (all and unread/unseen leave archived ones out). */
export const NotificationCountsSchema = z
  .object({
    all: z.number().int(),
    unread: z.number().int(),
    unseen: z.number().int(),
    archived: z.number().int(),
  })
  .meta({ id: 'NotificationCounts' });
export type NotificationCounts = z.output<typeof NotificationCountsSchema>;

export const NotificationPreferenceSchema = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), in_app: z.boolean(), email: z.boolean() })
  .meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.output<typeof NotificationPreferenceSchema>;

/** An invitation to a conversation, as its invitee sees it: what, from whom; accept or decline. */
export const InvitationSchema = z
  .object({
    id: z.uuid(),
    conversation: z.object({ id: z.uuid(), kind: z.enum(CONVERSATION_KINDS), title: z.string().nullable(), topic: z.string().nullable() }),
    invited_by: z.object({ user_id: z.uuid(), name: z.string() }).nullable(),
    role: z.enum(MEMBER_ROLES),
    created_at: timestampSchema,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.output<typeof InvitationSchema>;

export const MessagingSettingsSchema = z
  .object({
    /** Who may add you to a group or broadcast without asking; anyone else invites you. */
    add_policy: z.enum(ADD_POLICIES),
  })
  .meta({ id: 'MessagingSettings' });
export type MessagingSettings = z.output<typeof MessagingSettingsSchema>;
