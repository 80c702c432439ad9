/**
 * The one owner of the messages a page holds: each conversation's top-level messages and the open thread panel
 * (its root and replies). Every change goes through here, whether it came from an API answer (an edit, a
 * reaction) or from the events stream (a new message, a streamed delta, a deletion), so a message shown in both
 * places (a thread's root, an agent's answer in a thread) never drifts between them.
 */
import { atom, map } from 'nanostores';
import type { Message } from '../../../contract/messaging/entities.ts';

export type ChatMessage = Message & { pending?: true; failed?: true };

export const $messages = map<Record<string, ChatMessage[]>>({});
/** The open thread panel: its root message and replies. */
export const $openThread = atom<{ root: Message; replies: ChatMessage[] } | null>(null);

/** Replies already counted on their root (an event and the send's own answer both bring the same reply). */
const seenReplies = new Set<string>();

/**
 * Inserts or replaces a message (by id, or the pending copy by client id), keeping the order by seq. A reply goes
 * to the open thread; a newly created one (not an edit, a deletion or a reaction) also counts on its root.
 * Answers the conversation's new list when it changed (for the device's offline copy), else null.
 */
export function upsertMessage(conversationId: string, message: ChatMessage, { created = false } = {}): ChatMessage[] | null {
  const sameOrTwin = (existing: ChatMessage) =>
    existing.id === message.id || Boolean(message.client_id && existing.pending && existing.client_id === message.client_id);
  if (message.thread_root_id) {
    const thread = $openThread.get();
    if (thread && message.thread_root_id === thread.root.id) {
      const replies = [...thread.replies.filter((reply) => !sameOrTwin(reply)), message].sort((a, b) => a.seq - b.seq);
      $openThread.set({ root: thread.root, replies });
    }
    if (!message.pending && created && !seenReplies.has(message.id)) {
      seenReplies.add(message.id);
      patchMessage(conversationId, message.thread_root_id, (root) => ({
        ...root,
        reply_count: root.reply_count + 1,
        last_reply_at: message.created_at,
      }));
    }
    return null;
  }
  const list = ($messages.get()[conversationId] ?? []).filter((existing) => !sameOrTwin(existing));
  const next = [...list, message].sort((a, b) => a.seq - b.seq);
  $messages.setKey(conversationId, next);
  return next;
}

/** Changes a message wherever the page shows it: its conversation's list, the open thread's root or replies. */
export function patchMessage(conversationId: string, messageId: string, change: (message: ChatMessage) => ChatMessage): void {
  const list = $messages.get()[conversationId];
  if (list?.some((entry) => entry.id === messageId))
    $messages.setKey(
      conversationId,
      list.map((entry) => (entry.id === messageId ? change(entry) : entry)),
    );
  const thread = $openThread.get();
  if (!thread) return;
  const inThread = thread.root.id === messageId || thread.replies.some((reply) => reply.id === messageId);
  if (!inThread) return;
  $openThread.set({
    root: thread.root.id === messageId ? change(thread.root) : thread.root,
    replies: thread.replies.map((reply) => (reply.id === messageId ? change(reply) : reply)),
  });
}

/** The server's copy of a message (an edit, a deletion, new reactions) replaces the page's. */
export function replaceMessage(message: Message): void {
  patchMessage(message.conversation_id, message.id, (entry) => ({ ...entry, ...message }));
}
