/** The current-user shape returned by get-data, sign-in and profile update (spec §3 "Current user"). */
import type { CurrentUser } from '../../contract/users/index.ts';
import type { AuthUser } from './context.ts';

export type UserData = CurrentUser;

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
