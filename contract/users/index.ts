/** The current user (spec §3 "Current user" plus the account's fields) and profile update (spec §7). */
import { z } from 'zod';
import { SIGN_UP_MESSAGES as M } from '../auth-constants.ts';
import { localeSchema, phoneSchema, requiredString, timestampSchema, usernameSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { usersEndpoints } from './endpoints.ts';

export const CurrentUserSchema = z
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
    created_at: timestampSchema,
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.output<typeof CurrentUserSchema>;

export const profileUpdateSchema = z.object({
  full_name: requiredString(M.nameRequired).max(100).optional(),
  username: usernameSchema.nullable().optional(),
  language: localeSchema.optional(),
  promotional_opt_in: z.boolean().optional(),
  phone: phoneSchema.nullable().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const usersContract = defineContract(usersEndpoints, {
  getCurrentUser: {
    tag: 'Users',
    summary: 'The signed-in user',
    description: 'Session cookie or a bearer credential with the `user:read` scope.',
    access: 'user',
    scope: 'user:read',
    response: CurrentUserSchema,
  },
  updateProfile: {
    tag: 'Users',
    summary: 'Update your own profile',
    description: "`user_id` is `me` or your own id; anyone else's id answers 403 FORBIDDEN. Needs X-CSRF-Token with a session.",
    access: 'user',
    scope: 'user:write',
    params: z.object({ user_id: z.string().max(64).meta({ example: 'me' }) }),
    body: profileUpdateSchema,
    response: CurrentUserSchema,
    errors: ['USERNAME_TAKEN'],
  },
});
