/** Review queue handlers: the items waiting for you, one item, and your decision. */
import { requireUser } from '../../core/auth-guards.ts';
import { requestTenant } from '../../core/tenant.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import { findRunById } from '../runs/service.ts';
import { agentAnalytics } from './analytics.ts';
import { decide, listForReviewer, visibleItem } from './queue.ts';
import type * as routes from './routes.ts';
import { toReviewItem } from './views.ts';

type C = Parameters<typeof requireUser>[0];
const reader = (c: C) => requireUser(c, { scope: 'user:read' }).user.id;
/** The caller on this site: a run's owner reads its items on the site it started on, a reviewer on any. */
const viewerOf = (c: C, scope: 'user:read' | 'user:write') => ({ userId: requireUser(c, { scope }).user.id, tenant: requestTenant(c) });

export const listReviewItems: Handler<typeof routes.listReviewItemsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { db } = c.var.deps;
  const userId = reader(c);
  const { rows, total } = await listForReviewer(db, userId, query);
  const meta = setPageHeaders(c, { total, current_page: query.page, per_page: query.limit });
  const data = await Promise.all(
    rows.map(async (row) => toReviewItem(db, row, (await findRunById(db, row.runId)) ?? { expertId: '', question: '' }, userId)),
  );
  return c.json({ data, meta }, 200);
};

export const getReviewItem: Handler<typeof routes.getReviewItemRoute> = async (c) => {
  const viewer = viewerOf(c, 'user:read');
  const { item, run } = await visibleItem(c.var.deps.db, viewer, c.req.valid('param').id);
  return c.json({ data: await toReviewItem(c.var.deps.db, item, run, viewer.userId) }, 200);
};

export const decideReviewItem: Handler<typeof routes.decideReviewItemRoute> = async (c) => {
  const viewer = viewerOf(c, 'user:write');
  const { item, run } = await decide(c.var.deps, viewer, c.req.valid('param').id, c.req.valid('json'));
  return c.json({ data: await toReviewItem(c.var.deps.db, item, run, viewer.userId) }, 200);
};

export const getAgentAnalytics: Handler<typeof routes.getAgentAnalyticsRoute> = async (c) => {
  const { user } = requireUser(c, { scope: 'user:read' });
  return c.json({ data: await agentAnalytics(c.var.deps.db, user.id, c.req.valid('query').tz) }, 200);
};
