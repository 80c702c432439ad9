/**
 * The runtime's answer to a mention: `@expert` in a message (messaging's agent mention seam) starts a run of the
 * expert's published protocol for the person who mentioned it, in the conversation's site, and its answer streams
 * into the thread (runs.ts creates the agent message; the engine appends to it). When the expert cannot answer
 * (no published protocol yet), the thread says so instead of leaving the invitation unanswered.
 */
import { ApiError } from '../../lib/api-error.ts';
import { type AgentMention, messageSource, postSystemNotice } from '../messaging/service.ts';
import type { RunsDeps } from './deps.ts';
import { advanceInBackground } from './engine.ts';
import { createRun } from './runs.ts';

/** The question without the mentions in it: "@resume-tailor how do I…" asks "how do I…". */
export function questionOf(source: string): string {
  return source
    .replace(/(^|[^\w@.])@[A-Za-z0-9][A-Za-z0-9._-]*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function answerMention(deps: RunsDeps, mention: AgentMention): Promise<string | null> {
  const question = questionOf((await messageSource(deps.db, mention.messageId)) ?? '');
  try {
    const run = await createRun(deps, {
      userId: mention.mentionedBy,
      tenant: mention.tenant,
      expertId: mention.agent.expertId,
      question,
      input: {},
      conversationId: mention.conversationId,
      threadRootId: mention.threadRootId,
    });
    await advanceInBackground(deps, run.id);
    return run.id;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await postSystemNotice(deps, {
      conversationId: mention.conversationId,
      threadRootId: mention.threadRootId,
      text: `@${mention.agent.handle} cannot answer here yet: ${error.message}`,
      meta: { event: 'agent_unavailable', expert_id: mention.agent.expertId, name: mention.agent.name, code: error.code },
    });
    return null;
  }
}
