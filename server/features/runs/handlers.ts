/** Run handlers: start and steer runs, the personal task list, recommendations. */
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { requestTenant } from '../../core/tenant.ts';
import { requireUser } from '../../core/auth-guards.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { findExpertById } from '../catalog/service.ts';
import type { RunsDeps } from './deps.ts';
import type * as routes from './routes.ts';
import * as runsService from './runs.ts';
import { runs } from './schema.ts';
import { toRun, toSummary } from './views.ts';

type C = Parameters<typeof requireUser>[0];
const reader = (c: C) => requireUser(c, { scope: 'user:read' }).user.id;
const writer = (c: C) => requireUser(c, { scope: 'user:write' }).user.id;
const depsOf = (c: C): RunsDeps => c.var.deps;

export const startRun: Handler<typeof routes.startRunRoute> = async (c) => {
  const row = await runsService.startRunForUser(depsOf(c), writer(c), requestTenant(c), c.req.valid('json'));
  return c.json({ data: await toRun(c.var.deps.db, row) }, 201);
};

export const listMyRuns: Handler<typeof routes.listMyRunsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await runsService.listRuns(c.var.deps.db, reader(c), query);
  const meta = setPageHeaders(c, { total, current_page: query.page, per_page: query.limit });
  return c.json({ data: await Promise.all(rows.map((row) => toSummary(c.var.deps.db, row))), meta }, 200);
};

export const getRun: Handler<typeof routes.getRunRoute> = async (c) => {
  const userId = reader(c);
  const row = await runsService.visibleRun(c.var.deps.db, userId, c.req.valid('param').id);
  return c.json({ data: await toRun(c.var.deps.db, row, { owner: row.userId === userId }) }, 200);
};

export const provideRunInput: Handler<typeof routes.provideRunInputRoute> = async (c) => {
  const row = await runsService.provideInput(depsOf(c), writer(c), c.req.valid('param').id, c.req.valid('json').input);
  return c.json({ data: await toRun(c.var.deps.db, row) }, 200);
};

export const retryRun: Handler<typeof routes.retryRunRoute> = async (c) => {
  const row = await runsService.retry(depsOf(c), writer(c), c.req.valid('param').id);
  return c.json({ data: await toRun(c.var.deps.db, row) }, 200);
};

export const cancelRun: Handler<typeof routes.cancelRunRoute> = async (c) => {
  const row = await runsService.cancel(depsOf(c), writer(c), c.req.valid('param').id);
  return c.json({ data: await toRun(c.var.deps.db, row) }, 200);
};

/** What people who ran the same experts as you ran next (similar users), then the most run experts. */
export const listRecommendations: Handler<typeof routes.listRecommendationsRoute> = async (c) => {
  const userId = reader(c);
  const { db } = c.var.deps;
  const mine = db.select({ id: runs.expertId }).from(runs).where(eq(runs.userId, userId));
  const peers = db
    .selectDistinct({ id: runs.userId })
    .from(runs)
    .where(and(ne(runs.userId, userId), sql`${runs.expertId} in (${mine})`));
  const counted = (similar: boolean) =>
    db
      .select({ expertId: runs.expertId, n: sql<number>`count(*)::int` })
      .from(runs)
      .where(and(notInArray(runs.expertId, mine), similar ? sql`${runs.userId} in (${peers})` : ne(runs.userId, userId)))
      .groupBy(runs.expertId)
      .orderBy(desc(sql`count(*)`))
      .limit(6);
  const [similar, popular] = await Promise.all([counted(true), counted(false)]);
  const picks = [
    ...similar.map((row) => ({ id: row.expertId, reason: 'similar_users' as const })),
    ...popular.map((row) => ({ id: row.expertId, reason: 'popular' as const })),
  ].filter((pick, index, all) => all.findIndex((other) => other.id === pick.id) === index);
  const data = [];
  for (const pick of picks.slice(0, 6)) {
    const expert = await findExpertById(db, pick.id);
    if (expert?.status === 'published')
      data.push({ expert: { id: expert.id, slug: expert.slug, name: expert.name, tagline: '', category: null }, reason: pick.reason });
  }
  return c.json({ data }, 200);
};
