/**
 * Account roles (design.md §10): every account is a member; a creator is one whose creator request was approved (the
 * marketplace keeps that); a platform admin is configured by e-mail (PLATFORM_ADMIN_EMAILS), or, when that is unset
 * outside production, the seeded demo admin. The API is the only authority: each feature asks here, in its policy.
 */
import type { Env } from '../env.ts';
import { DEMO_ADMIN } from './demo-accounts.ts';

export function platformAdminEmails(env: Pick<Env, 'PLATFORM_ADMIN_EMAILS' | 'NODE_ENV'>): readonly string[] {
  if (env.PLATFORM_ADMIN_EMAILS) return env.PLATFORM_ADMIN_EMAILS.map((email) => email.toLowerCase());
  return env.NODE_ENV === 'production' ? [] : [DEMO_ADMIN.email];
}

export function isPlatformAdmin(user: { email: string }, env: Pick<Env, 'PLATFORM_ADMIN_EMAILS' | 'NODE_ENV'>): boolean {
  return platformAdminEmails(env).includes(user.email.toLowerCase());
}
