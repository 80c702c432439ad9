/** Run handlers: start and steer runs, the personal task list, recommendations. */
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { isPlatformAdmin } from '../../core/roles.ts';
import { requestTenant } from '../../core/tenant.ts';
import { requireUser } from '../../core/auth-guards.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { findReachableExpert } from '../catalog/service.ts';
import type { RunsDeps } from './deps.ts';
import type * as routes from './routes.ts';
import * as runsService from './runs.ts';
import { runs } from './schema.ts';
import { toRun, toSummary } from './views.ts';
import { runActivity } from './activity.ts';
import { versionRunFigures } from './figures.ts';

type C = Parameters<typeof requireUser>[0];
const depsOf = (c: C): RunsDeps => c.var.deps;
/** The caller on this site (runs are the site's they started on). */
function actorOf(c: C, scope: 'user:read' | 'user:write'): runsService.RunActor {
  const { user } = requireUser(c, { scope });
  return { userId: user.id, tenant: requestTenant(c), admin: isPlatformAdmin(user, c.var.deps.env) };
}

export const startRun: Handler<typeof routes.startRunRoute> = async (c) => {
  const actor = actorOf(c, 'user:write');
  const { run, replayed } = await runsService.startRunForUser(depsOf(c), actor, c.req.valid('json'));
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ data: await toRun(c.var.deps.db, run, actor.userId) }, 201);
};

export const listMyRuns: Handler<typeof routes.listMyRunsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await runsService.listRuns(c.var.deps.db, actorOf(c, 'user:read'), query);
  const meta = setPageHeaders(c, { total, current_page: query.page, per_page: query.limit });
  return c.json({ data: await Promise.all(rows.map((row) => toSummary(c.var.deps.db, row))), meta }, 200);
};

export const getMyRunActivity: Handler<typeof routes.getMyRunActivityRoute> = async (c) => {
  const actor = actorOf(c, 'user:read');
  return c.json({ data: await runActivity(c.var.deps.db, actor, c.req.valid('query').tz) }, 200);
};

export const getRun: Handler<typeof routes.getRunRoute> = async (c) => {
  const actor = actorOf(c, 'user:read');
  const row = await runsService.visibleRun(c.var.deps.db, actor, c.req.valid('param').id);
  return c.json({ data: await toRun(c.var.deps.db, row, actor.userId) }, 200);
};

export const provideRunInput: Handler<typeof routes.provideRunInputRoute> = async (c) => {
  const actor = actorOf(c, 'user:write');
  const row = await runsService.provideInput(depsOf(c), actor, c.req.valid('param').id, c.req.valid('json').input);
  return c.json({ data: await toRun(c.var.deps.db, row, actor.userId) }, 200);
};

export const retryRun: Handler<typeof routes.retryRunRoute> = async (c) => {
  const actor = actorOf(c, 'user:write');
  const row = await runsService.retry(depsOf(c), actor, c.req.valid('param').id);
  return c.json({ data: await toRun(c.var.deps.db, row, actor.userId) }, 200);
};

export const cancelRun: Handler<typeof routes.cancelRunRoute> = async (c) => {
  const actor = actorOf(c, 'user:write');
  const row = await runsService.cancel(depsOf(c), actor, c.req.valid('param').id);
  return c.json({ data: await toRun(c.var.deps.db, row, actor.userId) }, 200);
};

/** What people who ran the same experts as you ran next (similar users), then the most run experts, on this site. */
export const listRecommendations: Handler<typeof routes.listRecommendationsRoute> = async (c) => {
  const { userId, tenant } = actorOf(c, 'user:read');
  const { db } = c.var.deps;
  const here = eq(runs.tenantId, tenant);
  const mine = db
    .select({ id: runs.expertId })
    .from(runs)
    .where(and(here, eq(runs.userId, userId)));
  const peers = db
    .selectDistinct({ id: runs.userId })
    .from(runs)
    .where(and(here, ne(runs.userId, userId), sql`${runs.expertId} in (${mine})`));
  const counted = (similar: boolean) =>
    db
      .select({ expertId: runs.expertId, n: sql<number>`count(*)::int` })
      .from(runs)
      .where(and(here, notInArray(runs.expertId, mine), similar ? sql`${runs.userId} in (${peers})` : ne(runs.userId, userId)))
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
    // Only what this site lists, published: a recommendation anyone may follow.
    const expert = await findReachableExpert(db, tenant, { id: pick.id }, { userId, admin: false });
    if (expert?.status === 'published')
      data.push({ expert: { id: expert.id, slug: expert.slug, name: expert.name, tagline: '', category: null }, reason: pick.reason });
  }
  return c.json({ data }, 200);
};

export const listVersionRunFigures: Handler<typeof routes.listVersionRunFiguresRoute> = async (c) => {
  const { user } = requireUser(c, { scope: 'user:read' });
  return c.json({ data: await versionRunFigures(c.var.deps.db, user.id, c.req.valid('param').id) }, 200);
};
