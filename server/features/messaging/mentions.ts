/**
 * Mentions in a message: `@username` of a member notifies that person; `@slug` of an expert invites its agent into
 * the thread (Open WebUI's channels, where a model is mentioned into a thread). Only experts listed on the
 * conversation's site can be mentioned there: the tenant is the conversation's, set from the host it was started
 * on, never the sender's word. An agent already in the conversation answers to its slug or its name's handle while
 * its expert is still listed there; one that was removed comes back when mentioned again.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import { users } from '../../core/schema.ts';
import type { Database } from '../../db/client.ts';
import { experts } from '../catalog/schema.ts';
import { findVisibleExpert } from '../catalog/service.ts';
import { type AgentRef, handleOf, lookUpAgents } from './agents.ts';
import { appendMessage } from './append.ts';
import { toMember } from './loaders.ts';
import { mentionHandlesIn } from './text.ts';
import { memberUserIds } from './membership.ts';
import type { Emit } from './publish.ts';
import { conversationMembers, conversations, type MessageMention } from './schema.ts';

/** At most this many agents of one message are looked up in the catalog (each a query). */
const AGENT_LOOKUPS = 5;

export interface ResolvedMentions {
  mentions: MessageMention[];
  userMentions: string[];
  agents: AgentRef[];
}

/**
 * The mentions of a body, read before the send's statement (one read of the members, and the catalog only for
 * handles that may be agents; a body without @handles reads nothing). The author must be a member: otherwise
 * nothing is resolved (and the send's statement refuses the send).
 */
export async function resolveMentions(db: Database, conversationId: string, body: string, authorId: string): Promise<ResolvedMentions> {
  const handles = mentionHandlesIn(body);
  const mentions: MessageMention[] = [];
  if (handles.length === 0) return { mentions, userMentions: [], agents: [] };
  const memberRows = await db
    .select({
      userId: conversationMembers.userId,
      expertId: conversationMembers.expertId,
      agentName: conversationMembers.agentName,
      slug: experts.slug,
      username: users.username,
      tenantId: conversations.tenantId,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(users, eq(users.id, conversationMembers.userId))
    .leftJoin(experts, eq(experts.id, conversationMembers.expertId))
    .where(and(eq(conversationMembers.conversationId, conversationId), isNull(conversationMembers.leftAt)));
  if (!memberRows.some((row) => row.userId === authorId)) return { mentions, userMentions: [], agents: [] };
  const tenant = (memberRows[0]!.tenantId ?? 'main') as TenantId;
  const userMentions: string[] = [];
  const candidates: AgentRef[] = [];
  const matched = new Set<string>();
  for (const row of memberRows) {
    if (row.userId && row.username && handles.includes(row.username.toLowerCase()) && row.userId !== authorId) {
      userMentions.push(row.userId);
      mentions.push({ kind: 'user', user_id: row.userId });
      matched.add(row.username.toLowerCase());
    }
    if (!row.expertId || !row.slug) continue;
    const byName = row.agentName ? handleOf(row.agentName) : null;
    const said = handles.find((handle) => handle === row.slug || handle === byName);
    if (said) {
      candidates.push({ expertId: row.expertId, name: row.agentName ?? row.slug, handle: row.slug });
      matched.add(said);
    }
  }
  const unknown = handles.filter((handle) => !matched.has(handle));
  for (const agent of await lookUpAgents(unknown)) candidates.push(agent);
  for (const slug of unknown)
    if (!candidates.some((agent) => agent.handle === slug)) candidates.push({ expertId: '', name: '', handle: slug });
  const agents: AgentRef[] = [];
  for (const candidate of candidates.slice(0, AGENT_LOOKUPS)) {
    // Listed on this conversation's site today (a member's expert may since have been unlisted or unpublished).
    const expert = await findVisibleExpert(db, tenant, candidate.handle);
    if (!expert || (candidate.expertId && expert.id !== candidate.expertId)) continue;
    if (agents.some((known) => known.expertId === expert.id)) continue;
    agents.push({ expertId: expert.id, name: candidate.name || expert.name, handle: expert.slug });
  }
  for (const agent of agents) mentions.push({ kind: 'agent', expert_id: agent.expertId, handle: agent.handle });
  return { mentions, userMentions, agents };
}

/**
 * Agents mentioned become members (again, if they had been removed): each newly joined one is announced to the
 * members (`conversation.member_added`) and gets a system line in the thread saying it was invited. Every agent
 * mentioned is handed back, joined now or before, so the runtime answers each mention.
 */
export async function inviteAgents(
  tx: Database,
  emit: Emit,
  conversationId: string,
  agents: readonly AgentRef[],
  invitedBy: string,
  threadRootId: string,
) {
  const invited: Array<{ agent: AgentRef; threadRootId: string }> = [];
  for (const agent of agents) {
    invited.push({ agent, threadRootId });
    const [joined] = await tx
      .insert(conversationMembers)
      .values({ conversationId, memberKind: 'agent', expertId: agent.expertId, agentName: agent.name, role: 'member', invitedBy })
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.expertId],
        targetWhere: sql`${conversationMembers.expertId} is not null`,
        set: { leftAt: null, joinedAt: new Date(), invitedBy },
        setWhere: sql`${conversationMembers.leftAt} is not null`,
      })
      .returning();
    if (!joined) continue;
    // Announced before its invitation line, so the islands know the agent when its line arrives.
    const member = toMember(joined, null);
    emit({
      type: 'conversation.member_added',
      userIds: await memberUserIds(tx, conversationId),
      conversationId,
      data: { conversation_id: conversationId, member },
    });
    await appendMessage(tx, emit, {
      conversationId,
      threadRootId,
      author: { kind: 'system' },
      body: `@${agent.handle} has been invited to this thread.`,
      meta: { event: 'agent_invited', expert_id: agent.expertId, name: agent.name, handle: agent.handle },
    });
  }
  return invited;
}
