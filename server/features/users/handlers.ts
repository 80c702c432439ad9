import { ApiError } from '../../lib/api-error.ts';
import { requireUser } from '../../core/auth-guards.ts';
import type { AppRouteHandler } from '../../core/router.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import type { getCurrentUserRoute, updateProfileRoute } from './routes.ts';
import type { AuthUser } from '../../core/context.ts';
import { toUserData, type UserData } from '../../core/current-user.ts';
import { updateProfile } from './service.ts';

const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' };

/**
 * get-data is the product's most frequent call (every signed-in page asks it who is there). Its body is a pure
 * function of the caller's user row, and the session cache hands every request the same immutable snapshot of that
 * row until it expires or the user changes anything (features/sessions/cache.ts). So the serialized body is kept
 * with the snapshot (a WeakMap: it goes when the snapshot goes) rather than rebuilt on every request. A fresh
 * database read means a new snapshot and so a fresh body; nothing here can outlive the cache's own staleness bound.
 */
const currentUserBodies = new WeakMap<AuthUser, string>();

export const getCurrentUser: AppRouteHandler<typeof getCurrentUserRoute> = (c) => {
  const { user } = requireUser(c, { scope: 'user:read' });
  let body = currentUserBodies.get(user);
  if (body === undefined) {
    body = JSON.stringify({ data: toUserData(user) });
    currentUserBodies.set(user, body);
  }
  // c.json's response, with the string it would have produced (same status, Content-Type and bytes).
  return c.body(body, 200, JSON_CONTENT_TYPE) as unknown as ReturnType<typeof c.json<{ data: UserData }, 200>>;
};

export const updateOwnProfile: AppRouteHandler<typeof updateProfileRoute> = async (c) => {
  const { user } = requireUser(c, { scope: 'user:write' });
  const { user_id: target } = c.req.valid('param');
  if (target !== 'me' && target !== user.id) throw new ApiError('FORBIDDEN');
  const body = c.req.valid('json');
  const updated = await updateProfile(c.var.deps.db, user, {
    fullName: body.full_name,
    username: body.username,
    language: body.language,
    promotionalOptIn: body.promotional_opt_in,
    phone: body.phone,
  });
  const changed = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
  if (changed.length > 0) {
    await recordSecurityEvent(c.var.deps.db, {
      userId: user.id,
      type: 'profile_updated',
      ...requestOrigin(c),
      metadata: { fields: changed },
    });
  }
  return c.json({ data: toUserData(updated) }, 200);
};
