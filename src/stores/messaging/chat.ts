/**
 * Conversations and their messages as the chat and inbox islands show them, kept current by the events stream:
 * new and changed messages, typing, read receipts and conversation changes arrive through `onEvent`. Sends go
 * through an outbox: shown at once as pending, delivered in order when the network allows, each with its client id
 * so that a retry never creates a second message.
 */
import { atom, map } from 'nanostores';
import type { Message, MyConversation } from '../../../contract/messaging/entities.ts';
import type { StreamEvent } from '../../../contract/messaging/events.ts';
import { excerptOf } from '../../../contract/messaging/excerpt.ts';
import { $user } from '../auth/session.ts';
import { attempt } from '../attempt.ts';
import { holdDuringSnapshot, snapshot } from './snapshots.ts';
import { messagingApi } from './clients.ts';
import { onEvent } from './events.ts';
import { $messages, type ChatMessage, patchMessage, upsertMessage as upsertInList } from './message-list.ts';
import { createDeviceCache, type DeviceCache, type QueuedSend } from './offline.ts';

export { $messages, type ChatMessage } from './message-list.ts';
export type LoadState = 'idle' | 'loading' | 'ready' | 'offline' | 'error';

export const $conversations = atom<MyConversation[]>([]);
export const $conversationsState = atom<LoadState>('idle');
export const $activeConversationId = atom<string | null>(null);
/** Who is typing, per conversation: user id -> name and when it lapses. */
export const $typing = map<Record<string, Record<string, { name: string; until: number }>>>({});
/** The latest message that arrived from someone else, for the screen reader's live region. */
export const $announcement = atom<{ conversationId: string; author: string; excerpt: string } | null>(null);

const TYPING_TTL_MS = 6000;
const VIEWER_KEY = 'ae-messaging:viewer';
let cache: DeviceCache | null = null;
let wired = false;

/**
 * Whose messages this page shows: the signed-in user, or offline (when the session cannot be asked) the last user
 * who used messaging on this device, so that their saved conversations can be read.
 */
export const $viewer = atom<{ user_id: string; full_name: string } | null>(null);
if (typeof window !== 'undefined') {
  $user.subscribe((user) => {
    if (user) {
      $viewer.set({ user_id: user.user_id, full_name: user.full_name });
      try {
        localStorage.setItem(VIEWER_KEY, JSON.stringify($viewer.get()));
      } catch {
        // Storage unavailable: offline reading is not possible, online works.
      }
    }
  });
  const showSaved = () => {
    if ($viewer.get()) return;
    try {
      const saved = localStorage.getItem(VIEWER_KEY);
      if (saved) $viewer.set(JSON.parse(saved));
    } catch {
      // Nothing saved.
    }
  };
  if (!navigator.onLine) showSaved();
  window.addEventListener('offline', showSaved);
}

function deviceCache(): DeviceCache | null {
  const viewer = $viewer.get();
  if (!viewer) return null;
  if (!cache) cache = createDeviceCache(viewer.user_id);
  return cache;
}

/** Starts listening to events and the network (once per page). */
export function startChat(): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  onEvent((event) => {
    holdDuringSnapshot(event);
    applyEvent(event);
  });
  window.addEventListener('online', () => void flushOutbox());
  setInterval(expireTyping, 1000);
}

/**
 * Loads the conversation list. A load asked for while one is out runs once more after it (the later ask may know of
 * a change the answer on its way does not); every caller's promise settles with the last one.
 */
let listLoad: Promise<void> | null = null;
let loadAgain = false;
export function loadConversations(): Promise<void> {
  startChat();
  if (listLoad) {
    loadAgain = true;
    return listLoad;
  }
  listLoad = (async () => {
    do {
      loadAgain = false;
      await snapshot(loadConversationsOnce, replayEvent);
    } while (loadAgain);
  })().finally(() => {
    listLoad = null;
  });
  return listLoad;
}

/**
 * Conversations this page added itself (a direct conversation just opened), kept until a list load that started
 * after the add lands: one already on its way does not know of them and would take them off the screen.
 */
let loadsStarted = 0;
const addedHere = new Map<string, { conversation: MyConversation; loadsBefore: number }>();

async function loadConversationsOnce(): Promise<void> {
  const load = ++loadsStarted;
  $conversationsState.set('loading');
  try {
    const page = await messagingApi.listConversations({ query: { limit: 50 } });
    for (const [id, added] of addedHere) if (added.loadsBefore < load) addedHere.delete(id);
    const listed = new Set(page.items.map((item) => item.id));
    const unlisted = [...addedHere.values()].map((added) => added.conversation).filter((entry) => !listed.has(entry.id));
    $conversations.set([...unlisted, ...page.items]);
    deviceCache()?.saveConversations(page.items);
    $conversationsState.set('ready');
  } catch (error) {
    const cached = deviceCache()?.conversations() ?? [];
    $conversations.set(cached);
    $conversationsState.set(isTransient(error) ? 'offline' : 'error');
  }
}

export async function openConversation(id: string): Promise<void> {
  startChat();
  $activeConversationId.set(id);
  const cached = deviceCache()?.messages(id) ?? [];
  if (!$messages.get()[id]) $messages.setKey(id, withQueued(id, cached));
  try {
    await snapshot(async () => {
      const page = await messagingApi.listMessages({ params: { id }, query: { limit: 100 } });
      $messages.setKey(id, withQueued(id, page.items));
      deviceCache()?.saveMessages(id, page.items);
    }, replayEvent);
    await markRead(id);
  } catch {
    // Offline: the cached copy stays on screen.
  }
}

/** The queued (not yet delivered) sends of a conversation, shown after its messages. */
function withQueued(conversationId: string, messages: Message[]): ChatMessage[] {
  const queued = (deviceCache()?.outbox() ?? []).filter((item) => item.conversationId === conversationId);
  const delivered = new Set(messages.map((message) => message.client_id));
  const waiting = queued.filter((item) => !delivered.has(item.clientId) && !item.threadRootId);
  return [...messages, ...waiting.map(pendingMessage)];
}

function pendingMessage(item: QueuedSend): ChatMessage {
  const user = $viewer.get();
  return {
    id: `pending:${item.clientId}`,
    conversation_id: item.conversationId,
    seq: Number.MAX_SAFE_INTEGER,
    thread_root_id: item.threadRootId ?? null,
    author: { kind: 'user', user_id: user?.user_id ?? null, expert_id: null, name: user?.full_name ?? '' },
    client_id: item.clientId,
    body: item.body,
    body_html: '',
    state: 'complete',
    mentions: [],
    attachments: [],
    reactions: [],
    reply_count: 0,
    last_reply_at: null,
    meta: {},
    edited_at: null,
    deleted_at: null,
    created_at: item.queuedAt,
    pending: true,
  };
}

export function sendMessage(conversationId: string, body: string, extras: { threadRootId?: string; attachmentIds?: string[] } = {}): void {
  const item: QueuedSend = {
    clientId: crypto.randomUUID(),
    conversationId,
    body,
    queuedAt: new Date().toISOString(),
    ...(extras.threadRootId ? { threadRootId: extras.threadRootId } : {}),
    ...(extras.attachmentIds?.length ? { attachmentIds: extras.attachmentIds } : {}),
  };
  const store = deviceCache();
  store?.saveOutbox([...(store.outbox() ?? []), item]);
  upsertMessage(conversationId, pendingMessage(item));
  void flushOutbox();
}

let flushing = false;
/** Delivers queued sends in order; stops at the first one the network refuses (the rest wait for `online`). */
export async function flushOutbox(): Promise<void> {
  const store = deviceCache();
  if (flushing || !store || !navigator.onLine) return;
  flushing = true;
  try {
    for (const item of store.outbox()) {
      try {
        const message = await messagingApi.sendMessage({
          params: { id: item.conversationId },
          body: {
            body: item.body,
            client_id: item.clientId,
            ...(item.threadRootId ? { thread_root_id: item.threadRootId } : {}),
            ...(item.attachmentIds ? { attachment_ids: item.attachmentIds } : {}),
          },
        });
        upsertMessage(item.conversationId, message, { created: true });
      } catch (error) {
        if (isTransient(error)) break;
        markFailed(item);
      }
      store.saveOutbox(store.outbox().filter((queued) => queued.clientId !== item.clientId));
    }
  } finally {
    flushing = false;
  }
}

function markFailed(item: QueuedSend): void {
  const list = $messages.get()[item.conversationId] ?? [];
  $messages.setKey(
    item.conversationId,
    list.map((message) => (message.client_id === item.clientId ? { ...message, pending: undefined, failed: true as const } : message)),
  );
}

function isTransient(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === undefined || status >= 500 || status === 429;
}

/** A message into the page's lists (message-list.ts owns them); a top-level one is also kept for offline reading. */
function upsertMessage(conversationId: string, message: ChatMessage, options: { created?: boolean } = {}): void {
  const list = upsertInList(conversationId, message, options);
  if (list && !message.pending)
    deviceCache()?.saveMessages(
      conversationId,
      list.filter((entry) => !entry.pending),
    );
}

/**
 * Conversations the viewer is leaving: the events of their own departure can arrive before the answer does, and
 * marking one read then would ask about a conversation they are no longer in (a 404 in the console). A leave also
 * waits for the reads already sent (`readsSent`), so that none reaches the server after it.
 */
export const leavingConversations = new Set<string>();
const readsSent = new Map<string, Promise<unknown>>();

/** Settles once every read of the conversation sent so far was answered. */
export function readsAnswered(conversationId: string): Promise<unknown> {
  return readsSent.get(conversationId) ?? Promise.resolve();
}

export async function markRead(conversationId: string): Promise<void> {
  if (leavingConversations.has(conversationId)) return;
  const conversation = $conversations.get().find((entry) => entry.id === conversationId);
  const request = messagingApi.markRead({ params: { id: conversationId }, body: {} });
  const settled = request.catch(() => undefined);
  readsSent.set(conversationId, Promise.all([readsAnswered(conversationId), settled]));
  try {
    const result = await request;
    if (conversation) updateConversation(conversationId, { unread_count: result.unread_count });
  } catch {
    // Offline: read again when the conversation is next opened.
  }
}

let lastTypingSent = 0;
/** Says "typing" at most every 3 seconds while keys are pressed. */
export function noteTyping(conversationId: string): void {
  const now = Date.now();
  if (now - lastTypingSent < 3000 || !navigator.onLine) return;
  lastTypingSent = now;
  void messagingApi.sendTyping({ params: { id: conversationId }, body: { typing: true } }).catch(() => undefined);
}

export function startDirectConversation(userId: string) {
  return attempt('openDirectConversation', async () => {
    const conversation = await messagingApi.openDirectConversation({ body: { user_id: userId } });
    if (!$conversations.get().some((entry) => entry.id === conversation.id)) {
      addedHere.set(conversation.id, { conversation, loadsBefore: loadsStarted });
      $conversations.set([conversation, ...$conversations.get()]);
    }
    return conversation;
  });
}

export function findPeople(search: string) {
  return attempt('findPeople', async () => (await messagingApi.findPeople({ query: { search } })).items);
}

export function bulkConversations(ids: string[], action: 'read' | 'archive' | 'unarchive' | 'resolve' | 'reopen') {
  return attempt('bulkUpdateConversations', async () => {
    const result = await messagingApi.bulkUpdateConversations({ body: { ids, action } });
    await loadConversations();
    return result.updated;
  });
}

function updateConversation(id: string, changes: Partial<MyConversation>): void {
  $conversations.set($conversations.get().map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)));
}

/** The list's preview follows the message it shows: an edit, an answer streaming in, a deletion. */
function followPreview(conversationId: string, messageId: string, body: string, deleted: boolean): void {
  const conversation = $conversations.get().find((entry) => entry.id === conversationId);
  const shown = conversation?.last_message;
  if (!shown || shown.id !== messageId) return;
  const excerpt = deleted ? '' : excerptOf(body);
  if (shown.excerpt === excerpt && shown.deleted === deleted) return;
  updateConversation(conversationId, { last_message: { ...shown, excerpt, deleted } });
}

function expireTyping(): void {
  const now = Date.now();
  for (const [conversationId, people] of Object.entries($typing.get())) {
    const kept = Object.fromEntries(Object.entries(people).filter(([, entry]) => entry.until > now));
    if (Object.keys(kept).length !== Object.keys(people).length) $typing.setKey(conversationId, kept);
  }
}

/** An event held during a snapshot, applied again on the snapshot: it updates what it shows, announces nothing. */
function replayEvent(event: StreamEvent): void {
  applyEvent(event, true);
}

function applyEvent(event: StreamEvent, replay = false): void {
  const me = $viewer.get()?.user_id;
  switch (event.type) {
    case 'message.created':
    case 'message.updated':
    case 'message.completed':
    case 'message.failed': {
      const { message } = event.data;
      upsertMessage(message.conversation_id, message, { created: event.type === 'message.created' });
      const active = $activeConversationId.get() === message.conversation_id && document.visibilityState === 'visible';
      const conversation = $conversations.get().find((entry) => entry.id === message.conversation_id);
      // A message the list already has (a replay, or one the snapshot held) changes nothing there: an older one
      // would take the preview back, the same one would be counted twice.
      if (event.type === 'message.created' && conversation && message.seq <= conversation.last_seq) {
        // Already in the list.
      } else if (event.type === 'message.created' && conversation) {
        const fromOther = message.author.user_id !== me;
        updateConversation(conversation.id, {
          last_seq: Math.max(conversation.last_seq, message.seq),
          last_message_at: message.created_at,
          last_message: {
            id: message.id,
            seq: message.seq,
            author_name: message.author.name,
            excerpt: excerptOf(message.body),
            deleted: false,
            created_at: message.created_at,
          },
          unread_count: fromOther && !active ? conversation.unread_count + 1 : conversation.unread_count,
        });
        $conversations.set(
          [...$conversations.get()].sort((a, b) => (b.last_message_at ?? b.created_at).localeCompare(a.last_message_at ?? a.created_at)),
        );
      } else if (event.type === 'message.created') void loadConversations();
      else followPreview(message.conversation_id, message.id, message.body, message.deleted_at !== null);
      if (event.type === 'message.created' && message.author.user_id !== me && !replay) {
        $announcement.set({ conversationId: message.conversation_id, author: message.author.name, excerpt: message.body.slice(0, 200) });
        if (active) void markRead(message.conversation_id);
        const typing = { ...($typing.get()[message.conversation_id] ?? {}) };
        if (message.author.user_id && typing[message.author.user_id]) {
          delete typing[message.author.user_id];
          $typing.setKey(message.conversation_id, typing);
        }
      }
      break;
    }
    case 'message.delta': {
      const { delta } = event.data;
      patchMessage(event.data.conversation_id, event.data.message_id, (message) => ({ ...message, body: message.body + delta }));
      const grown = $messages.get()[event.data.conversation_id]?.find((entry) => entry.id === event.data.message_id);
      if (grown) followPreview(event.data.conversation_id, grown.id, grown.body, false);
      break;
    }
    case 'message.deleted': {
      const deletedAt = event.data.deleted_at;
      patchMessage(event.data.conversation_id, event.data.message_id, (message) => ({
        ...message,
        body: '',
        body_html: '',
        deleted_at: deletedAt,
      }));
      followPreview(event.data.conversation_id, event.data.message_id, '', true);
      break;
    }
    case 'reaction.changed': {
      const { reactions } = event.data;
      patchMessage(event.data.conversation_id, event.data.message_id, (message) => ({ ...message, reactions }));
      break;
    }
    case 'typing': {
      const people = { ...($typing.get()[event.data.conversation_id] ?? {}) };
      if (event.data.typing) people[event.data.user_id] = { name: event.data.name, until: Date.now() + TYPING_TTL_MS };
      else delete people[event.data.user_id];
      $typing.setKey(event.data.conversation_id, people);
      break;
    }
    case 'receipt': {
      const conversation = $conversations.get().find((entry) => entry.id === event.data.conversation_id);
      if (!conversation) break;
      updateConversation(conversation.id, {
        members: conversation.members.map((member) =>
          member.user_id === event.data.user_id
            ? { ...member, last_read_seq: event.data.last_read_seq, last_read_at: event.data.read_at }
            : member,
        ),
      });
      break;
    }
    case 'conversation.created':
    case 'conversation.updated':
    case 'conversation.member_added':
    case 'conversation.member_removed':
    case 'reset':
      void loadConversations();
      break;
    case 'ready':
      void flushOutbox();
      break;
    default:
      break;
  }
}
