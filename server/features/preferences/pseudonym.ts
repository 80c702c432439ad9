/**
 * Raters and reviewers as a creator sees them (a set's agreement per rater, dataset exports): never their id or name,
 * but `r_` + 16 hex of an HMAC of their id under a server secret and the expert. The same person is the same
 * pseudonym everywhere one expert's figures and files name them, unlinkable across experts, and not recomputable
 * from a user id without the secret.
 */
import { createHmac } from 'node:crypto';
import type { Env } from '../../env.ts';

const DEVELOPMENT_SECRET = 'development-only-dataset-pseudonym-secret';

/** The key: DATASET_PSEUDONYM_SECRET; a fixed one outside production; null in production without it (refuse, never guess). */
export function pseudonymSecretOf(env: Pick<Env, 'DATASET_PSEUDONYM_SECRET' | 'NODE_ENV'>): string | null {
  return env.DATASET_PSEUDONYM_SECRET ?? (env.NODE_ENV === 'production' ? null : DEVELOPMENT_SECRET);
}

export function pseudonymOf(secret: string, expertId: string, userId: string | null): string {
  if (!userId) return 'r_deleted';
  return `r_${createHmac('sha256', secret).update(`${expertId}:${userId}`).digest('hex').slice(0, 16)}`;
}
