/**
 * The runtime's side of a chat with an expert (issue 24): each plain message of the person who opened the direct
 * conversation is answered by a run of the expert's protocol, in the main timeline (not a thread), with the
 * conversation so far as context (`input.conversation`, which the embedded runner reads for a follow-up's terms).
 *
 * One answering run at a time per conversation: a message that arrives while an answer is being written is answered
 * after it, by the next run, which takes every message sent meanwhile as one question (as a person reading the
 * answer would). A run that waits for the person's input takes the message as that input. The check is made in the
 * transaction that writes the answer's message and its run, under the conversation's row lock, so two messages
 * sent at once never start two runs.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Database } from '../../db/client.ts';
import { findExpertById, findReachableExpert } from '../catalog/service.ts';
import {
  conversationSoFar,
  type ExpertChatMessage,
  expertChatOf,
  messageSource,
  postSystemNotice,
  questionsAfter,
} from '../messaging/service.ts';
import { checkAskInput, stepOrder, versionById } from '../protocols/service.ts';
import type { RunRow, RunsDeps } from './deps.ts';
import { advanceInBackground } from './engine.ts';
import { questionOf } from './mentions.ts';
import { createRun, provideInput } from './runs.ts';
import { runs } from './schema.ts';

const ANSWERING = ['queued', 'running', 'waiting_input', 'waiting_review'] as const;

/** The start was refused because an answer is being written in this conversation: the message waits its turn. */
class AnswerInProgress extends Error {}

/** The run answering in the conversation's main timeline now, if any. */
async function answeringRun(db: Database, conversationId: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.conversationId, conversationId), isNull(runs.threadRootId), inArray(runs.status, [...ANSWERING])))
    .limit(1);
  return row ?? null;
}

/** A run waiting for the person's input takes the message as the answer to its first missing field. */
async function answerWaitingRun(deps: RunsDeps, run: RunRow, text: string): Promise<string | null> {
  const version = await versionById(deps.db, run.versionId);
  const step = version ? stepOrder(version.content.steps).find((candidate) => candidate.id === run.cursor) : undefined;
  const field = step?.kind === 'ask' ? checkAskInput(step, run.input).missing[0] : undefined;
  if (!field) return null;
  await provideInput(deps, { userId: run.userId, tenant: run.tenantId as TenantId, admin: false }, run.id, { [field]: text });
  return run.id;
}

/** Starts the answer to `question` unless one is being written (then null: the message is answered after it). */
async function startAnswer(
  deps: RunsDeps,
  chat: { expertId: string; tenant: TenantId },
  input: { conversationId: string; askedBy: string; question: string; lastMessageId: string },
): Promise<string | null> {
  const expert = await findExpertById(deps.db, chat.expertId);
  // Listed on the conversation's site today (the expert may since have been unlisted): otherwise nobody answers.
  if (!expert || !(await findReachableExpert(deps.db, chat.tenant, { slug: expert.slug }, { userId: input.askedBy, admin: false }))) {
    return null;
  }
  try {
    const run = await createRun(deps, {
      userId: input.askedBy,
      tenant: chat.tenant,
      expertId: chat.expertId,
      question: input.question,
      input: { conversation: await conversationSoFar(deps.db, input.conversationId, input.lastMessageId) },
      conversationId: input.conversationId,
      threadRootId: null,
      guard: async (tx) => {
        if (await answeringRun(tx, input.conversationId)) throw new AnswerInProgress();
      },
    });
    void advanceInBackground(deps, run.id);
    return run.id;
  } catch (error) {
    if (error instanceof AnswerInProgress) return null;
    if (!(error instanceof ApiError)) throw error;
    await postSystemNotice(deps, {
      conversationId: input.conversationId,
      text: `${expert.name} cannot answer here yet: ${error.message}`,
      // The slug lets the chat link a PAYMENT_REQUIRED notice to the expert's page (where the checkout is).
      meta: { event: 'agent_unavailable', expert_id: expert.id, expert_slug: expert.slug, name: expert.name, code: error.code },
    });
    return null;
  }
}

/** A message in a conversation: answered when it is a question of the person's chat with an expert. */
export async function answerChatMessage(deps: RunsDeps, message: ExpertChatMessage): Promise<string | null> {
  const chat = await expertChatOf(deps.db, message.conversationId, message.askedBy);
  if (!chat) return null;
  const text = questionOf((await messageSource(deps.db, message.messageId)) ?? '');
  if (!text) return null;
  const current = await answeringRun(deps.db, message.conversationId);
  if (current) {
    if (current.status === 'waiting_input' && current.userId === message.askedBy) return answerWaitingRun(deps, current, text);
    return null; // answered after the current run ends (answerQueued)
  }
  return startAnswer(deps, chat, {
    conversationId: message.conversationId,
    askedBy: message.askedBy,
    question: text,
    lastMessageId: message.messageId,
  });
}

/**
 * A run of a chat ended (completed, failed or cancelled): the messages its person sent while it was written are
 * answered now, together, by the next run.
 */
export async function answerQueued(deps: RunsDeps, ended: RunRow): Promise<string | null> {
  if (!ended.conversationId || ended.threadRootId) return null;
  const chat = await expertChatOf(deps.db, ended.conversationId, ended.userId);
  if (!chat) return null;
  const waiting = await questionsAfter(deps.db, ended.conversationId, ended.userId, ended.agentMessageId);
  const question = waiting
    .map((message) => questionOf(message.body))
    .filter(Boolean)
    .join('\n\n');
  if (!question) return null;
  return startAnswer(deps, chat, {
    conversationId: ended.conversationId,
    askedBy: ended.userId,
    question,
    lastMessageId: waiting[0]!.id,
  });
}
