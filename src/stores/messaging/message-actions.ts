/**
 * What a person does to a message besides sending it: edit or delete their own (the server keeps the history),
 * react, reply in a thread, attach files to the next message, and search their conversations. The events stream
 * brings the same changes to everyone else; here the answer updates this page at once.
 */
import { map } from 'nanostores';
import type { Attachment, Message } from '../../../contract/messaging/entities.ts';
import { attempt } from '../attempt.ts';
import { messagingApi } from './clients.ts';
import { $openThread, replaceMessage } from './message-list.ts';

export { $openThread } from './message-list.ts';

/** The reactions offered under each message (any emoji is accepted by the API; these are one click away). */
export const QUICK_REACTIONS = ['👍', '❤️', '🎉', '✅', '👀'] as const;

/** Files uploaded for the next message, per conversation. */
export const $pendingAttachments = map<Record<string, Attachment[]>>({});
export function editMessage(id: string, body: string) {
  return attempt('editMessage', async () => {
    const message = await messagingApi.editMessage({ params: { id }, body: { body } });
    replaceMessage(message);
    return message;
  });
}

export function deleteMessage(id: string) {
  return attempt('deleteMessage', async () => {
    const message = await messagingApi.deleteMessage({ params: { id } });
    replaceMessage(message);
    return message;
  });
}

/** Adds the viewer's reaction, or takes it back when they already reacted with that emoji. */
export function toggleReaction(message: Message, emoji: string, viewerId: string) {
  const mine = message.reactions.some((reaction) => reaction.emoji === emoji && reaction.user_ids.includes(viewerId));
  return attempt(mine ? 'removeReaction' : 'addReaction', async () => {
    const reactions = mine
      ? await messagingApi.removeReaction({ params: { id: message.id, emoji } })
      : await messagingApi.addReaction({ params: { id: message.id }, body: { emoji } });
    replaceMessage({ ...message, reactions });
    return reactions;
  });
}

export function openThread(root: Message) {
  $openThread.set({ root, replies: [] });
  return attempt('listMessages', async () => {
    const page = await messagingApi.listMessages({
      params: { id: root.conversation_id },
      query: { thread_root_id: root.id, limit: 200 },
    });
    if ($openThread.get()?.root.id === root.id) $openThread.set({ root, replies: page.items });
    return page.items;
  });
}

export function closeThread(): void {
  $openThread.set(null);
}

export function uploadAttachment(conversationId: string, file: File) {
  return attempt('uploadAttachment', async () => {
    const attachment = await messagingApi.uploadAttachment(
      { params: { id: conversationId }, query: { file_name: file.name }, body: file },
      { headers: { 'content-type': file.type || 'application/octet-stream' } },
    );
    $pendingAttachments.setKey(conversationId, [...($pendingAttachments.get()[conversationId] ?? []), attachment]);
    return attachment;
  });
}

export function removePendingAttachment(conversationId: string, attachmentId: string): void {
  $pendingAttachments.setKey(
    conversationId,
    ($pendingAttachments.get()[conversationId] ?? []).filter((attachment) => attachment.id !== attachmentId),
  );
}

/** Takes the files uploaded for the composer's next message (they belong to that message only). */
export function takeAttachments(conversationId: string): string[] {
  const attachments = $pendingAttachments.get()[conversationId] ?? [];
  $pendingAttachments.setKey(conversationId, []);
  return attachments.map((attachment) => attachment.id);
}

export function searchMessages(search: string, conversationId?: string) {
  return attempt('searchMessages', async () => {
    const page = await messagingApi.searchMessages({
      query: { search, limit: 20, ...(conversationId ? { conversation_id: conversationId } : {}) },
    });
    return page.items;
  });
}

/** A message's earlier versions, newest first (members see edits; a deleted text only its author and the staff). */
export function loadRevisions(id: string) {
  return attempt('listRevisions', async () => (await messagingApi.listRevisions({ params: { id }, query: { limit: 50 } })).items, {
    domain: 'messaging',
  });
}
