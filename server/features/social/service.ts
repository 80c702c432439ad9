/**
 * Database work of social sign-in: login transactions (state, nonce, PKCE verifier; 10 minutes, single use),
 * registration tokens (15 minutes, single use, stored as SHA-256) and the provider-subject links.
 *
 * Browser binding: the state is SHA-256 of a random binding secret that only the starting browser holds (an
 * HttpOnly cookie). A code and state captured by someone else cannot be completed in a victim's browser (login
 * CSRF, or linking an attacker's provider account to the victim), because the victim's cookie does not hash to it.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginTransactions, socialAccounts, socialRegistrations } from './schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { generateToken, hashSecret, safeEqual } from '../../lib/crypto.ts';
import type { VerifiedIdentity } from './identity.ts';

export const LOGIN_TRANSACTION_TTL_MINUTES = 10;
export const REGISTRATION_TTL_MINUTES = 15;

function minutesFromNow(minutes: number) {
  return sql`now() + (${minutes} * interval '1 minute')`;
}

/** Expired rows are useless; sweep them now and then instead of running a timer. */
async function sweepExpired(db: Database): Promise<void> {
  if (Math.random() >= 0.02) return;
  await db.delete(loginTransactions).where(lt(loginTransactions.expiresAt, sql`now() - interval '1 hour'`));
  await db.delete(socialRegistrations).where(lt(socialRegistrations.expiresAt, sql`now() - interval '1 hour'`));
}

export interface StartedTransaction {
  id: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Goes to the browser's binding cookie, never to the provider. */
  binding: string;
  expiresAt: Date;
}

export async function createLoginTransaction(db: Database, provider: string, redirect: string | null): Promise<StartedTransaction> {
  await sweepExpired(db);
  const binding = generateToken();
  const values = { state: hashSecret(binding), nonce: generateToken(), codeVerifier: generateToken(48) };
  const [row] = await db
    .insert(loginTransactions)
    .values({ provider, redirect, ...values, expiresAt: minutesFromNow(LOGIN_TRANSACTION_TTL_MINUTES) })
    .returning({ id: loginTransactions.id, expiresAt: loginTransactions.expiresAt });
  return { id: row!.id, binding, expiresAt: row!.expiresAt, ...values };
}

/**
 * Takes the transaction for `state` out of play (once, even under concurrency) after checking that this browser
 * started it and that it is for this provider. Unknown, used, foreign or mismatched: INVALID_SOCIAL_TOKEN; too old:
 * LOGIN_TRANSACTION_EXPIRED.
 */
export async function consumeLoginTransaction(db: Database, input: { state: string; provider: string; binding: string | undefined }) {
  // Checked before touching the row, so a foreign request cannot burn the real user's transaction.
  if (!input.binding || !safeEqual(hashSecret(input.binding), input.state)) throw new ApiError('INVALID_SOCIAL_TOKEN');
  const [row] = await db
    .update(loginTransactions)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginTransactions.state, input.state), isNull(loginTransactions.consumedAt)))
    .returning({
      provider: loginTransactions.provider,
      nonce: loginTransactions.nonce,
      codeVerifier: loginTransactions.codeVerifier,
      redirect: loginTransactions.redirect,
      expired: sql<boolean>`${loginTransactions.expiresAt} <= now()`,
    });
  if (!row || row.provider !== input.provider) throw new ApiError('INVALID_SOCIAL_TOKEN');
  if (row.expired) throw new ApiError('LOGIN_TRANSACTION_EXPIRED');
  return row;
}

export async function findLinkedUserId(db: Database, provider: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/** Links (provider, subject) to the user; false when it is already linked (to anyone). */
export async function linkSocialAccount(db: Database, userId: string, identity: VerifiedIdentity): Promise<boolean> {
  const inserted = await db
    .insert(socialAccounts)
    .values({ provider: identity.provider, subject: identity.subject, userId, email: identity.email })
    .onConflictDoNothing()
    .returning({ userId: socialAccounts.userId });
  return inserted.length > 0;
}

export async function createRegistration(db: Database, identity: VerifiedIdentity, redirect: string | null) {
  const token = generateToken();
  const [row] = await db
    .insert(socialRegistrations)
    .values({
      tokenHash: hashSecret(token),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      fullName: identity.fullName,
      redirect,
      expiresAt: minutesFromNow(REGISTRATION_TTL_MINUTES),
    })
    .returning({ expiresAt: socialRegistrations.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

export type PendingRegistration = typeof socialRegistrations.$inferSelect;

/** The live registration for a token (not consumed, not expired), or REGISTRATION_TOKEN_INVALID. */
export async function findRegistration(db: Database, token: string): Promise<PendingRegistration> {
  const [row] = await db
    .select()
    .from(socialRegistrations)
    .where(
      and(
        eq(socialRegistrations.tokenHash, hashSecret(token)),
        isNull(socialRegistrations.consumedAt),
        gt(socialRegistrations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('REGISTRATION_TOKEN_INVALID');
  return row;
}

/** Marks the registration used inside the caller's transaction; false when someone else got there first. */
export async function consumeRegistration(db: Pick<Database, 'update'>, id: string): Promise<boolean> {
  const rows = await db
    .update(socialRegistrations)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(socialRegistrations.id, id), isNull(socialRegistrations.consumedAt)))
    .returning({ id: socialRegistrations.id });
  return rows.length > 0;
}
