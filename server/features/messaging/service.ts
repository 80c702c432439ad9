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
import type { MailAdapter } from '../../adapters/mail/types.ts';
import { publicOrigin } from '../../core/public-origin.ts';
import type { Env } from '../../env.ts';
import type { Database } from '../../db/client.ts';
import { appendMessage } from './append.ts';
import { findMembership, memberUserIds } from './membership.ts';
import { openDirectConversation } from './conversations.ts';
import { type AnyEventInput, isEphemeral, sendLiveEvents } from './events/log.ts';
import { createNotifications, type NotificationInput, type PendingMail, sendNotificationMails } from './notifications.ts';
import { inTransaction } from './publish.ts';
import { messages } from './schema.ts';

export type { AwaitingKind } from './agent-messages.ts';
/** A change and its events in one transaction, with work put off to its end (`Last`): runs move with it. */
export { inTransaction, type Last } from './publish.ts';
export { appendAgentText, finishAgentMessage, resumeAgentMessage, startAgentMessage, streamingAgentAnswers } from './agent-messages.ts';
export type { AgentMention, AgentMentionHandler, AgentRef } from './agents.ts';
export { registerAgentDirectory, registerAgentMentionHandler } from './agents.ts';
export type { ExpertChatMessage } from './expert-chat.ts';
export { conversationSoFar, expertChatOf, questionsAfter, registerExpertChatHandler } from './expert-chat.ts';
export type { NotificationInput } from './notifications.ts';
export { notifiedAbout } from './notifications.ts';
/** Agent text (runs) renders exactly like message text: markdown without raw HTML, sanitized. */

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

/** What notifying needs to mail too: the app's deps have it; a seed or a test without a mail adapter only stores. */
export interface NotifyDeps extends MessagingDeps {
  mail?: MailAdapter;
  env?: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>;
  logger?: { warn(obj: object, msg: string): void };
}

/**
 * Notifies people from outside a messaging request (runs, reviews, ratings), with their preferences applied: stored
 * and announced in one transaction, then mailed to whoever wants e-mail for the kind. A background notice has no
 * request to take an origin from, so its link points at the site's public address (PUBLIC_ORIGIN). The mail is
 * not awaited: a slow mail server never holds the decision or the run that caused it.
 */
export async function notifyUsers(deps: NotifyDeps, inputs: readonly NotificationInput[]): Promise<void> {
  mailAfterCommit(deps, await inTransaction(deps, (tx, emit) => createNotifications(tx, emit, inputs)));
}

/**
 * notifyUsers for a notice told at most once (a version flagged as worse): `told` looks for an earlier one inside
 * the transaction, after a transaction-level advisory lock on `key`, so two callers at the same moment (two
 * decisions, in one process or two) run one after the other and the second finds the first one's notice.
 * Whether this call told anyone.
 */
export async function notifyUsersOnce(
  deps: NotifyDeps,
  key: string,
  told: (tx: Database) => Promise<boolean>,
  inputs: readonly NotificationInput[],
): Promise<boolean> {
  const mails = await inTransaction(deps, async (tx, emit) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return (await told(tx)) ? null : createNotifications(tx, emit, inputs);
  });
  if (mails) mailAfterCommit(deps, mails);
  return mails !== null;
}

function mailAfterCommit(deps: NotifyDeps, mails: readonly PendingMail[]): void {
  const { mail, env } = deps;
  if (!mail || !env || mails.length === 0) return;
  void sendNotificationMails({ db: deps.db, mail, origin: publicOrigin(env) }, mails).catch((error: unknown) =>
    deps.logger?.warn({ err: error }, 'notification mail failed'),
  );
}

/**
 * A system line in a conversation (a thread when `threadRootId` is set): what happened, for everyone there, e.g.
 * that a mentioned agent cannot answer. `meta.event` names it so the islands word it in the reader's language.
 */
export function postSystemNotice(
  deps: MessagingDeps,
  input: { conversationId: string; threadRootId?: string | null; text: string; meta: Record<string, unknown> },
): Promise<Message> {
  return inTransaction(deps, async (tx, emit) => {
    const { message } = await appendMessage(tx, emit, {
      conversationId: input.conversationId,
      threadRootId: input.threadRootId,
      author: { kind: 'system' },
      body: input.text,
      meta: input.meta,
    });
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

/** The people in a conversation now: who follows what happens there (a run answering in it). */
export function conversationAudience(db: Database, conversationId: string): Promise<string[]> {
  return memberUserIds(db, conversationId);
}

/** Whether the person belongs to the conversation now (a run's progress there is theirs to follow). */
export async function isConversationMember(db: Database, conversationId: string, userId: string): Promise<boolean> {
  return (await findMembership(db, conversationId, userId)) !== null;
}

/** A message's markdown source (the question a mention asks an agent), or null. */
export async function messageSource(db: Database, messageId: string): Promise<string | null> {
  const [row] = await db.select({ body: messages.body }).from(messages).where(eq(messages.id, messageId));
  return row?.body ?? null;
}
