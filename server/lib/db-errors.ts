/** Recognising PostgreSQL errors the same way on `pg` and PGlite (both expose `code` and `constraint`). */
import { ApiError } from './api-error.ts';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; walk the cause chain to the one carrying the SQLSTATE. */
function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** 23505 unique_violation, optionally on a named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = findPgError(error);
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

/**
 * 40P01 deadlock_detected, 40001 serialization_failure: PostgreSQL chose this transaction as the one to give up so
 * that others can go on. Nothing of it was written; run again, it succeeds.
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * SQLSTATEs that mean "the database cannot serve right now", not "this query is wrong": class 08 (connection
 * exception), 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now: a restart or failover), 53300 (too
 * many connections).
 */
const UNAVAILABLE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** pg's own messages when a connection dies, cannot be made in time, or is used after it died. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether an error (drizzle wraps the driver's in `cause`) says the database is unreachable, restarting or failing
 * over. The API answers those with 503 and Retry-After instead of 500: the request may succeed in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string') {
      if (UNAVAILABLE_SQLSTATES.test(candidate.code) || UNAVAILABLE_SOCKET_CODES.has(candidate.code)) return true;
    }
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((text) => candidate.message === text)) return true;
    pending.push(candidate.cause);
    // Node reports a refused connection to a name with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
    if (Array.isArray(candidate.errors)) pending.push(...candidate.errors);
  }
  return false;
}

/**
 * The driver's own words about a database error (`ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432`), without the
 * query text and parameters drizzle puts in its wrapper's message (they can hold token hashes and addresses).
 */
export function describeDatabaseError(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause || typeof cause !== 'object') break;
    current = cause;
  }
  const { code, message, errors } = (current ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  // A refused connection to a name with several addresses is an AggregateError with an empty message.
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined) : undefined;
  const text = typeof message === 'string' && message ? message : typeof first?.message === 'string' ? first.message : String(current);
  return typeof code === 'string' ? `${code}: ${text}` : text;
}

/**
 * Seconds a client is told to wait (Retry-After) while the database is away. A PostgreSQL restart takes a second or
 * two and a managed failover tens of seconds; a short hint keeps clients from hammering without making them wait long.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database is away: 503 SERVICE_UNAVAILABLE in the contract's shape, with Retry-After. */
export function databaseUnavailableError(): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
}
