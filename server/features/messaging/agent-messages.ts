/**
 * An agent's answer in a conversation, over the life of its run: it starts `streaming`, grows by `message.delta`,
 * and ends `complete` or `failed`. A run that stops to wait (for the person's input, or for a reviewer) does not
 * leave it streaming: the message completes with what the run waits for in `meta.awaiting` ('input' with the
 * question as its text, or 'review'), so every reader sees a settled message. When the run goes on, an answer
 * that waited for review (or failed and is retried) streams again in place; a question that was answered stays
 * in the thread as asked, and the rest of the answer comes as a new message after the person's reply.
 * A run cancelled by its owner stops its answer for good: the message completes with the text it had, marked
 * `meta.stopped: 'cancelled'`, and takes no more text or settling from a step that was still running.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Message } from '../../../contract/messaging/entities.ts';
import type { Database } from '../../db/client.ts';
import { appendMessage } from './append.ts';
import { sendLiveEvents } from './events/log.ts';
import { loadMessages } from './loaders.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { memberUserIds } from './membership.ts';
import { inTransaction, type Last, type PublishDeps } from './publish.ts';
import { messages } from './schema.ts';

export type AwaitingKind = 'input' | 'review';
/** Why an answer ended before its run did (shown next to the message). */
export type StoppedKind = 'cancelled';

/**
 * Work of the caller's feature done in the same transaction as the message's change (the run that the message answers
 * for moves with it: issue 28, so a crash never leaves one without the other). Throwing rolls both back.
 */
export type Within = (tx: Database, message: { id: string }, last: Last) => Promise<void>;

/** Starts an agent's answer in a conversation: a message in state `streaming` (text follows with appendAgentText). */
export function startAgentMessage(
  deps: PublishDeps,
  input: { conversationId: string; expertId: string; threadRootId?: string | null; text?: string; meta?: Record<string, unknown> },
  within?: Within,
): Promise<Message> {
  return inTransaction(deps, async (tx, emit, _afterCommit, last) => {
    const { message } = await appendMessage(tx, emit, {
      conversationId: input.conversationId,
      threadRootId: input.threadRootId,
      author: { kind: 'agent', expertId: input.expertId },
      body: input.text ?? '',
      state: 'streaming',
      meta: input.meta,
    });
    await within?.(tx, message, last);
    return message;
  });
}

/** Appends streamed text: stored, and sent live as `message.delta` (a reconnecting client gets the whole text). */
export async function appendAgentText(deps: PublishDeps, messageId: string, delta: string): Promise<void> {
  const [row] = await deps.db
    .update(messages)
    .set({ body: sql`${messages.body} || ${delta}` })
    .where(and(eq(messages.id, messageId), eq(messages.state, 'streaming')))
    .returning({ conversationId: messages.conversationId });
  if (!row) {
    // Settled meanwhile (its run was cancelled while a step still streamed): the text stays as it was stopped.
    const [settled] = await deps.db.select({ id: messages.id }).from(messages).where(eq(messages.id, messageId));
    if (settled) return;
    throw new Error(`appendAgentText: no message ${messageId}`);
  }
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

type Outcome =
  | { ok: true; text?: string }
  | { ok: false; reason: string }
  /** The run waits: the message settles with `text` (the question asked, or '' while a reviewer checks). */
  | { ok: true; awaiting: AwaitingKind; text: string }
  /** Stopped for good (the run was cancelled): complete with the text so far. */
  | { ok: true; stopped: StoppedKind };

/**
 * Ends an agent's answer: `complete` with its final text rendered (or what the run now waits for), or `failed`. A
 * message that is gone (its conversation was deleted) is null, and `within` still runs.
 */
export async function finishAgentMessage(deps: PublishDeps, messageId: string, outcome: Outcome, within?: Within): Promise<Message | null> {
  return inTransaction(deps, async (tx, emit, _afterCommit, last) => {
    // The message's row first, then the caller's (as resumeAgentMessage does): one lock order, no deadlock.
    const [current] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    await within?.(tx, { id: messageId }, last);
    if (!current) return null;
    // A stopped answer is final: a step that was still running when its run was cancelled does not settle it again.
    if (current.meta.stopped) return (await loadMessages(tx, [current]))[0]!;
    const body = outcome.ok && 'text' in outcome ? (outcome.text ?? current.body) : current.body;
    const { awaiting: _settled, ...meta } = current.meta;
    const settledMeta =
      'awaiting' in outcome ? { ...meta, awaiting: outcome.awaiting } : 'stopped' in outcome ? { ...meta, stopped: outcome.stopped } : meta;
    const [row] = await tx
      .update(messages)
      .set({
        body,
        bodyHtml: renderMarkdown(body),
        state: outcome.ok ? 'complete' : 'failed',
        meta: settledMeta,
      })
      .where(eq(messages.id, messageId))
      .returning();
    const message = (await loadMessages(tx, [row!]))[0]!;
    const base = { userIds: await memberUserIds(tx, row!.conversationId), conversationId: row!.conversationId };
    if (outcome.ok) emit({ ...base, type: 'message.completed', data: { conversation_id: row!.conversationId, message } });
    else emit({ ...base, type: 'message.failed', data: { conversation_id: row!.conversationId, message, reason: outcome.reason } });
    return message;
  });
}

/**
 * The run goes on: the message its text streams into from here, as a `streaming` message. One still streaming
 * (a process resumed the run after a crash) is kept; one that waited for review or failed streams again in place,
 * its text starting over (`message.updated`); one that asked a question stays as asked and a new message follows.
 */
export async function resumeAgentMessage(deps: PublishDeps, messageId: string, within?: Within): Promise<void> {
  await inTransaction(deps, async (tx, emit, _afterCommit, last) => {
    const [current] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    if (!current) throw new Error(`resumeAgentMessage: no message ${messageId}`);
    // Still streaming (a run's first advance, or one taken over): nothing changes that anyone sees.
    if (current.state === 'streaming') {
      await within?.(tx, current, last);
      return;
    }
    const { awaiting, ...meta } = current.meta;
    if (awaiting === 'input') {
      const { message } = await appendMessage(tx, emit, {
        conversationId: current.conversationId,
        threadRootId: current.threadRootId,
        author: { kind: 'agent', expertId: current.authorExpertId! },
        body: '',
        state: 'streaming',
        meta,
      });
      await within?.(tx, message, last);
      return;
    }
    const [row] = await tx
      .update(messages)
      .set({ body: '', bodyHtml: '', state: 'streaming', meta })
      .where(eq(messages.id, messageId))
      .returning();
    await within?.(tx, row!, last);
    const message = (await loadMessages(tx, [row!]))[0]!;
    emit({
      type: 'message.updated',
      userIds: await memberUserIds(tx, row!.conversationId),
      conversationId: row!.conversationId,
      data: { conversation_id: row!.conversationId, message },
    });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Agent answers still streaming, with the run each answers for (`meta.run_id`): for the runs' repair sweep. */
export async function streamingAgentAnswers(db: Database): Promise<Array<{ messageId: string; runId: string | null }>> {
  const rows = await db
    .select({ id: messages.id, meta: messages.meta })
    .from(messages)
    .where(and(eq(messages.state, 'streaming'), eq(messages.authorKind, 'agent')));
  return rows.map((row) => {
    const runId = row.meta.run_id;
    return { messageId: row.id, runId: typeof runId === 'string' && UUID.test(runId) ? runId : null };
  });
}
