/** Notification handlers: the list per filter, counts, bulk marking, per-kind preferences. */
import { requireUser } from '../../core/auth-guards.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler } from '../../core/router.ts';
import { countsFor, listNotifications as listFor, listPreferences, markNotifications as mark, savePreferences } from './notifications.ts';
import type * as r from './routes.ts';

export const listNotifications: AppRouteHandler<typeof r.listNotificationsRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:read' });
  const query = c.req.valid('query');
  const { data, total } = await listFor(c.var.deps.db, auth.user.id, query);
  return c.json({ data, meta: setPageHeaders(c, { total, current_page: query.page, per_page: query.limit }) }, 200);
};

export const getNotificationCounts: AppRouteHandler<typeof r.getNotificationCountsRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:read' });
  return c.json({ data: (await countsFor(c.var.deps.db, [auth.user.id])).get(auth.user.id)! }, 200);
};

export const markNotifications: AppRouteHandler<typeof r.markNotificationsRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:write' });
  c.set('privateWrite', true);
  return c.json({ data: await mark(c.var.deps, auth.user.id, c.req.valid('json')) }, 200);
};

export const getNotificationPreferences: AppRouteHandler<typeof r.getNotificationPreferencesRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:read' });
  return c.json({ data: await listPreferences(c.var.deps.db, auth.user.id) }, 200);
};

export const updateNotificationPreferences: AppRouteHandler<typeof r.updateNotificationPreferencesRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:write' });
  return c.json({ data: await savePreferences(c.var.deps.db, auth.user.id, c.req.valid('json').preferences) }, 200);
};
