/** The current-user shape returned by get-data, sign-in and profile update (spec §3 "Current user"). */
import { z } from '@hono/zod-openapi';
import type { AuthUser } from '../../context.ts';

export const UserDataSchema = z
  .object({
    user_id: z.uuid(),
    full_name: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    is_verified: z.boolean(),
    profile_complete: z.boolean(),
    language: z.string(),
    promotional_opt_in: z.boolean(),
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    created_at: z.string(),
  })
  .openapi('CurrentUser');
export type UserData = z.infer<typeof UserDataSchema>;

export function toUserData(user: AuthUser): UserData {
  return {
    user_id: user.id,
    full_name: user.fullName,
    email: user.email,
    username: user.username,
    is_verified: user.isVerified,
    profile_complete: user.profileComplete,
    language: user.language,
    promotional_opt_in: user.promotionalOptIn,
    phone: user.phone,
    phone_verified: user.phoneVerifiedAt !== null,
    two_factor_enabled: user.twoFactorEnabled,
    created_at: user.createdAt.toISOString(),
  };
}

/** A profile is complete once the person has a name and picked a username (PROFILE_INCOMPLETE otherwise). */
export function isProfileComplete(user: { fullName: string; username: string | null }): boolean {
  return user.fullName.trim().length > 0 && !!user.username;
}
