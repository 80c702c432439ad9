/** Invitations to conversations (accept, decline) and who may add you without asking (invitations.ts says why). */
import { requireUser } from '../../core/auth-guards.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler } from '../../core/router.ts';
import { announceMembers, getMyConversation } from './conversations.ts';
import * as invitations from './invitations.ts';
import type * as r from './routes.ts';

const READ = { scope: 'user:read' };
const WRITE = { scope: 'user:write' };

export const listInvitations: AppRouteHandler<typeof r.listInvitationsRoute> = async (c) => {
  const auth = requireUser(c, READ);
  const query = c.req.valid('query');
  const { data, total } = await invitations.listInvitations(c.var.deps.db, auth.user.id, query);
  return c.json({ data, meta: setPageHeaders(c, { total, current_page: query.page, per_page: query.limit }) }, 200);
};

export const acceptInvitation: AppRouteHandler<typeof r.acceptInvitationRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  const conversationId = await invitations.acceptInvitation(
    c.var.deps,
    auth.user.id,
    c.req.valid('param').id,
    async (tx, emit, id, member) => {
      await announceMembers(tx, emit, id, [member]);
    },
  );
  return c.json({ data: await getMyConversation(c.var.deps.db, auth.user.id, conversationId) }, 200);
};

export const declineInvitation: AppRouteHandler<typeof r.declineInvitationRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  await invitations.declineInvitation(c.var.deps.db, auth.user.id, c.req.valid('param').id);
  return c.json({ data: { declined: true as const } }, 200);
};

export const getMessagingSettings: AppRouteHandler<typeof r.getMessagingSettingsRoute> = async (c) => {
  const auth = requireUser(c, READ);
  return c.json({ data: await invitations.settingsOf(c.var.deps.db, auth.user.id) }, 200);
};

export const updateMessagingSettings: AppRouteHandler<typeof r.updateMessagingSettingsRoute> = async (c) => {
  const auth = requireUser(c, WRITE);
  return c.json({ data: await invitations.updateSettings(c.var.deps.db, auth.user.id, c.req.valid('json')) }, 200);
};
