/** The platform admin's review queue: creator requests, listings in review, reported reviews. */
import { ApiError } from '../../lib/api-error.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { requireAdmin } from './actor.ts';
import * as moderation from './moderation.ts';
import { listModeration } from '../../core/moderation-audit.ts';
import { findReviewRow } from './reviews.ts';
import type * as routes from './routes.ts';

export const listCreatorRequests: Handler<typeof routes.listCreatorRequestsRoute> = async (c) => {
  requireAdmin(c);
  const query = c.req.valid('query');
  const result = await moderation.listRequests(c.var.deps.db, query);
  const meta = setPageHeaders(c, { total: result.total, current_page: query.page, per_page: query.limit });
  return c.json({ data: result.items, meta }, 200);
};

export const approveCreatorRequest: Handler<typeof routes.approveCreatorRequestRoute> = async (c) => {
  const admin = requireAdmin(c);
  return c.json({ data: await moderation.decideRequest(c.var.deps.db, admin.userId, c.req.valid('param').id, { approve: true }) }, 200);
};

export const rejectCreatorRequest: Handler<typeof routes.rejectCreatorRequestRoute> = async (c) => {
  const admin = requireAdmin(c);
  const { reason } = c.req.valid('json');
  return c.json(
    { data: await moderation.decideRequest(c.var.deps.db, admin.userId, c.req.valid('param').id, { approve: false, reason }) },
    200,
  );
};

export const listExpertSubmissions: Handler<typeof routes.listExpertSubmissionsRoute> = async (c) => {
  requireAdmin(c);
  const query = c.req.valid('query');
  const result = await moderation.listListings(c.var.deps.db, query);
  const meta = setPageHeaders(c, { total: result.total, current_page: query.page, per_page: query.limit });
  return c.json({ data: result.items, meta }, 200);
};

export const approveExpert: Handler<typeof routes.approveExpertRoute> = async (c) => {
  const admin = requireAdmin(c);
  return c.json({ data: await moderation.moveListing(c.var.deps.db, admin.userId, c.req.valid('param').id, 'approve') }, 200);
};

export const rejectExpert: Handler<typeof routes.rejectExpertRoute> = async (c) => {
  const admin = requireAdmin(c);
  const { reason } = c.req.valid('json');
  return c.json({ data: await moderation.moveListing(c.var.deps.db, admin.userId, c.req.valid('param').id, 'reject', reason) }, 200);
};

export const suspendExpert: Handler<typeof routes.suspendExpertRoute> = async (c) => {
  const admin = requireAdmin(c);
  const { reason } = c.req.valid('json');
  return c.json({ data: await moderation.moveListing(c.var.deps.db, admin.userId, c.req.valid('param').id, 'suspend', reason) }, 200);
};

export const reinstateExpert: Handler<typeof routes.reinstateExpertRoute> = async (c) => {
  const admin = requireAdmin(c);
  return c.json({ data: await moderation.moveListing(c.var.deps.db, admin.userId, c.req.valid('param').id, 'reinstate') }, 200);
};

export const listReviewReports: Handler<typeof routes.listReviewReportsRoute> = async (c) => {
  requireAdmin(c);
  const { page, limit } = c.req.valid('query');
  const result = await moderation.listReportedReviews(c.var.deps.db, page, limit);
  const meta = setPageHeaders(c, { total: result.total, current_page: page, per_page: limit });
  return c.json({ data: result.items, meta }, 200);
};

export const resolveReviewReports: Handler<typeof routes.resolveReviewReportsRoute> = async (c) => {
  // A member is refused before any id is looked at (no probing which reviews exist).
  const admin = requireAdmin(c);
  const row = await findReviewRow(c.var.deps.db, c.req.valid('param').id);
  if (!row) throw new ApiError('REVIEW_NOT_FOUND');
  const { action, reason } = c.req.valid('json');
  await moderation.resolveReported(c.var.deps.db, admin.userId, row, action, reason);
  return c.json({ data: { action } }, 200);
};

export const listModerationAudit: Handler<typeof routes.listModerationAuditRoute> = async (c) => {
  requireAdmin(c);
  const { page, limit } = c.req.valid('query');
  const result = await listModeration(c.var.deps.db, page, limit);
  const meta = setPageHeaders(c, { total: result.total, current_page: page, per_page: limit });
  return c.json({ data: result.items, meta }, 200);
};
