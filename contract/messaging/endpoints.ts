import { defineEndpoints } from '../lib/endpoint.ts';

export const messagingEndpoints = defineEndpoints({
  // The events stream (text/event-stream) and its polling fallback.
  streamEvents: { method: 'GET', path: '/api/events' },
  pollEvents: { method: 'GET', path: '/api/events/poll' },
  // Conversations.
  listConversations: { method: 'GET', path: '/api/conversations', list: true },
  createConversation: { method: 'POST', path: '/api/conversations' },
  openDirectConversation: { method: 'POST', path: '/api/conversations/direct' },
  getConversation: { method: 'GET', path: '/api/conversations/{id}' },
  updateConversation: { method: 'PATCH', path: '/api/conversations/{id}' },
  updateMyMembership: { method: 'PATCH', path: '/api/conversations/{id}/me' },
  bulkUpdateConversations: { method: 'POST', path: '/api/conversations/bulk' },
  addMembers: { method: 'POST', path: '/api/conversations/{id}/members' },
  removeMember: { method: 'DELETE', path: '/api/conversations/{id}/members/{member_id}' },
  markRead: { method: 'POST', path: '/api/conversations/{id}/read' },
  sendTyping: { method: 'POST', path: '/api/conversations/{id}/typing' },
  findPeople: { method: 'GET', path: '/api/messaging/people', list: true },
  // Invitations (someone who may not add you directly asks) and who may add you.
  listInvitations: { method: 'GET', path: '/api/invitations', list: true },
  acceptInvitation: { method: 'POST', path: '/api/invitations/{id}/accept' },
  declineInvitation: { method: 'POST', path: '/api/invitations/{id}/decline' },
  getMessagingSettings: { method: 'GET', path: '/api/messaging/settings' },
  updateMessagingSettings: { method: 'PUT', path: '/api/messaging/settings' },
  // Messages.
  listMessages: { method: 'GET', path: '/api/conversations/{id}/messages', list: true },
  sendMessage: { method: 'POST', path: '/api/conversations/{id}/messages' },
  searchMessages: { method: 'GET', path: '/api/messages/search', list: true },
  editMessage: { method: 'PATCH', path: '/api/messages/{id}' },
  deleteMessage: { method: 'DELETE', path: '/api/messages/{id}' },
  listRevisions: { method: 'GET', path: '/api/messages/{id}/revisions', list: true },
  addReaction: { method: 'POST', path: '/api/messages/{id}/reactions' },
  removeReaction: { method: 'DELETE', path: '/api/messages/{id}/reactions/{emoji}' },
  // Attachments (raw file bodies, not JSON).
  uploadAttachment: { method: 'POST', path: '/api/conversations/{id}/attachments' },
  downloadAttachment: { method: 'GET', path: '/api/attachments/{id}' },
  // Notifications.
  listNotifications: { method: 'GET', path: '/api/notifications', list: true },
  getNotificationCounts: { method: 'GET', path: '/api/notifications/counts' },
  markNotifications: { method: 'POST', path: '/api/notifications/mark' },
  getNotificationPreferences: { method: 'GET', path: '/api/notifications/preferences' },
  updateNotificationPreferences: { method: 'PUT', path: '/api/notifications/preferences' },
});
