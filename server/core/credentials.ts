/**
 * `Authorization: Bearer` credentials. API keys look like `aek_<43 chars>`, personal access tokens
 * `aet_<43 chars>`; the prefix picks the table, the SHA-256 of the whole string finds the row.
 * The api-keys/tokens feature creates them with `generateCredential` and lists them by `prefix`.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AuthUser } from './context.ts';
import type { Database } from '../db/client.ts';
import { apiKeys, personalAccessTokens, securitySettings, twoFactor, users } from './schema.ts';
import { generateToken, hashSecret } from '../lib/crypto.ts';

export const CREDENTIAL_PREFIXES = { api_key: 'aek_', personal_access_token: 'aet_' } as const;
export type CredentialType = keyof typeof CREDENTIAL_PREFIXES;
/** Characters of the secret shown in lists ("aek_AbCdEfGh…"). */
const VISIBLE_PREFIX_LENGTH = 12;
/** last_used_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

/** A new secret to show once, with what to store: its hash and visible prefix. */
export function generateCredential(type: CredentialType): { secret: string; keyHash: string; prefix: string } {
  const secret = `${CREDENTIAL_PREFIXES[type]}${generateToken()}`;
  return { secret, keyHash: hashSecret(secret), prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH) };
}

export interface BearerAuth {
  user: AuthUser;
  credential: { id: string; type: CredentialType; scopes: string[] };
}

export async function findBearerCredential(db: Database, secret: string): Promise<BearerAuth | null> {
  const type = (Object.keys(CREDENTIAL_PREFIXES) as CredentialType[]).find((t) => secret.startsWith(CREDENTIAL_PREFIXES[t]));
  if (!type) return null;
  const table = type === 'api_key' ? apiKeys : personalAccessTokens;
  const [row] = await db
    .select({
      user: users,
      twoFactorEnabledAt: twoFactor.enabledAt,
      id: table.id,
      scopes: table.scopes,
      lastUsedAt: table.lastUsedAt,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(twoFactor, eq(twoFactor.userId, table.userId))
    .where(and(eq(table.keyHash, hashSecret(secret)), or(isNull(table.expiresAt), gt(table.expiresAt, sql`now()`))))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(table).set({ lastUsedAt: sql`now()` }).where(eq(table.id, row.id));
  }
  return {
    user: { ...row.user, twoFactorEnabled: row.twoFactorEnabledAt !== null },
    credential: { id: row.id, type, scopes: row.scopes },
  };
}

/**
 * A password change or reset also ends the API keys and personal access tokens, unless the user turned that off
 * (security setting revoke_credentials_on_password_change, on by default: the usual reason to change a password is
 * the fear that someone else knows it, and whoever did could have minted credentials that outlive it).
 */
export async function revokeCredentialsOnPasswordChange(db: Database, userId: string): Promise<number> {
  const [settings] = await db
    .select({ revoke: securitySettings.revokeCredentialsOnPasswordChange })
    .from(securitySettings)
    .where(eq(securitySettings.userId, userId))
    .limit(1);
  if (!(settings?.revoke ?? true)) return 0;
  const keys = await db.delete(apiKeys).where(eq(apiKeys.userId, userId)).returning({ id: apiKeys.id });
  const tokens = await db
    .delete(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .returning({ id: personalAccessTokens.id });
  return keys.length + tokens.length;
}
