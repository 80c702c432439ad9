/**
 * Messaging: conversations (direct, group, broadcast) with people and agents, messages, reactions, attachments,
 * read receipts and typing, notifications with preferences, and `/api/events`, the one Server-Sent Events stream
 * per signed-in browser (resumable with Last-Event-ID) that carries them live.
 */
import { z } from 'zod';
import { idParamsSchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { ATTACHMENT_TYPES, EVENT_TYPES } from './constants.ts';
import {
  AttachmentSchema,
  ConversationMemberSchema,
  InvitationSchema,
  MessagingSettingsSchema,
  MessageRevisionSchema,
  MessageSchema,
  MyConversationSchema,
  NotificationCountsSchema,
  NotificationPreferenceSchema,
  NotificationSchema,
  ReactionSchema,
} from './entities.ts';
import { messagingEndpoints } from './endpoints.ts';
import {
  addMembersSchema,
  attachmentQuerySchema,
  bulkConversationsSchema,
  conversationListQuerySchema,
  createConversationSchema,
  editMessageSchema,
  eventsQuerySchema,
  invitationListQuerySchema,
  markNotificationsSchema,
  markReadSchema,
  messageListQuerySchema,
  notificationListQuerySchema,
  openDirectSchema,
  peopleQuerySchema,
  pollQuerySchema,
  reactionSchema,
  searchQuerySchema,
  sendMessageSchema,
  typingSchema,
  updateConversationSchema,
  updateMembershipSchema,
  updateMessagingSettingsSchema,
  updatePreferencesSchema,
} from './requests.ts';

export * from './constants.ts';
export * from './entities.ts';
export * from './events.ts';
export * from './requests.ts';
export { messagingEndpoints } from './endpoints.ts';

const read = { access: 'user', scope: 'user:read' } as const;
const write = { access: 'user', scope: 'user:write' } as const;
const memberParams = z.object({ id: z.string().max(64), member_id: z.string().max(64) });
const empty = z.object({}).strict();
const reactionParams = z.object({ id: z.string().max(64), emoji: z.string().max(64) });

export const PollResultSchema = z
  .object({
    events: z.array(z.object({ id: z.number().int(), type: z.enum(EVENT_TYPES), data: z.unknown() })),
    last_event_id: z.number().int().nullable(),
    reset: z.enum(['too_old', 'too_many']).nullable(),
  })
  .meta({ id: 'EventsPoll' });

export const PersonSchema = z.object({ user_id: z.uuid(), name: z.string(), username: z.string().nullable() }).meta({ id: 'Person' });

export const messagingContract = limitWrites(
  defineContract(messagingEndpoints, {
    streamEvents: {
      tag: 'Events',
      summary: 'Your live events (Server-Sent Events)',
      description:
        'One `text/event-stream` per signed-in browser. Event names and data: contract/messaging/events.ts ' +
        `(${EVENT_TYPES.join(', ')}). Stored events carry an \`id:\`; reconnecting with \`Last-Event-ID\` (or ` +
        '`last_event_id`) replays what was missed, or sends `reset` when that is no longer possible. A comment line ' +
        'every 15 s keeps the connection alive. `conversation_id` narrows the stream to one conversation you belong to.',
      ...read,
      query: eventsQuerySchema,
      response: z.string(),
      produces: 'text/event-stream',
      errors: ['CONVERSATION_NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    },
    pollEvents: {
      tag: 'Events',
      summary: 'Your events since an id (for clients that cannot keep a stream open)',
      description: 'The same stored events as the stream, at most 500 per call; `reset` says the caller must refetch instead.',
      ...read,
      query: pollQuerySchema,
      response: PollResultSchema,
      errors: ['CONVERSATION_NOT_FOUND'],
    },
    listConversations: {
      tag: 'Conversations',
      summary: 'Your conversations, latest activity first',
      description: 'Filters: kind, status, priority, assignee (`me`, `unassigned` or a user id), archived, unread; search in titles.',
      ...read,
      query: conversationListQuerySchema,
      response: MyConversationSchema,
    },
    createConversation: {
      tag: 'Conversations',
      summary: 'Start a group or a broadcast',
      description:
        'You become its owner. In a broadcast only the owner and staff post; members read. An `expert_id` must be an ' +
        'expert this site lists (published, or your own). People who do not let you add them directly (`add_policy`) ' +
        'are invited instead (`invited`). At most so many new conversations with other people an hour (429).',
      ...write,
      status: 201,
      body: createConversationSchema,
      response: MyConversationSchema,
      errors: ['PERSON_NOT_FOUND', 'EXPERT_NOT_FOUND'],
    },
    openDirectConversation: {
      tag: 'Conversations',
      summary: 'Open (or reopen) your direct conversation with a person or an expert',
      description:
        'There is one direct conversation per pair; asking again returns the same one. An expert must be one this site ' +
        'lists, published (or your own): 404 EXPERT_NOT_FOUND otherwise.',
      ...write,
      body: openDirectSchema,
      response: MyConversationSchema,
      errors: ['PERSON_NOT_FOUND', 'EXPERT_NOT_FOUND'],
    },
    getConversation: {
      tag: 'Conversations',
      summary: 'One of your conversations',
      ...read,
      params: idParamsSchema,
      response: MyConversationSchema,
      errors: ['CONVERSATION_NOT_FOUND'],
    },
    updateConversation: {
      tag: 'Conversations',
      summary: 'Change title, topic, status, priority or assignee',
      description: 'Staff and owners in groups and broadcasts; either person in a direct conversation. The assignee must be staff.',
      ...write,
      params: idParamsSchema,
      body: updateConversationSchema,
      response: MyConversationSchema,
      errors: ['CONVERSATION_NOT_FOUND', 'CONVERSATION_STAFF_ONLY', 'ASSIGNEE_NOT_STAFF'],
    },
    updateMyMembership: {
      tag: 'Conversations',
      summary: 'Archive a conversation for yourself, or choose what notifies you',
      ...write,
      params: idParamsSchema,
      body: updateMembershipSchema,
      response: MyConversationSchema,
      errors: ['CONVERSATION_NOT_FOUND'],
    },
    bulkUpdateConversations: {
      tag: 'Conversations',
      summary: 'Mark read, archive, unarchive, resolve or reopen several conversations',
      description: 'Ids that are not yours are skipped; resolve and reopen apply where you may change the status.',
      ...write,
      body: bulkConversationsSchema,
      response: z.object({ updated: z.number().int() }),
    },
    addMembers: {
      tag: 'Conversations',
      summary: 'Add people to a group or a broadcast',
      description:
        'Answers the people added. Someone who does not let you add them directly (their `add_policy`) is invited instead ' +
        "and listed in the conversation's `invited` until they accept; someone who declined is not asked again. At most " +
        'so many invitations an hour per account (429 RATE_LIMITED).',
      ...write,
      params: idParamsSchema,
      body: addMembersSchema,
      response: z.array(ConversationMemberSchema),
      errors: ['CONVERSATION_NOT_FOUND', 'CONVERSATION_STAFF_ONLY', 'PERSON_NOT_FOUND', 'RATE_LIMITED'],
    },
    removeMember: {
      tag: 'Conversations',
      summary: 'Remove a member (or leave, with your own member id)',
      ...write,
      params: memberParams,
      response: z.object({ removed: z.literal(true) }),
      errors: ['CONVERSATION_NOT_FOUND', 'MEMBER_NOT_FOUND', 'CONVERSATION_STAFF_ONLY'],
    },
    markRead: {
      tag: 'Conversations',
      summary: 'Mark messages read (your read receipt)',
      ...write,
      params: idParamsSchema,
      body: markReadSchema,
      response: z.object({ last_read_seq: z.number().int(), unread_count: z.number().int() }),
      errors: ['CONVERSATION_NOT_FOUND'],
    },
    sendTyping: {
      tag: 'Conversations',
      summary: 'Say that you are (or stopped) typing',
      ...write,
      status: 202,
      params: idParamsSchema,
      body: typingSchema,
      response: z.object({ accepted: z.literal(true) }),
      errors: ['CONVERSATION_NOT_FOUND', 'BROADCAST_READ_ONLY'],
    },
    findPeople: {
      tag: 'Conversations',
      summary: 'People you can start a conversation with',
      description:
        'Someone you share a conversation with whose name starts with `search`, or the account with exactly that e-mail or username.',
      ...read,
      query: peopleQuerySchema,
      response: PersonSchema,
    },
    listInvitations: {
      tag: 'Conversations',
      summary: 'Invitations to conversations waiting for your answer',
      ...read,
      query: invitationListQuerySchema,
      response: InvitationSchema,
    },
    acceptInvitation: {
      tag: 'Conversations',
      summary: 'Accept an invitation: you join the conversation with the role you were invited to',
      ...write,
      params: idParamsSchema,
      body: empty,
      response: MyConversationSchema,
      errors: ['INVITATION_NOT_FOUND'],
    },
    declineInvitation: {
      tag: 'Conversations',
      summary: 'Decline an invitation (its sender is not told; that conversation will not ask again)',
      ...write,
      params: idParamsSchema,
      body: empty,
      response: z.object({ declined: z.literal(true) }),
      errors: ['INVITATION_NOT_FOUND'],
    },
    getMessagingSettings: {
      tag: 'Conversations',
      summary: 'Who may add you to a group or broadcast without asking',
      ...read,
      response: MessagingSettingsSchema,
    },
    updateMessagingSettings: {
      tag: 'Conversations',
      summary: 'Change who may add you to a group or broadcast without asking (anyone else invites you)',
      ...write,
      body: updateMessagingSettingsSchema,
      response: MessagingSettingsSchema,
    },
    listMessages: {
      tag: 'Messages',
      summary: "A conversation's messages, newest page first, oldest first within a page",
      ...read,
      params: idParamsSchema,
      query: messageListQuerySchema,
      response: MessageSchema,
      errors: ['CONVERSATION_NOT_FOUND'],
    },
    sendMessage: {
      tag: 'Messages',
      summary: 'Send a message (markdown), a reply in a thread, with attachments',
      description:
        'Idempotent per `client_id`: sending again with the same id returns the first message unchanged. `@username` ' +
        'mentions a member; `@expert-name` of an agent member (or an expert named in the conversation) invites that agent.',
      ...write,
      writeLimit: 'messages',
      status: 201,
      params: idParamsSchema,
      body: sendMessageSchema,
      response: MessageSchema,
      errors: ['CONVERSATION_NOT_FOUND', 'BROADCAST_READ_ONLY', 'ATTACHMENT_NOT_FOUND', 'CLIENT_ID_CONFLICT'],
    },
    searchMessages: {
      tag: 'Messages',
      summary: 'Search the messages of your conversations',
      ...read,
      query: searchQuerySchema,
      response: MessageSchema,
      errors: ['CONVERSATION_NOT_FOUND'],
    },
    editMessage: {
      tag: 'Messages',
      summary: 'Edit your message (the previous text is kept)',
      ...write,
      params: idParamsSchema,
      body: editMessageSchema,
      response: MessageSchema,
      errors: ['MESSAGE_NOT_FOUND', 'MESSAGE_EDIT_FORBIDDEN', 'MESSAGE_DELETED'],
    },
    deleteMessage: {
      tag: 'Messages',
      summary: 'Delete your message (staff may delete any; the text is kept in its history)',
      ...write,
      params: idParamsSchema,
      response: MessageSchema,
      errors: ['MESSAGE_NOT_FOUND', 'MESSAGE_EDIT_FORBIDDEN', 'MESSAGE_DELETED'],
    },
    listRevisions: {
      tag: 'Messages',
      summary: "A message's edits and deletion, newest first",
      description: 'Members see edits; the text of a deleted message only its author and the staff.',
      ...read,
      params: idParamsSchema,
      response: MessageRevisionSchema,
      errors: ['MESSAGE_NOT_FOUND'],
    },
    addReaction: {
      tag: 'Messages',
      summary: 'React to a message',
      ...write,
      params: idParamsSchema,
      body: reactionSchema,
      response: z.array(ReactionSchema),
      errors: ['MESSAGE_NOT_FOUND', 'MESSAGE_DELETED'],
    },
    removeReaction: {
      tag: 'Messages',
      summary: 'Take back your reaction',
      ...write,
      params: reactionParams,
      response: z.array(ReactionSchema),
      errors: ['MESSAGE_NOT_FOUND'],
    },
    uploadAttachment: {
      tag: 'Messages',
      summary: 'Upload a file to attach to your next message',
      description:
        'The request body is the file itself, with its type in Content-Type and its name in `file_name`. Allowed: images ' +
        '(png, jpeg, gif, webp), pdf, plain text, markdown, csv, json; at most 10 MB unless configured otherwise.',
      ...write,
      writeLimit: 'uploads',
      status: 201,
      params: idParamsSchema,
      query: attachmentQuerySchema,
      consumes: ATTACHMENT_TYPES,
      response: AttachmentSchema,
      errors: ['CONVERSATION_NOT_FOUND', 'BROADCAST_READ_ONLY', 'ATTACHMENT_TOO_LARGE', 'ATTACHMENT_TYPE_NOT_ALLOWED'],
    },
    downloadAttachment: {
      tag: 'Messages',
      summary: 'Download an attachment of one of your conversations',
      ...read,
      params: idParamsSchema,
      response: z.string(),
      produces: 'application/octet-stream',
      errors: ['ATTACHMENT_NOT_FOUND'],
    },
    listNotifications: {
      tag: 'Notifications',
      summary: 'Your notifications, newest first',
      description: 'filter: all (not archived), unread, unseen, archived.',
      ...read,
      query: notificationListQuerySchema,
      response: NotificationSchema,
    },
    getNotificationCounts: {
      tag: 'Notifications',
      summary: 'How many notifications each filter holds',
      ...read,
      response: NotificationCountsSchema,
    },
    markNotifications: {
      tag: 'Notifications',
      summary: 'Mark notifications read, unread, seen, archived or unarchived',
      ...write,
      body: markNotificationsSchema,
      response: z.object({ updated: z.number().int(), counts: NotificationCountsSchema }),
    },
    getNotificationPreferences: {
      tag: 'Notifications',
      summary: 'How each kind of notification reaches you (in the app, by e-mail)',
      ...read,
      response: z.array(NotificationPreferenceSchema),
    },
    updateNotificationPreferences: {
      tag: 'Notifications',
      summary: 'Change how kinds of notification reach you',
      ...write,
      body: updatePreferencesSchema,
      response: z.array(NotificationPreferenceSchema),
    },
  }),
);
