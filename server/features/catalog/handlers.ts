/** Public marketplace handlers: browse, search, expert pages, reviews, bookmarks, creators' pages, utility lists. */
import { asc, ilike, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import { requestTenant } from '../../core/tenant.ts';
import { actorOf, authorize } from './actor.ts';
import { expertCards, expertPage } from './cards.ts';
import { listCountries as countryList } from './countries.ts';
import { findCreatorPage } from './creators.ts';
import {
  hasUsed,
  listBookmarks as bookmarkPage,
  listCategories as categoryList,
  listFeatured,
  setBookmark,
  viewerState,
} from './engagement.ts';
import { listExpertIds } from './listing.ts';
import * as reviewStore from './reviews.ts';
import type * as routes from './routes.ts';
import { tags } from './schema.ts';
import { findVisibleExpert, recordExpertUse } from './service.ts';
import { answerSharedList, sharedList, sharedListAlias, sharedListKey } from './shared-list.ts';

async function visibleExpertOr404(c: Context<AppEnv>, slug: string) {
  const expert = await findVisibleExpert(c.var.deps.db, requestTenant(c), slug);
  if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
  return expert;
}

export const listExperts: Handler<typeof routes.listExpertsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { db, publicReads } = c.var.deps;
  const tenant = requestTenant(c);
  // The same for every visitor of the tenant: shared for a moment (lib/read-cache.ts) as the bytes of its answer, and
  // found again by its raw query string before validation (shared-list.ts). Page and limit are in the key, so the
  // body's meta is too.
  let loadedMs: number | null = null;
  const list = await publicReads.through(
    sharedListKey(tenant, query),
    async () => {
      const started = performance.now();
      const page = await listExpertIds(db, tenant, query);
      const data = await expertCards(db, page.ids);
      loadedMs = performance.now() - started;
      const total = page.capped ? { total: page.total, total_capped: true } : { total: page.total };
      return sharedList(data, { ...total, current_page: query.page, per_page: query.limit });
    },
    sharedListAlias(c, tenant),
  );
  // Server-Timing: how long this answer's queries took, or that the shared list answered (bench:catalog reads it).
  c.header('server-timing', loadedMs === null ? 'cache;desc=hit' : `db;dur=${(loadedMs as number).toFixed(2)}`);
  return answerSharedList(c, list);
};

export const listFeaturedExperts: Handler<typeof routes.listFeaturedExpertsRoute> = async (c) =>
  c.json({ data: await listFeatured(c.var.deps.db, requestTenant(c)) }, 200);

export const getExpert: Handler<typeof routes.getExpertRoute> = async (c) => {
  const expert = await visibleExpertOr404(c, c.req.valid('param').slug);
  return c.json({ data: (await expertPage(c.var.deps.db, expert.id))! }, 200);
};

export const getExpertViewer: Handler<typeof routes.getExpertViewerRoute> = async (c) => {
  const actor = await actorOf(c, 'user:read');
  const expert = await visibleExpertOr404(c, c.req.valid('param').slug);
  return c.json({ data: await viewerState(c.var.deps.db, actor.userId, expert) }, 200);
};

export const useExpert: Handler<typeof routes.useExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  const expert = await visibleExpertOr404(c, c.req.valid('param').slug);
  const { db } = c.var.deps;
  await recordExpertUse(db, { userId: actor.userId, expertId: expert.id, tenant: requestTenant(c) });
  return c.json({ data: await viewerState(db, actor.userId, expert) }, 200);
};

export const bookmarkExpert: Handler<typeof routes.bookmarkExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  const expert = await visibleExpertOr404(c, c.req.valid('param').slug);
  await setBookmark(c.var.deps.db, actor.userId, expert.id, true);
  return c.json({ data: await viewerState(c.var.deps.db, actor.userId, expert) }, 200);
};

export const unbookmarkExpert: Handler<typeof routes.unbookmarkExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  const expert = await visibleExpertOr404(c, c.req.valid('param').slug);
  await setBookmark(c.var.deps.db, actor.userId, expert.id, false);
  return c.json({ data: await viewerState(c.var.deps.db, actor.userId, expert) }, 200);
};

export const listBookmarks: Handler<typeof routes.listBookmarksRoute> = async (c) => {
  const actor = await actorOf(c, 'user:read');
  const { page, limit } = c.req.valid('query');
  const result = await bookmarkPage(c.var.deps.db, requestTenant(c), actor.userId, page, limit);
  const meta = setPageHeaders(c, { total: result.total, current_page: page, per_page: limit });
  return c.json({ data: result.items, meta }, 200);
};

export const listCategories: Handler<typeof routes.listCategoriesRoute> = async (c) =>
  c.json({ data: await categoryList(c.var.deps.db, requestTenant(c)) }, 200);

export const listExpertReviews: Handler<typeof routes.listExpertReviewsRoute> = async (c) => {
  const expert = await visibleExpertOr404(c, c.req.valid('param').slug);
  const query = c.req.valid('query');
  const result = await reviewStore.listReviews(c.var.deps.db, expert.id, query);
  const meta = setPageHeaders(c, { total: result.total, current_page: query.page, per_page: query.limit });
  return c.json({ data: result.items, meta }, 200);
};

export const createReview: Handler<typeof routes.createReviewRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  const expert = await visibleExpertOr404(c, c.req.valid('param').slug);
  const { db } = c.var.deps;
  authorize(actor, { action: 'review.create', expert, hasUsed: await hasUsed(db, actor.userId, expert.id) });
  const body = c.req.valid('json');
  const review = await reviewStore.createReview(db, { expertId: expert.id, userId: actor.userId, ...body });
  return c.json({ data: review }, 201);
};

/** A review the caller may act on; someone else's reads as unknown (404), like any id that is not yours. */
async function reviewFor(c: Context<AppEnv>, id: string, action: 'review.edit' | 'review.delete') {
  const actor = await actorOf(c, 'user:write');
  const row = await reviewStore.findReviewRow(c.var.deps.db, id);
  if (!row) throw new ApiError('REVIEW_NOT_FOUND');
  authorize(actor, { action, review: row }, 'REVIEW_NOT_FOUND');
  return row;
}

export const updateReview: Handler<typeof routes.updateReviewRoute> = async (c) => {
  const row = await reviewFor(c, c.req.valid('param').id, 'review.edit');
  return c.json({ data: await reviewStore.updateReview(c.var.deps.db, row, c.req.valid('json')) }, 200);
};

export const deleteReview: Handler<typeof routes.deleteReviewRoute> = async (c) => {
  const row = await reviewFor(c, c.req.valid('param').id, 'review.delete');
  await reviewStore.deleteReview(c.var.deps.db, row);
  return c.json({ data: { deleted: true as const } }, 200);
};

export const reportReview: Handler<typeof routes.reportReviewRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  const { db } = c.var.deps;
  const row = await reviewStore.findReviewRow(db, c.req.valid('param').id);
  // Hidden reviews, and reviews of experts this site does not list, cannot be reported from here.
  const review = row && !row.hiddenAt ? await reviewStore.reviewById(db, row.id) : null;
  if (!row || !review || !(await findVisibleExpert(db, requestTenant(c), review.expert_slug))) throw new ApiError('REVIEW_NOT_FOUND');
  authorize(actor, { action: 'review.report', review: row });
  await reviewStore.reportReview(db, row, { userId: actor.userId, ...c.req.valid('json') });
  return c.json({ data: { reported: true as const } }, 201);
};

export const getCreator: Handler<typeof routes.getCreatorRoute> = async (c) => {
  const profile = await findCreatorPage(c.var.deps.db, requestTenant(c), c.req.valid('param').slug);
  if (!profile) throw new ApiError('CREATOR_NOT_FOUND');
  return c.json({ data: profile }, 200);
};

export const listCountries: Handler<typeof routes.listCountriesRoute> = async (c) =>
  c.json({ data: countryList(c.req.valid('query').locale) }, 200);

export const listUtilityCategories: Handler<typeof routes.listUtilityCategoriesRoute> = async (c) => {
  const rows = await categoryList(c.var.deps.db, null);
  return c.json({ data: rows.map(({ slug, icon, labels }) => ({ slug, icon, labels })) }, 200);
};

export const listTags: Handler<typeof routes.listTagsRoute> = async (c) => {
  const { search } = c.req.valid('query');
  const base = c.var.deps.db.select({ slug: tags.slug, label: tags.label, labels: tags.labels }).from(tags);
  const escaped = search?.replace(/[\\%_]/g, (char) => `\\${char}`);
  // A creator types in their own language: the English label or any translated one matches.
  const matches = escaped
    ? or(ilike(tags.label, `${escaped}%`), sql`exists (select 1 from jsonb_each_text(${tags.labels}) where value ilike ${`${escaped}%`})`)
    : undefined;
  const rows = await (matches ? base.where(matches) : base).orderBy(asc(tags.label)).limit(200);
  return c.json({ data: rows }, 200);
};
