/**
 * Security settings (one row per user, created on first change; defaults apply until then) and the
 * user's own page of the audit log.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { securityEvents, securitySettings } from '../../core/schema.ts';

export interface SecuritySettings {
  login_alerts: boolean;
  require_two_factor: boolean;
  session_idle_minutes: number | null;
  revoke_credentials_on_password_change: boolean;
  updated_at: string | null;
}

/** What a user without a settings row has (mirrors the column defaults). */
const DEFAULTS = {
  loginAlerts: true,
  requireTwoFactor: false,
  sessionIdleMinutes: null,
  revokeCredentialsOnPasswordChange: true,
  updatedAt: null,
} as const;

type SettingsRow = Pick<
  typeof securitySettings.$inferSelect,
  'loginAlerts' | 'requireTwoFactor' | 'sessionIdleMinutes' | 'revokeCredentialsOnPasswordChange'
> & {
  updatedAt: Date | null;
};

function toSettings(row: SettingsRow): SecuritySettings {
  return {
    login_alerts: row.loginAlerts,
    require_two_factor: row.requireTwoFactor,
    session_idle_minutes: row.sessionIdleMinutes,
    revoke_credentials_on_password_change: row.revokeCredentialsOnPasswordChange,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

export async function getSecuritySettings(db: Database, userId: string): Promise<SecuritySettings> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.userId, userId)).limit(1);
  return toSettings(row ?? DEFAULTS);
}

export interface SettingsChanges {
  loginAlerts?: boolean | undefined;
  requireTwoFactor?: boolean | undefined;
  sessionIdleMinutes?: number | null | undefined;
  revokeCredentialsOnPasswordChange?: boolean | undefined;
}

export async function updateSecuritySettings(db: Database, userId: string, changes: SettingsChanges): Promise<SecuritySettings> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] = await db
    .insert(securitySettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: securitySettings.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return toSettings(row!);
}

export async function listSecurityEvents(db: Database, userId: string, page: number, limit: number) {
  const [total] = await db.select({ value: count() }).from(securityEvents).where(eq(securityEvents.userId, userId));
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.seq))
    .limit(limit)
    .offset((page - 1) * limit);
  return { total: total?.value ?? 0, rows };
}
