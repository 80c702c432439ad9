/**
 * API keys and personal access tokens of a user: create (secret returned once; only hash and visible prefix
 * stored), list, delete. Both tables share one shape; `CredentialType` picks the table.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, personalAccessTokens, users } from '../../core/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { generateCredential, type CredentialType } from '../../core/credentials.ts';

/** Per user and per type; keeps lists readable and limits what one stolen session can mint. */
export const MAX_CREDENTIALS_PER_USER = 25;

export const NOT_FOUND_CODE = { api_key: 'API_KEY_NOT_FOUND', personal_access_token: 'TOKEN_NOT_FOUND' } as const;

function tableOf(type: CredentialType) {
  return type === 'api_key' ? apiKeys : personalAccessTokens;
}

export interface CredentialView {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

type CredentialRow = typeof apiKeys.$inferSelect;

export function toCredentialView(
  row: Pick<CredentialRow, 'id' | 'name' | 'prefix' | 'scopes' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>,
): CredentialView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** Columns safe to show: never the hash. */
function visibleColumns(type: CredentialType) {
  const table = tableOf(type);
  return {
    id: table.id,
    name: table.name,
    prefix: table.prefix,
    scopes: table.scopes,
    createdAt: table.createdAt,
    lastUsedAt: table.lastUsedAt,
    expiresAt: table.expiresAt,
  };
}

export async function listCredentials(db: Database, type: CredentialType, userId: string): Promise<CredentialView[]> {
  const table = tableOf(type);
  const rows = await db.select(visibleColumns(type)).from(table).where(eq(table.userId, userId)).orderBy(asc(table.createdAt));
  return rows.map(toCredentialView);
}

/**
 * Creates a credential unless the user already has the maximum. The user row is locked for the count and
 * insert, so parallel requests cannot overshoot the cap.
 */
export async function createCredential(
  db: Database,
  type: CredentialType,
  input: { userId: string; name: string; scopes: string[]; expiresAt: Date | null },
): Promise<CredentialView & { secret: string }> {
  const table = tableOf(type);
  const { secret, keyHash, prefix } = generateCredential(type);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [existing] = await tx.select({ value: count() }).from(table).where(eq(table.userId, input.userId));
    if ((existing?.value ?? 0) >= MAX_CREDENTIALS_PER_USER) throw new ApiError('CREDENTIAL_LIMIT_REACHED');
    const [inserted] = await tx
      .insert(table)
      .values({
        userId: input.userId,
        name: input.name,
        prefix,
        keyHash,
        scopes: input.scopes,
        expiresAt: input.expiresAt as Date,
      })
      .returning(visibleColumns(type));
    return inserted!;
  });
  return { ...toCredentialView(row), secret };
}

/** Deletes one of the user's own credentials; the prefix when it existed, null when not theirs or unknown. */
export async function deleteCredential(db: Database, type: CredentialType, userId: string, id: string): Promise<string | null> {
  const table = tableOf(type);
  const [deleted] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ prefix: table.prefix, name: table.name });
  return deleted ? deleted.prefix : null;
}
