import { ApiError } from '../../lib/api-error.ts';
import { requireSession } from '../../core/auth-guards.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler } from '../../core/router.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { clearSessionCookies } from '../../core/session-cookies.ts';
import type { listSessionsRoute, revokeOtherSessionsRoute, revokeSessionRoute } from './routes.ts';
import { listActiveSessions, revokeSession, revokeUserSessions } from '../../core/sessions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const listSessions: AppRouteHandler<typeof listSessionsRoute> = async (c) => {
  const auth = requireSession(c);
  const rows = await listActiveSessions(c.var.deps.db, auth.user.id);
  const data = rows.map((row) => ({
    id: row.id,
    device: row.deviceLabel,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === auth.session.id,
  }));
  const meta = setPageHeaders(c, { total: data.length, current_page: 1, per_page: Math.max(data.length, 1) });
  return c.json({ data, meta }, 200);
};

export const revokeOneSession: AppRouteHandler<typeof revokeSessionRoute> = async (c) => {
  const auth = requireSession(c);
  const { id } = c.req.valid('param');
  const { db, env } = c.var.deps;
  // A malformed id can name no session: same answer as someone else's session.
  if (!UUID.test(id) || !(await revokeSession(db, auth.user.id, id))) throw new ApiError('SESSION_NOT_FOUND');
  const current = id === auth.session.id;
  if (current) clearSessionCookies(c, env);
  await recordSecurityEvent(db, {
    userId: auth.user.id,
    type: 'session_revoked',
    ...requestOrigin(c),
    metadata: { session_id: id },
  });
  return c.json({ data: { revoked: true as const, current } }, 200);
};

export const revokeOtherSessions: AppRouteHandler<typeof revokeOtherSessionsRoute> = async (c) => {
  const auth = requireSession(c);
  const revoked = await revokeUserSessions(c.var.deps.db, auth.user.id, auth.session.id);
  await recordSecurityEvent(c.var.deps.db, {
    userId: auth.user.id,
    type: 'other_sessions_revoked',
    ...requestOrigin(c),
    metadata: { count: revoked },
  });
  return c.json({ data: { revoked } }, 200);
};
