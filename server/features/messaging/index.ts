/** The messaging feature: conversations, messages, attachments, notifications and the events stream. */
import { createRouter } from '../../core/router.ts';
import { downloadAttachment, uploadAttachment } from './attachments.ts';
import { pollEvents, streamEvents } from './events/handlers.ts';
import * as h from './handlers.ts';
import * as i from './invitation-handlers.ts';
import * as n from './notification-handlers.ts';
import * as r from './routes.ts';

export function createMessagingRouter() {
  return createRouter()
    .openapi(r.streamEventsRoute, streamEvents)
    .openapi(r.pollEventsRoute, pollEvents)
    .openapi(r.listConversationsRoute, h.listConversations)
    .openapi(r.createConversationRoute, h.createConversation)
    .openapi(r.openDirectConversationRoute, h.openDirectConversation)
    .openapi(r.bulkUpdateConversationsRoute, h.bulkUpdateConversations)
    .openapi(r.getConversationRoute, h.getConversation)
    .openapi(r.updateConversationRoute, h.updateConversation)
    .openapi(r.updateMyMembershipRoute, h.updateMyMembership)
    .openapi(r.addMembersRoute, h.addMembers)
    .openapi(r.removeMemberRoute, h.removeMember)
    .openapi(r.markReadRoute, h.markRead)
    .openapi(r.sendTypingRoute, h.sendTyping)
    .openapi(r.findPeopleRoute, h.findPeople)
    .openapi(r.listInvitationsRoute, i.listInvitations)
    .openapi(r.acceptInvitationRoute, i.acceptInvitation)
    .openapi(r.declineInvitationRoute, i.declineInvitation)
    .openapi(r.getMessagingSettingsRoute, i.getMessagingSettings)
    .openapi(r.updateMessagingSettingsRoute, i.updateMessagingSettings)
    .openapi(r.listMessagesRoute, h.listMessages)
    .openapi(r.sendMessageRoute, h.sendMessage)
    .openapi(r.searchMessagesRoute, h.searchMessages)
    .openapi(r.editMessageRoute, h.editMessage)
    .openapi(r.deleteMessageRoute, h.deleteMessage)
    .openapi(r.listRevisionsRoute, h.listRevisions)
    .openapi(r.addReactionRoute, h.addReaction)
    .openapi(r.removeReactionRoute, h.removeReaction)
    .openapi(r.uploadAttachmentRoute, uploadAttachment)
    .openapi(r.downloadAttachmentRoute, downloadAttachment)
    .openapi(r.listNotificationsRoute, n.listNotifications)
    .openapi(r.getNotificationCountsRoute, n.getNotificationCounts)
    .openapi(r.markNotificationsRoute, n.markNotifications)
    .openapi(r.getNotificationPreferencesRoute, n.getNotificationPreferences)
    .openapi(r.updateNotificationPreferencesRoute, n.updateNotificationPreferences);
}
