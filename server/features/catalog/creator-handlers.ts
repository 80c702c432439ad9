/** The signed-in creator's handlers: the creator request, the profile, and their experts' life cycle. */
import { ApiError, validationError } from '../../lib/api-error.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { requestTenant } from '../../core/tenant.ts';
import { actorOf, authorize } from './actor.ts';
import { isCountryCode } from './countries.ts';
import { creatorStatus, requestCreator as createRequest, updateCreatorProfile as saveProfile } from './creators.ts';
import { myExpert } from './cards.ts';
import * as mine from './my-experts.ts';
import type * as routes from './routes.ts';

function checkCountry(country: string | undefined): void {
  if (country !== undefined && !isCountryCode(country))
    throw validationError(['body', 'country'], 'Choose a country from the list', 'unknown_country');
}

export const getCreatorStatus: Handler<typeof routes.getCreatorStatusRoute> = async (c) => {
  const actor = await actorOf(c, 'user:read');
  return c.json({ data: await creatorStatus(c.var.deps.db, actor.userId, requestTenant(c)) }, 200);
};

export const requestCreator: Handler<typeof routes.requestCreatorRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  const body = c.req.valid('json');
  checkCountry(body.country);
  if (actor.isCreator) throw new ApiError('ALREADY_CREATOR');
  return c.json({ data: await createRequest(c.var.deps.db, actor.userId, body) }, 201);
};

export const updateCreatorProfile: Handler<typeof routes.updateCreatorProfileRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  const body = c.req.valid('json');
  checkCountry(body.country);
  authorize(actor, { action: 'expert.create' });
  return c.json({ data: await saveProfile(c.var.deps.db, actor.userId, requestTenant(c), body) }, 200);
};

export const listMyExperts: Handler<typeof routes.listMyExpertsRoute> = async (c) => {
  const actor = await actorOf(c, 'user:read');
  const { page, limit } = c.req.valid('query');
  const result = await mine.listOwnExperts(c.var.deps.db, actor.userId, page, limit);
  const meta = setPageHeaders(c, { total: result.total, current_page: page, per_page: limit });
  return c.json({ data: result.items, meta }, 200);
};

export const createMyExpert: Handler<typeof routes.createMyExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  authorize(actor, { action: 'expert.create' });
  return c.json({ data: await mine.createExpert(c.var.deps.db, actor.userId, c.req.valid('json')) }, 201);
};

export const getMyExpert: Handler<typeof routes.getMyExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:read');
  const { db } = c.var.deps;
  const row = await mine.ownExpert(db, actor.userId, c.req.valid('param').id);
  return c.json({ data: (await myExpert(db, row.id))! }, 200);
};

export const updateMyExpert: Handler<typeof routes.updateMyExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  return c.json({ data: await mine.updateExpert(c.var.deps.db, actor.userId, c.req.valid('param').id, c.req.valid('json')) }, 200);
};

export const deleteMyExpert: Handler<typeof routes.deleteMyExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  await mine.deleteExpert(c.var.deps.db, actor.userId, c.req.valid('param').id);
  return c.json({ data: { deleted: true as const } }, 200);
};

export const submitMyExpert: Handler<typeof routes.submitMyExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  return c.json({ data: await mine.submitExpert(c.var.deps.db, actor.userId, c.req.valid('param').id) }, 200);
};

export const withdrawMyExpert: Handler<typeof routes.withdrawMyExpertRoute> = async (c) => {
  const actor = await actorOf(c, 'user:write');
  return c.json({ data: await mine.withdrawExpert(c.var.deps.db, actor.userId, c.req.valid('param').id) }, 200);
};
