/** Reading and writing user rows. E-mails are compared and stored lower-cased. */
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/context.ts';
import type { Database } from '../../db/client.ts';
import { twoFactor, users, type User } from '../../core/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isProfileComplete } from '../../core/current-user.ts';

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

export async function findAuthUserById(db: Database, id: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ user: users, twoFactorEnabledAt: twoFactor.enabledAt })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? { ...row.user, twoFactorEnabled: row.twoFactorEnabledAt !== null } : null;
}

export async function isEmailAvailable(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) === null;
}

export async function isUsernameAvailable(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return !row;
}

export interface ProfileChanges {
  fullName?: string;
  username?: string | null;
  language?: string;
  promotionalOptIn?: boolean;
  phone?: string | null;
}

/** Applies profile changes; a new phone number needs verifying again. USERNAME_TAKEN on a clash. */
export async function updateProfile(db: Database, current: AuthUser, changes: ProfileChanges): Promise<AuthUser> {
  const next = {
    fullName: changes.fullName ?? current.fullName,
    username: changes.username === undefined ? current.username : changes.username,
  };
  const phoneChanged = changes.phone !== undefined && changes.phone !== current.phone;
  try {
    const [updated] = await db
      .update(users)
      .set({
        ...changes,
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
        profileComplete: isProfileComplete(next),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, current.id))
      .returning();
    return { ...updated!, twoFactorEnabled: current.twoFactorEnabled };
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) throw new ApiError('USERNAME_TAKEN');
    throw error;
  }
}
