/** Preference rating handlers: comparison sets (their creator's), the next blind task, a rating, and dataset exports. */
import { requireUser } from '../../core/auth-guards.ts';
import { isPlatformAdmin } from '../../core/roles.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { requestTenant } from '../../core/tenant.ts';
import { DATASET_MEDIA_TYPE } from '../../../contract/preferences/datasets.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import { datasetBatches, jsonLinesStream } from './dataset-export.ts';
import { pseudonymSecretOf } from './pseudonym.ts';
import { toComparisonSet } from './progress.ts';
import { nextTask, rate } from './rating.ts';
import type * as routes from './routes.ts';
import { createComparisonSet as create, listOwnSets, ownSet } from './sets.ts';
import { ownExpert, versionFeedbackFigures } from './version-figures.ts';
import { noticeWorseVersions } from './worse-notice.ts';

type C = Parameters<typeof requireUser>[0];
/** The caller on this site: sets and their tasks belong to the site they were made on. */
function actorOf(c: C, scope: 'user:read' | 'user:write') {
  const { user } = requireUser(c, { scope });
  return { userId: user.id, tenant: requestTenant(c), admin: isPlatformAdmin(user, c.var.deps.env) };
}

export const createComparisonSet: Handler<typeof routes.createComparisonSetRoute> = async (c) => {
  const set = await create(c.var.deps, actorOf(c, 'user:write'), c.req.valid('json'));
  return c.json({ data: await toComparisonSet(c.var.deps.db, set, pseudonymSecretOf(c.var.deps.env)) }, 201);
};

export const listComparisonSets: Handler<typeof routes.listComparisonSetsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { db, env } = c.var.deps;
  const { rows, total } = await listOwnSets(db, actorOf(c, 'user:read').userId, query);
  const meta = setPageHeaders(c, { total, current_page: query.page, per_page: query.limit });
  const secret = pseudonymSecretOf(env);
  return c.json({ data: await Promise.all(rows.map((row) => toComparisonSet(db, row, secret))), meta }, 200);
};

export const getComparisonSet: Handler<typeof routes.getComparisonSetRoute> = async (c) => {
  const { db } = c.var.deps;
  const set = await ownSet(db, actorOf(c, 'user:read').userId, c.req.valid('param').id);
  return c.json({ data: await toComparisonSet(db, set, pseudonymSecretOf(c.var.deps.env)) }, 200);
};

export const nextComparisonTask: Handler<typeof routes.nextComparisonTaskRoute> = async (c) => {
  return c.json({ data: await nextTask(c.var.deps.db, actorOf(c, 'user:read')) }, 200);
};

export const rateComparisonTask: Handler<typeof routes.rateComparisonTaskRoute> = async (c) => {
  const rating = await rate(c.var.deps.db, actorOf(c, 'user:write'), c.req.valid('param').id, c.req.valid('json'));
  await noticeWorseVersions(c.var.deps, [rating.reveal.a.id, rating.reveal.b.id]);
  return c.json({ data: rating }, 201);
};

export const listVersionFeedbackFigures: Handler<typeof routes.listVersionFeedbackFiguresRoute> = async (c) => {
  const { userId } = actorOf(c, 'user:read');
  return c.json({ data: await versionFeedbackFigures(c.var.deps.db, userId, c.req.valid('param').id) }, 200);
};

export const exportDataset: Handler<typeof routes.exportDatasetRoute> = async (c) => {
  const { userId } = actorOf(c, 'user:read');
  const { id, kind } = c.req.valid('param');
  const { db, env } = c.var.deps;
  const expert = await ownExpert(db, userId, id);
  // Without its secret a pseudonym could be recomputed from a user id, so production refuses rather than guess one.
  const secret = pseudonymSecretOf(env);
  if (!secret) throw new ApiError('SERVICE_UNAVAILABLE');
  const batches = datasetBatches(db, { expertId: expert.id, kind, query: c.req.valid('query'), secret });
  const day = new Date().toISOString().slice(0, 10);
  return c.body(jsonLinesStream(batches), 200, {
    'Content-Type': `${DATASET_MEDIA_TYPE}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${expert.slug}-${kind}-${day}.jsonl"`,
    'Cache-Control': 'no-store',
    // nginx passes the stream on as it comes instead of buffering the whole export first.
    'X-Accel-Buffering': 'no',
  }) as never;
};
