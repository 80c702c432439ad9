/** GET /api/status reads what the scheduled checks stored; notes are written by a platform admin only. */
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context.ts';
import { isPlatformAdmin } from '../../core/roles.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireSession } from '../../core/auth-guards.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import type * as routes from './routes.ts';
import { createNote, readStatus, updateNote } from './service.ts';

function requireAdmin(c: Context<AppEnv>) {
  const { user } = requireSession(c);
  if (!isPlatformAdmin(user, c.get('deps').env)) throw new ApiError('FORBIDDEN');
  return user;
}

export const getStatus: Handler<typeof routes.getStatusRoute> = async (c) => {
  const { db, env } = c.get('deps');
  return c.json({ data: await readStatus(db, env.STATUS_CHECK_SECONDS) }, 200);
};

export const getStatusNotePermission: Handler<typeof routes.getStatusNotePermissionRoute> = async (c) => {
  const { user } = requireSession(c);
  return c.json({ data: { can_write: isPlatformAdmin(user, c.get('deps').env) } }, 200);
};

export const createStatusNote: Handler<typeof routes.createStatusNoteRoute> = async (c) => {
  const admin = requireAdmin(c);
  return c.json({ data: await createNote(c.get('deps').db, admin.id, c.req.valid('json')) }, 201);
};

export const updateStatusNote: Handler<typeof routes.updateStatusNoteRoute> = async (c) => {
  const admin = requireAdmin(c);
  const note = await updateNote(c.get('deps').db, admin.id, c.req.valid('param').id, c.req.valid('json'));
  if (!note) throw new ApiError('NOT_FOUND');
  return c.json({ data: note }, 200);
};
