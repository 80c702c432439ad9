import { ApiError } from '../../lib/api-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import type { AppRouteHandler } from '../../lib/router.ts';
import { recordSecurityEvent, requestOrigin } from '../security-events/record.ts';
import type { getCurrentUserRoute, updateProfileRoute } from './routes.ts';
import { toUserData } from './serialize.ts';
import { updateProfile } from './service.ts';

export const getCurrentUser: AppRouteHandler<typeof getCurrentUserRoute> = (c) => {
  const { user } = requireUser(c, { scope: 'user:read' });
  return c.json({ data: toUserData(user) }, 200);
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
    await recordSecurityEvent(c.var.deps.db, { userId: user.id, type: 'profile_updated', ...requestOrigin(c), metadata: { fields: changed } });
  }
  return c.json({ data: toUserData(updated) }, 200);
};
