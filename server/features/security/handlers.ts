import { ApiError } from '../../lib/api-error.ts';
import { requireSession } from '../../core/auth-guards.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { recordSecurityEvent, requestOrigin } from '../../core/security-events.ts';
import { countUnusedBackupCodes } from '../two-factor/service.ts';
import type * as routes from './routes.ts';
import { getSecuritySettings, listSecurityEvents, updateSecuritySettings, type SecuritySettings } from './service.ts';

async function withTwoFactorStatus(
  db: Parameters<typeof countUnusedBackupCodes>[0],
  user: { id: string; twoFactorEnabled: boolean },
  settings: SecuritySettings,
) {
  const backupCodesRemaining = user.twoFactorEnabled ? await countUnusedBackupCodes(db, user.id) : 0;
  return { ...settings, two_factor_enabled: user.twoFactorEnabled, backup_codes_remaining: backupCodesRemaining };
}

export const getSettings: Handler<typeof routes.getSettingsRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db } = c.var.deps;
  return c.json({ data: await withTwoFactorStatus(db, user, await getSecuritySettings(db, user.id)) }, 200);
};

export const updateSettings: Handler<typeof routes.updateSettingsRoute> = async (c) => {
  const { user } = requireSession(c);
  const { db } = c.var.deps;
  const body = c.req.valid('json');
  if (body.require_two_factor && !user.twoFactorEnabled) throw new ApiError('TWO_FACTOR_NOT_ENABLED');
  const before = await getSecuritySettings(db, user.id);
  const settings = await updateSecuritySettings(db, user.id, {
    loginAlerts: body.login_alerts,
    requireTwoFactor: body.require_two_factor,
    sessionIdleMinutes: body.session_idle_minutes,
    revokeCredentialsOnPasswordChange: body.revoke_credentials_on_password_change,
  });
  const changed = (Object.keys(body) as Array<keyof typeof body>).filter((key) => body[key] !== undefined && body[key] !== before[key]);
  if (changed.length > 0) {
    const metadata = Object.fromEntries(changed.map((key) => [key, body[key]]));
    await recordSecurityEvent(db, {
      userId: user.id,
      type: 'security_settings_updated',
      ...requestOrigin(c),
      metadata,
    });
  }
  return c.json({ data: await withTwoFactorStatus(db, user, settings) }, 200);
};

export const listEvents: Handler<typeof routes.listEventsRoute> = async (c) => {
  const { user } = requireSession(c);
  const { page, limit } = c.req.valid('query');
  const { total, rows } = await listSecurityEvents(c.var.deps.db, user.id, page, limit);
  const data = rows.map((row) => ({
    id: row.id,
    type: row.type,
    ip: row.ip,
    user_agent: row.userAgent,
    metadata: row.metadata,
    created_at: row.createdAt.toISOString(),
  }));
  const meta = setPageHeaders(c, { total, current_page: page, per_page: limit });
  return c.json({ data, meta }, 200);
};
