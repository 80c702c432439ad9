import { ApiError } from '../../lib/api-error.ts';
import { requireSession } from '../../core/auth-guards.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { clearSessionCookies } from '../../core/session-cookies.ts';
import { confirmIdentity } from '../../core/confirm-identity.ts';
import { inReadingOrder } from './export-archive.ts';
import type * as routes from './routes.ts';
import { createExport, deleteAccount, findExport, runExport } from './service.ts';
import { runAfterResponse } from '../../lib/background.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const deleteMe: Handler<typeof routes.deleteAccountRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db, env } = c.var.deps;
  await confirmIdentity(c, user, c.req.valid('json'));
  await deleteAccount(db, user);
  // The audit log goes with the account, so the deletion is kept in the server log (no e-mail, no secrets).
  c.var.log.info({ userId: user.id, ...requestOrigin(c) }, 'account deleted');
  clearSessionCookies(c, env);
  return c.json({ data: { deleted: true as const } }, 200);
};

export const startExport: Handler<typeof routes.startExportRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db, logger } = c.var.deps;
  const started = await createExport(db, user.id);
  await recordSecurityEvent(db, {
    userId: user.id,
    type: 'data_export_requested',
    ...requestOrigin(c),
    metadata: { export_id: started.id },
  });
  // runExport records a failure in the export row itself.
  runAfterResponse(logger, 'data export failed', () => runExport(db, logger, started.id, user.id));
  c.header('Location', `/api/auth/export-data/${started.id}`);
  return c.json({ data: started }, 202);
};

export const getExport: Handler<typeof routes.getExportRoute> = async (c) => {
  const { user } = requireSession(c);
  const { id } = c.req.valid('param');
  const row = UUID.test(id) ? await findExport(c.var.deps.db, user.id, id) : null;
  if (!row) throw new ApiError('EXPORT_NOT_FOUND');
  if (c.req.valid('query').download) {
    if (row.status !== 'completed' || !row.archive) throw new ApiError('EXPORT_NOT_READY');
    const day = (row.completedAt ?? row.createdAt).toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="account-data-${day}.json"`);
    return c.json(inReadingOrder(row.archive as Record<string, unknown>), 200);
  }
  return c.json(
    {
      data: {
        id: row.id,
        status: row.status,
        progress: row.progress,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
        download_url: row.status === 'completed' ? `/api/auth/export-data/${row.id}?download=1` : null,
      },
    },
    200,
  );
};
