/**
 * Messaging's face for other features (docs/domain.md): publish events to people, open a conversation with an
 * expert's agent, post an agent's (streamed) answer, notify someone, and hook the agent runtime into mentions.
 * Nothing else of this folder may be imported by another feature.
 */
import { eq, sql } from 'drizzle-orm';
import type { EventType } from '../../../contract/messaging/constants.ts';
import type { Message, MyConversation } from '../../../contract/messaging/entities.ts';
import { EVENT_DATA_SCHEMAS, type EventDataMap } from '../../../contract/messaging/events.ts';
import type { EventsAdapter } from '../../adapters/events/index.ts';
import type { Database } from '../../db/client.ts';
import { openDirectConversation } from './conversations.ts';
import { type AnyEventInput, isEphemeral, sendLiveEvents } from './events/log.ts';
import { loadMessages } from './loaders.ts';
import { renderMessageHtml } from './markdown.ts';
import { memberUserIds } from './membership.ts';
import { createNotifications, type NotificationInput } from './notifications.ts';
import { inTransaction } from './publish.ts';
import { conversations, messages } from './schema.ts';

export type { AgentMention, AgentMentionHandler, AgentRef } from './agents.ts';
export { registerAgentDirectory, registerAgentMentionHandler } from './agents.ts';
export type { NotificationInput } from './notifications.ts';
/** Agent text (runs) renders exactly like message text: markdown without raw HTML, sanitized. */
export { renderMessageHtml as renderAgentMarkdown } from './markdown.ts';

export interface MessagingDeps {
  db: Database;
  events: EventsAdapter;
}

/**
 * Sends an event to people's open streams (run.step, review_item.created, …). Its data is checked against the
 * contract's schema for the type; stored types are written to the event log (replayed after a reconnect).
 */
export async function publishEvent<T extends EventType>(
  deps: MessagingDeps,
  event: { userIds: readonly string[]; type: T; data: EventDataMap[T]; conversationId?: string | null },
): Promise<void> {
  EVENT_DATA_SCHEMAS[event.type].parse(event.data);
  const input = event as unknown as AnyEventInput;
  if (isEphemeral(event.type)) await sendLiveEvents(deps.db, deps.events, [input]);
  else await inTransaction(deps, async (_tx, emit) => emit(input));
}

/** The user's direct conversation with an expert's agent, opened (or reused) for a run. */
export function openExpertConversation(
  deps: MessagingDeps,
  input: { userId: string; expertId: string; expertName: string; tenantId?: string | null },
): Promise<MyConversation> {
  return openDirectConversation(
    deps,
    { id: input.userId },
    { expertId: input.expertId, expertName: input.expertName },
    input.tenantId ?? null,
  );
}

/** Notifies people (with their preferences applied); e-mail delivery is the caller's choice of kinds. */
export async function notifyUsers(deps: MessagingDeps, inputs: readonly NotificationInput[]): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    await createNotifications(tx, emit, inputs);
  });
}

/** Starts an agent's answer in a conversation: a message in state `streaming` (text follows with appendAgentText). */
export async function startAgentMessage(
  deps: MessagingDeps,
  input: { conversationId: string; expertId: string; threadRootId?: string | null; text?: string; meta?: Record<string, unknown> },
): Promise<Message> {
  return inTransaction(deps, async (tx, emit) => {
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, input.conversationId)).for('update');
    if (!conversation) throw new Error(`startAgentMessage: no conversation ${input.conversationId}`);
    const seq = conversation.lastSeq + 1;
    const now = new Date();
    const text = input.text ?? '';
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: input.conversationId,
        seq,
        threadRootId: input.threadRootId ?? null,
        authorKind: 'agent',
        authorExpertId: input.expertId,
        body: text,
        bodyHtml: renderMessageHtml(text),
        state: 'streaming',
        meta: input.meta ?? {},
      })
      .returning();
    await tx
      .update(conversations)
      .set({ lastSeq: seq, lastMessageAt: now, updatedAt: now })
      .where(eq(conversations.id, input.conversationId));
    if (input.threadRootId) {
      await tx
        .update(messages)
        .set({ replyCount: sql`${messages.replyCount} + 1`, lastReplyAt: now })
        .where(eq(messages.id, input.threadRootId));
    }
    const message = (await loadMessages(tx, [row!]))[0]!;
    emit({
      type: 'message.created',
      userIds: await memberUserIds(tx, input.conversationId),
      conversationId: input.conversationId,
      data: { conversation_id: input.conversationId, message },
    });
    return message;
  });
}

/**
 * A system line in a conversation (a thread when `threadRootId` is set): what happened, for everyone there, e.g.
 * that a mentioned agent cannot answer. `meta.event` names it so the islands word it in the reader's language.
 */
export async function postSystemNotice(
  deps: MessagingDeps,
  input: { conversationId: string; threadRootId?: string | null; text: string; meta: Record<string, unknown> },
): Promise<Message> {
  return inTransaction(deps, async (tx, emit) => {
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, input.conversationId)).for('update');
    if (!conversation) throw new Error(`postSystemNotice: no conversation ${input.conversationId}`);
    const seq = conversation.lastSeq + 1;
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: input.conversationId,
        seq,
        threadRootId: input.threadRootId ?? null,
        authorKind: 'system',
        body: input.text,
        bodyHtml: renderMessageHtml(input.text),
        meta: input.meta,
      })
      .returning();
    await tx.update(conversations).set({ lastSeq: seq }).where(eq(conversations.id, input.conversationId));
    if (input.threadRootId) {
      await tx
        .update(messages)
        .set({ replyCount: sql`${messages.replyCount} + 1` })
        .where(eq(messages.id, input.threadRootId));
    }
    const message = (await loadMessages(tx, [row!]))[0]!;
    emit({
      type: 'message.created',
      userIds: await memberUserIds(tx, input.conversationId),
      conversationId: input.conversationId,
      data: { conversation_id: input.conversationId, message },
    });
    return message;
  });
}

/** Appends streamed text: stored, and sent live as `message.delta` (a reconnecting client gets the whole text). */
export async function appendAgentText(deps: MessagingDeps, messageId: string, delta: string): Promise<void> {
  const [row] = await deps.db
    .update(messages)
    .set({ body: sql`${messages.body} || ${delta}` })
    .where(eq(messages.id, messageId))
    .returning({ conversationId: messages.conversationId });
  if (!row) throw new Error(`appendAgentText: no message ${messageId}`);
  const audience = await memberUserIds(deps.db, row.conversationId);
  // NOTIFY payloads are small: long deltas go in pieces.
  const pieces = delta.match(/[\s\S]{1,2000}/g) ?? [];
  await sendLiveEvents(
    deps.db,
    deps.events,
    pieces.map((piece) => ({
      type: 'message.delta' as const,
      userIds: audience,
      conversationId: row.conversationId,
      data: { conversation_id: row.conversationId, message_id: messageId, delta: piece },
    })),
  );
}

/** Ends an agent's answer: `complete` with its final text rendered, or `failed` with a reason. */
export async function finishAgentMessage(
  deps: MessagingDeps,
  messageId: string,
  outcome: { ok: true; text?: string } | { ok: false; reason: string },
): Promise<Message> {
  return inTransaction(deps, async (tx, emit) => {
    const [current] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    if (!current) throw new Error(`finishAgentMessage: no message ${messageId}`);
    const body = outcome.ok ? (outcome.text ?? current.body) : current.body;
    const [row] = await tx
      .update(messages)
      .set({ body, bodyHtml: renderMessageHtml(body), state: outcome.ok ? 'complete' : 'failed' })
      .where(eq(messages.id, messageId))
      .returning();
    const message = (await loadMessages(tx, [row!]))[0]!;
    const audience = await memberUserIds(tx, row!.conversationId);
    const base = { userIds: audience, conversationId: row!.conversationId };
    if (outcome.ok) emit({ ...base, type: 'message.completed', data: { conversation_id: row!.conversationId, message } });
    else emit({ ...base, type: 'message.failed', data: { conversation_id: row!.conversationId, message, reason: outcome.reason } });
    return message;
  });
}

/**
 * The events check of the status page: a probe sent through the events adapter (on PostgreSQL a NOTIFY through the
 * database and back over this process's LISTEN connection) and the time until it returned.
 */
export async function probeEvents(
  deps: MessagingDeps,
  timeoutMs = 2000,
): Promise<{ ok: boolean; adapter: string; latency_ms: number | null }> {
  const marker = crypto.randomUUID();
  const started = performance.now();
  let unsubscribe: () => void = () => undefined;
  const heard = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    unsubscribe = deps.events.subscribe({
      onMessage: (message) => {
        if (message.kind === 'events' && message.events.some((event) => (event.data as { probe?: string } | null)?.probe === marker)) {
          clearTimeout(timer);
          resolve(true);
        }
      },
    });
  });
  try {
    await deps.events.listening();
    await deps.events.send(deps.db, [{ id: null, type: 'probe', userIds: [], data: { probe: marker } }]);
    const ok = await heard;
    return { ok, adapter: deps.events.kind, latency_ms: ok ? Math.round((performance.now() - started) * 10) / 10 : null };
  } catch {
    return { ok: false, adapter: deps.events.kind, latency_ms: null };
  } finally {
    unsubscribe();
  }
}

/** A message's markdown source (the question a mention asks an agent), or null. */
export async function messageSource(db: Database, messageId: string): Promise<string | null> {
  const [row] = await db.select({ body: messages.body }).from(messages).where(eq(messages.id, messageId));
  return row?.body ?? null;
}
