/**
 * Builds the data-export archive: everything stored about a user, section by section, without secrets
 * (no password hash, token hashes, key hashes, TOTP secret or backup codes). `onSection` lets the job
 * persist progress as each section is collected.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, personalAccessTokens, securityEvents, sessions, twoFactor, users } from '../../core/schema.ts';
import { backupCodes } from '../two-factor/schema.ts';
import { dataExports } from './schema.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { socialAccounts } from '../social/schema.ts';
import { toCredentialView } from '../credentials/service.ts';
import { getSecuritySettings } from '../security/service.ts';

export const ARCHIVE_FORMAT_VERSION = 1;
/** Mail bodies younger than this may hold a live code or reset link; the archive leaves them out. */
const WITHHOLD_RECENT_BODIES_MS = 24 * 3_600_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

type Section = (db: Database, userId: string) => Promise<unknown>;

const SECTIONS: Record<string, Section> = {
  async profile(db, userId) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new Error('user no longer exists');
    return {
      user_id: user.id,
      full_name: user.fullName,
      username: user.username,
      email: user.email,
      email_verified_at: iso(user.emailVerifiedAt),
      phone: user.phone,
      phone_verified_at: iso(user.phoneVerifiedAt),
      language: user.language,
      promotional_opt_in: user.promotionalOptIn,
      profile_complete: user.profileComplete,
      has_password: user.passwordHash !== null,
      password_changed_at: iso(user.passwordChangedAt),
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    };
  },
  async sessions(db, userId) {
    const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
    return rows.map((row) => ({
      id: row.id,
      device: row.deviceLabel,
      ip: row.ip,
      user_agent: row.userAgent,
      two_factor_verified: row.twoFactorVerified,
      created_at: iso(row.createdAt),
      last_seen_at: iso(row.lastSeenAt),
      expires_at: iso(row.expiresAt),
      revoked_at: iso(row.revokedAt),
    }));
  },
  security_settings: (db, userId) => getSecuritySettings(db, userId),
  async two_factor(db, userId) {
    const [row] = await db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, userId));
    const codes = await db.select({ usedAt: backupCodes.usedAt }).from(backupCodes).where(eq(backupCodes.userId, userId));
    return {
      enabled: Boolean(row?.enabledAt),
      enabled_at: iso(row?.enabledAt ?? null),
      backup_codes_remaining: codes.filter((code) => code.usedAt === null).length,
    };
  },
  async security_events(db, userId) {
    const rows = await db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(desc(securityEvents.seq));
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      ip: row.ip,
      user_agent: row.userAgent,
      metadata: row.metadata,
      created_at: iso(row.createdAt),
    }));
  },
  async api_keys(db, userId) {
    return (await db.select().from(apiKeys).where(eq(apiKeys.userId, userId))).map(toCredentialView);
  },
  async personal_access_tokens(db, userId) {
    return (await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, userId))).map(toCredentialView);
  },
  async social_accounts(db, userId) {
    const rows = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    return rows.map((row) => ({
      provider: row.provider,
      subject: row.subject,
      email: row.email,
      created_at: iso(row.createdAt),
    }));
  },
  async messages(db, userId) {
    const [user] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!user) return [];
    const addresses = [user.email, ...(user.phone ? [user.phone] : [])];
    const rows = await db.select().from(outbox).where(inArray(outbox.to, addresses)).orderBy(desc(outbox.createdAt));
    return rows.map((row) => {
      const recent = Date.now() - row.createdAt.getTime() < WITHHOLD_RECENT_BODIES_MS;
      return {
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        body: recent ? null : row.body,
        body_withheld: recent,
        language: row.language,
        created_at: iso(row.createdAt),
        sent_at: iso(row.sentAt),
      };
    });
  },
  async data_exports(db, userId) {
    const rows = await db
      .select({
        id: dataExports.id,
        status: dataExports.status,
        createdAt: dataExports.createdAt,
        completedAt: dataExports.completedAt,
      })
      .from(dataExports)
      .where(eq(dataExports.userId, userId));
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      created_at: iso(row.createdAt),
      completed_at: iso(row.completedAt),
    }));
  },
};

export const ARCHIVE_SECTIONS = Object.keys(SECTIONS);

export async function buildArchive(
  db: Database,
  userId: string,
  onSection: (done: number, total: number) => Promise<void>,
): Promise<Record<string, unknown>> {
  const archive: Record<string, unknown> = {
    format_version: ARCHIVE_FORMAT_VERSION,
    generated_at: new Date().toISOString(),
  };
  const names = Object.keys(SECTIONS);
  for (const [index, name] of names.entries()) {
    archive[name] = await SECTIONS[name]!(db, userId);
    await onSection(index + 1, names.length);
  }
  return archive;
}

/** jsonb does not keep key order; the download puts the sections back in reading order. */
export function inReadingOrder(archive: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of ['format_version', 'generated_at', ...ARCHIVE_SECTIONS]) if (key in archive) ordered[key] = archive[key];
  return { ...ordered, ...archive };
}
