/**
 * Sign-in throttling (OWASP ASVS 5.0 §6.3): instead of a hard lock that anyone can trigger with five wrong
 * passwords, failed sign-ins make further attempts wait, growing delays, counted two ways:
 * - per account and source (e-mail + client IP): LOCKOUT_THRESHOLD failures free, then 1 s, 2 s, 4 s … up to
 *   LOCKOUT_MINUTES before each next attempt. A stranger only slows down their own address; the owner elsewhere
 *   is untouched.
 * - per account, from sources that have never signed in to it (a distributed guesser): ACCOUNT_THRESHOLD_FACTOR ×
 *   LOCKOUT_THRESHOLD failures free, then the same growing delays. Addresses the account signed in from in the last
 *   KNOWN_SOURCE_DAYS are not held back by it, so a botnet cannot lock the owner out of their usual places.
 * Both are kept for e-mails with and without an account, by SHA-256 of the e-mail: the answers (401, then 429 with
 * Retry-After) are the same whether the account exists or not. A count starts over after a day without failures;
 * a successful sign-in clears its account-and-source count.
 *
 * The first attempt over a delay is refused from PostgreSQL (a read), and from memory after that
 * (lib/refusal-memory.ts): refusing writes nothing. Only wrong passwords are counted, one atomic upsert each.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../core/schema.ts';
import { signInThrottles } from './schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { retryAfterSeconds } from '../../lib/refusal-memory.ts';

/** Failures from unknown sources an account takes before its account-wide delays start, as a multiple of LOCKOUT_THRESHOLD. */
export const ACCOUNT_THRESHOLD_FACTOR = 4;
/** A source the account signed in from within this many days is "known" and exempt from the account-wide delay. */
export const KNOWN_SOURCE_DAYS = 30;
/** Counts quiet for this long start over. */
const FORGET_AFTER_HOURS = 24;
/** The user id no account has: the known-source query runs for unknown e-mails too, so timing does not differ. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

export interface ThrottleKeys {
  pair: string;
  account: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Keys of the two counts. The pair key starts with the account's hash, so a reset can clear every source at once. */
export function throttleKeys(email: string, ip: string): ThrottleKeys {
  const account = sha256(email.trim().toLowerCase());
  return { pair: `pair:${account}:${sha256(ip)}`, account: `account:${account}` };
}

export interface ThrottlePolicy {
  /** Failures per account and source before delays start. */
  sourceThreshold: number;
  /** Failures per account from unknown sources before delays start. */
  accountThreshold: number;
  /** The longest delay, in seconds. */
  maxDelaySeconds: number;
}

export function throttlePolicy(env: AppDeps['env']): ThrottlePolicy {
  return {
    sourceThreshold: env.LOCKOUT_THRESHOLD,
    accountThreshold: env.LOCKOUT_THRESHOLD * ACCOUNT_THRESHOLD_FACTOR,
    maxDelaySeconds: env.LOCKOUT_MINUTES * 60,
  };
}

/** SQL for "the delay after `failures` failures": none up to the threshold, then 1 s doubling, capped. */
function blockedUntilSql(failures: SQL, threshold: number, maxDelaySeconds: number): SQL {
  // The exponent is capped before 2^n so a long-running count cannot overflow.
  return sql`CASE WHEN ${failures} > ${threshold}
    THEN now() + least(${maxDelaySeconds}, power(2, least(${failures} - ${threshold} - 1, 30))) * interval '1 second'
    ELSE NULL END`;
}

function refused(untilMs: number): ApiError {
  return new ApiError('RATE_LIMITED', { headers: { 'Retry-After': String(retryAfterSeconds(untilMs - Date.now())) } });
}

/** Whether `ip` signed in to the account recently (its sessions remember the address). */
async function isKnownSource(db: Database, userId: string | null, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId ?? NO_USER),
        eq(sessions.ip, ip),
        gt(sessions.createdAt, sql`now() - (${KNOWN_SOURCE_DAYS} * interval '1 day')`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface Admission {
  keys: ThrottleKeys;
  /** Whether the account-wide count applies (the source never signed in to this account). */
  unknownSource: boolean;
}

/**
 * Lets an attempt through or throws RATE_LIMITED (429, Retry-After) while a delay runs. Reads only: a refusal writes
 * nothing, and after the first one this process answers from memory. Only a wrong password is counted
 * (`countFailure`), so parallel sign-ins with the right password never hold each other back; a burst of parallel
 * wrong ones is counted in full afterwards and buys itself a correspondingly long delay.
 */
export async function admitSignInAttempt(deps: AppDeps, userId: string | null, email: string, ip: string): Promise<Admission> {
  const { db, refusals } = deps;
  const keys = throttleKeys(email, ip);
  const inMemory = refusals.refusedFor(keys.pair);
  if (inMemory > 0) throw refused(Date.now() + inMemory);

  const rows = await db
    .select({ key: signInThrottles.key, blockedUntil: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(and(inArray(signInThrottles.key, [keys.pair, keys.account]), gt(signInThrottles.blockedUntil, sql`now()`)));
  const pairBlock = rows.find((row) => row.key === keys.pair)?.blockedUntil;
  if (pairBlock) {
    refusals.refuseUntil(keys.pair, pairBlock.getTime());
    throw refused(pairBlock.getTime());
  }
  const unknownSource = !(await isKnownSource(db, userId, ip));
  const accountBlock = rows.find((row) => row.key === keys.account)?.blockedUntil;
  if (accountBlock && unknownSource) throw refused(accountBlock.getTime());
  return { keys, unknownSource };
}

/** One more failure on a count (a day-old count starts over); returns the new count and the delay it set. */
async function addFailure(db: Database, key: string, threshold: number, maxDelaySeconds: number) {
  const stale = sql`${signInThrottles.lastFailureAt} < now() - (${FORGET_AFTER_HOURS} * interval '1 hour')`;
  const next = sql`(CASE WHEN ${stale} THEN 1 ELSE ${signInThrottles.failures} + 1 END)`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, blockedUntil: blockedUntilSql(sql`1`, threshold, maxDelaySeconds) })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: { failures: next, blockedUntil: blockedUntilSql(next, threshold, maxDelaySeconds), lastFailureAt: sql`now()` },
    })
    .returning({ failures: signInThrottles.failures, blockedUntil: signInThrottles.blockedUntil });
  return row!;
}

export interface FailureCounts {
  /** The account-and-source count after this failure. */
  sourceFailures: number;
  /** The account-wide count after this failure; 0 when it does not apply (a known source). */
  accountFailures: number;
}

/** A wrong password: one more failure per account and source, and account-wide when the source is unknown. */
export async function countFailure(deps: AppDeps, admission: Admission): Promise<FailureCounts> {
  const policy = throttlePolicy(deps.env);
  const source = await addFailure(deps.db, admission.keys.pair, policy.sourceThreshold, policy.maxDelaySeconds);
  // The delay applies to the next attempt from here: this process knows it already, no need to ask PostgreSQL.
  if (source.blockedUntil) deps.refusals.refuseUntil(admission.keys.pair, source.blockedUntil.getTime());
  const account = admission.unknownSource
    ? await addFailure(deps.db, admission.keys.account, policy.accountThreshold, policy.maxDelaySeconds)
    : { failures: 0 };
  return { sourceFailures: source.failures, accountFailures: account.failures };
}

/** The right password: this account-and-source count starts over (the account-wide one stays). */
export async function clearSourceFailures(deps: AppDeps, admission: Admission): Promise<void> {
  deps.refusals.forget(admission.keys.pair);
  await deps.db.delete(signInThrottles).where(eq(signInThrottles.key, admission.keys.pair));
}

/** A reset through the mailed link proved the mailbox: every count of the account, from every source, starts over. */
export async function clearAccountThrottles(deps: AppDeps, email: string): Promise<void> {
  const { account, pair } = throttleKeys(email, '');
  const pairPrefix = pair.slice(0, pair.lastIndexOf(':') + 1);
  deps.refusals.forgetPrefix(pairPrefix);
  await deps.db.delete(signInThrottles).where(or(eq(signInThrottles.key, account), like(signInThrottles.key, `${pairPrefix}%`)));
}
