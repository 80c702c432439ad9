/** The caller as the catalog's policy sees them, and the errors its verdicts map to. */
import type { Context } from 'hono';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { AppEnv } from '../../core/context.ts';
import { isPlatformAdmin } from '../../core/roles.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireSession, requireUser } from '../../core/auth-guards.ts';
import { type Actor, type CatalogAction, can, type Verdict } from './policy.ts';
import { isCreator } from './service.ts';

export async function actorOf(c: Context<AppEnv>, scope: 'user:read' | 'user:write'): Promise<Actor> {
  const { user } = requireUser(c, { scope });
  const { db, env } = c.get('deps');
  return { userId: user.id, isAdmin: isPlatformAdmin(user, env), isCreator: await isCreator(db, user.id) };
}

/** A platform admin in a browser session (the review queue is never reachable with an API key). */
export function requireAdmin(c: Context<AppEnv>): Actor {
  const { user } = requireSession(c);
  const actor = { userId: user.id, isAdmin: isPlatformAdmin(user, c.get('deps').env), isCreator: false };
  if (!actor.isAdmin) throw new ApiError('FORBIDDEN');
  return actor;
}

const CODES: Record<Exclude<Verdict, { allowed: true }>['reason'], ErrorCode> = {
  creator_required: 'CREATOR_REQUIRED',
  not_owner: 'FORBIDDEN',
  admin_only: 'FORBIDDEN',
  own_expert: 'CANNOT_REVIEW_OWN_EXPERT',
  not_used: 'REVIEW_REQUIRES_USE',
  own_review: 'CANNOT_REPORT_OWN_REVIEW',
};

/** Throws the verdict's error unless the policy allows the action. */
export function authorize(actor: Actor, action: CatalogAction, notOwner: ErrorCode = 'FORBIDDEN'): void {
  const verdict = can(actor, action);
  if (verdict.allowed) return;
  throw new ApiError(verdict.reason === 'not_owner' ? notOwner : CODES[verdict.reason]);
}
