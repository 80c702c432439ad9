/** Conversation and message handlers: typed input from the contract, work in the services, typed answers. */
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { users } from '../../core/schema.ts';
import { publicOrigin } from '../../core/public-origin.ts';
import { isPlatformAdmin } from '../../core/roles.ts';
import { requestTenant } from '../../core/tenant.ts';
import { requireUser } from '../../core/auth-guards.ts';
import { ApiError } from '../../lib/api-error.ts';
import { countWrites } from '../../middleware/write-limit.ts';
import { findReachableExpert } from '../catalog/service.ts';
import { runAfterResponse } from '../../lib/background.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler } from '../../core/router.ts';
import { agentMentionHandler } from './agents.ts';
import { expertChatHandler } from './expert-chat.ts';
import * as conversationsService from './conversations.ts';
import { escapeLike } from './conversations.ts';
import * as messagesService from './messages.ts';
import { type PendingMail, sendNotificationMails } from './notifications.ts';
import * as sendService from './send.ts';
import type * as r from './routes.ts';
import { conversationMembers } from './schema.ts';

const READ = { scope: 'user:read' };
const WRITE = { scope: 'user:write' };

export const listConversations: AppRouteHandler<typeof r.listConversationsRoute> = async (c) => {
  const auth = requireUser(c, READ);
  const query = c.req.valid('query');
  const { data, total } = await conversationsService.listMyConversations(c.var.deps.db, auth.user.id, query);
  return c.json({ data, meta: setPageHeaders(c, { total, current_page: query.page, per_page: query.limit }) }, 200);
};

/**
 * An expert a conversation is about, or with: one this site lists, published (or the caller's own, or any for a
 * platform admin); EXPERT_NOT_FOUND otherwise, as for an unknown one. Its name comes from the catalog, never the caller.
 */
async function reachableExpert(c: Parameters<typeof requireUser>[0], expertId: string) {
  const { user } = requireUser(c, WRITE);
  const { db, env } = c.var.deps;
  const expert = await findReachableExpert(db, requestTenant(c), { id: expertId }, { userId: user.id, admin: isPlatformAdmin(user, env) });
  if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
  return expert;
}

export const createConversation: AppRouteHandler<typeof r.createConversationRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const body = c.req.valid('json');
  if (body.expert_id) await reachableExpert(c, body.expert_id);
  const { conversation, mails } = await conversationsService.createConversation(c.var.deps, auth.user, body, requestTenant(c));
  mailAfterResponse(c, mails);
  return c.json({ data: conversation }, 201);
};

/** Notification mails (invitations, mentions) go out after the answer, never delaying it. */
function mailAfterResponse(c: Parameters<typeof requireUser>[0], mails: readonly PendingMail[]): void {
  if (mails.length === 0) return;
  const deps = c.var.deps;
  const origin = publicOrigin(deps.env);
  runAfterResponse(c.var.log, 'notification mail failed', () => sendNotificationMails({ ...deps, origin }, mails));
}

export const openDirectConversation: AppRouteHandler<typeof r.openDirectConversationRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const body = c.req.valid('json');
  const expert = body.expert_id ? await reachableExpert(c, body.expert_id) : null;
  const view = await conversationsService.openDirectConversation(
    c.var.deps,
    auth.user,
    expert ? { expertId: expert.id, expertName: expert.name } : { userId: body.user_id },
    requestTenant(c),
    // A first direct conversation with a person counts against the new-conversations limit; with an expert it does not.
    expert ? undefined : () => countWrites(c.var.deps, 'conversationsPerAccount', auth.user.id),
  );
  return c.json({ data: view }, 200);
};

export const getConversation: AppRouteHandler<typeof r.getConversationRoute> = async (c) => {
  const auth = requireUser(c, READ);
  return c.json({ data: await conversationsService.getMyConversation(c.var.deps.db, auth.user.id, c.req.valid('param').id) }, 200);
};

export const updateConversation: AppRouteHandler<typeof r.updateConversationRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const view = await conversationsService.updateConversation(c.var.deps, auth.user.id, c.req.valid('param').id, c.req.valid('json'));
  return c.json({ data: view }, 200);
};

export const updateMyMembership: AppRouteHandler<typeof r.updateMyMembershipRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const view = await conversationsService.updateMyMembership(c.var.deps.db, auth.user.id, c.req.valid('param').id, c.req.valid('json'));
  return c.json({ data: view }, 200);
};

export const bulkUpdateConversations: AppRouteHandler<typeof r.bulkUpdateConversationsRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  return c.json({ data: { updated: await conversationsService.bulkUpdate(c.var.deps, auth.user.id, c.req.valid('json')) } }, 200);
};

export const addMembers: AppRouteHandler<typeof r.addMembersRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const body = c.req.valid('json');
  const { members, mails } = await conversationsService.addMembers(
    c.var.deps,
    auth.user.id,
    c.req.valid('param').id,
    body.user_ids,
    body.role,
  );
  mailAfterResponse(c, mails);
  return c.json({ data: members }, 200);
};

export const removeMember: AppRouteHandler<typeof r.removeMemberRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const { id, member_id: memberId } = c.req.valid('param');
  await conversationsService.removeMember(c.var.deps, auth.user.id, id, memberId);
  return c.json({ data: { removed: true as const } }, 200);
};

export const markRead: AppRouteHandler<typeof r.markReadRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  c.set('privateWrite', true);
  const result = await conversationsService.markRead(c.var.deps, auth.user.id, c.req.valid('param').id, c.req.valid('json').seq);
  return c.json({ data: result }, 200);
};

export const sendTyping: AppRouteHandler<typeof r.sendTypingRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  c.set('privateWrite', true);
  await messagesService.sendTyping(
    c.var.deps,
    { id: auth.user.id, name: auth.user.fullName },
    c.req.valid('param').id,
    c.req.valid('json').typing,
  );
  return c.json({ data: { accepted: true as const } }, 202);
};

export const findPeople: AppRouteHandler<typeof r.findPeopleRoute> = async (c) => {
  const auth = requireUser(c, READ);
  const query = c.req.valid('query');
  const search = query.search.toLowerCase();
  const db = c.var.deps.db;
  if (search === '')
    return c.json({ data: [], meta: setPageHeaders(c, { total: 0, current_page: query.page, per_page: query.limit }) }, 200);
  // Exactly that e-mail or username, or someone you already share a conversation with whose name starts so.
  const shared = sql`${users.id} in (select other.user_id from ${conversationMembers} other join ${conversationMembers} mine on mine.conversation_id = other.conversation_id where mine.user_id = ${auth.user.id}::uuid and mine.left_at is null and other.left_at is null)`;
  const rows = await db
    .select({ user_id: users.id, name: users.fullName, username: users.username })
    .from(users)
    .where(
      and(
        ne(users.id, auth.user.id),
        or(
          eq(users.email, search),
          sql`lower(${users.username}) = ${search}`,
          and(shared, ilike(users.fullName, `${escapeLike(query.search)}%`)),
        ),
      ),
    )
    .orderBy(users.fullName)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return c.json({ data: rows, meta: setPageHeaders(c, { total: rows.length, current_page: query.page, per_page: query.limit }) }, 200);
};

export const listMessages: AppRouteHandler<typeof r.listMessagesRoute> = async (c) => {
  const auth = requireUser(c, READ);
  const query = c.req.valid('query');
  const { data, total } = await messagesService.listMessages(c.var.deps.db, auth.user.id, c.req.valid('param').id, query);
  return c.json({ data, meta: setPageHeaders(c, { total, current_page: query.page, per_page: query.limit }) }, 200);
};

export const sendMessage: AppRouteHandler<typeof r.sendMessageRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const deps = c.var.deps;
  const result = await sendService.sendMessage(
    deps,
    { id: auth.user.id, name: auth.user.fullName },
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  mailAfterResponse(c, result.mails);
  const handler = agentMentionHandler();
  for (const invited of result.invitedAgents) {
    if (!handler) continue;
    const mention = {
      conversationId: result.message.conversation_id,
      messageId: result.message.id,
      threadRootId: invited.threadRootId,
      agent: invited.agent,
      mentionedBy: auth.user.id,
      tenant: result.tenant,
    };
    runAfterResponse(c.var.log, 'agent mention handler failed', () => handler(mention));
  }
  // In a person's chat with an expert, a plain message in the main timeline is a question to its agent (issue 24):
  // the handler checks that it is one and answers (or queues it behind the answer being written).
  const chat = expertChatHandler();
  if (chat && !result.replayed && result.invitedAgents.length === 0 && !result.message.thread_root_id) {
    const question = { conversationId: result.message.conversation_id, messageId: result.message.id, askedBy: auth.user.id };
    runAfterResponse(c.var.log, 'expert chat handler failed', () => chat(question));
  }
  // An agent invited here may count a run on its public listing: only a plain message leaves visitors' reads as they were.
  if (result.invitedAgents.length === 0) c.set('privateWrite', true);
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ data: result.message }, 201);
};

export const searchMessages: AppRouteHandler<typeof r.searchMessagesRoute> = async (c) => {
  const auth = requireUser(c, READ);
  const query = c.req.valid('query');
  const { data, total } = await messagesService.searchMessages(c.var.deps.db, auth.user.id, query);
  return c.json({ data, meta: setPageHeaders(c, { total, current_page: query.page, per_page: query.limit }) }, 200);
};

export const editMessage: AppRouteHandler<typeof r.editMessageRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  c.set('privateWrite', true);
  return c.json(
    { data: await messagesService.editMessage(c.var.deps, auth.user.id, c.req.valid('param').id, c.req.valid('json').body) },
    200,
  );
};

export const deleteMessage: AppRouteHandler<typeof r.deleteMessageRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  c.set('privateWrite', true);
  return c.json({ data: await messagesService.deleteMessage(c.var.deps, auth.user.id, c.req.valid('param').id) }, 200);
};

export const listRevisions: AppRouteHandler<typeof r.listRevisionsRoute> = async (c) => {
  const auth = requireUser(c, READ);
  const data = await messagesService.listRevisions(c.var.deps.db, auth.user.id, c.req.valid('param').id);
  return c.json({ data, meta: setPageHeaders(c, { total: data.length, current_page: 1, per_page: Math.max(data.length, 1) }) }, 200);
};

export const addReaction: AppRouteHandler<typeof r.addReactionRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  c.set('privateWrite', true);
  return c.json(
    { data: await messagesService.changeReaction(c.var.deps, auth.user.id, c.req.valid('param').id, c.req.valid('json').emoji, true) },
    200,
  );
};

export const removeReaction: AppRouteHandler<typeof r.removeReactionRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  c.set('privateWrite', true);
  const { id, emoji } = c.req.valid('param');
  return c.json({ data: await messagesService.changeReaction(c.var.deps, auth.user.id, id, emoji, false) }, 200);
};
