/**
 * What messaging keeps on the device, per signed-in user: the conversation list and the last messages of each
 * conversation opened (read offline), and the outbox of sends typed while offline (each with its client id, so a
 * send retried after reconnecting is created once). localStorage: small, synchronous, and enough for a bounded
 * history (at most 30 conversations × 100 messages).
 */
import type { Message, MyConversation } from '../../../contract/messaging/entities.ts';
import { PRIVATE_STORAGE_PREFIXES } from '../../../contract/session.ts';

const [PREFIX] = PRIVATE_STORAGE_PREFIXES; // 'ae-messaging:' (signing out clears it)
const KEEP_MESSAGES = 100;
const KEEP_CONVERSATIONS = 30;

export interface QueuedSend {
  clientId: string;
  conversationId: string;
  body: string;
  threadRootId?: string;
  attachmentIds?: string[];
  queuedAt: string;
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable storage: the app still works online.
  }
}

export function createDeviceCache(userId: string) {
  const key = (name: string) => `${PREFIX}${userId}:${name}`;
  return {
    conversations: () => read<MyConversation[]>(key('conversations'), []),
    saveConversations(list: readonly MyConversation[]) {
      write(key('conversations'), list.slice(0, KEEP_CONVERSATIONS));
    },
    messages: (conversationId: string) => read<Message[]>(key(`messages:${conversationId}`), []),
    saveMessages(conversationId: string, list: readonly Message[]) {
      write(key(`messages:${conversationId}`), list.slice(-KEEP_MESSAGES));
    },
    outbox: () => read<QueuedSend[]>(key('outbox'), []),
    saveOutbox(queue: readonly QueuedSend[]) {
      write(key('outbox'), queue);
    },
  };
}
export type DeviceCache = ReturnType<typeof createDeviceCache>;
