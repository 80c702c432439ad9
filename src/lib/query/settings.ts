/**
 * Query and mutation policy (spec §9). Data is fresh for 5 minutes and kept for 10; it is refetched when the
 * window regains focus, not on reconnect. A failed query is retried up to 3 times (as TanStack Query counts:
 * 3 retries after the first failure), waiting 1 s, 2 s, 4 s … capped at 30 s; never after 401 or 403, nor after
 * any other 4xx except 429. A mutation is retried once, and only when the network failed.
 */
import { isApiRequestError } from '../api/request-error.ts';

export const QUERY_FRESH_MS = 5 * 60 * 1000;
export const QUERY_KEEP_MS = 10 * 60 * 1000;
export const REFETCH_ON_WINDOW_FOCUS = true;
export const REFETCH_ON_RECONNECT = false;
export const QUERY_MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const MUTATION_MAX_RETRIES = 1;
/** Spec §7: the current-user query retries at most twice, never on 401, 403 or a network error. */
export const CURRENT_USER_MAX_RETRIES = 2;

function statusOf(error: unknown): number | undefined {
  return isApiRequestError(error) ? error.status : undefined;
}

export function isNetworkError(error: unknown): boolean {
  return isApiRequestError(error) && error.kind === 'network';
}

/** Whether the error itself may succeed on a later try (401/403 never; other 4xx only 429; aborts never). */
export function isRetryableError(error: unknown): boolean {
  if (isApiRequestError(error) && error.kind === 'aborted') return false;
  const status = statusOf(error);
  if (status === undefined) return true;
  if (status === 401 || status === 403) return false;
  if (status >= 400 && status < 500) return status === 429;
  return true;
}

/**
 * Whether to retry a failed query. `attempt` counts the retries already made: 0 right after the first failure.
 */
export function shouldRetry(error: unknown, attempt: number, maxRetries: number = QUERY_MAX_RETRIES): boolean {
  return attempt < maxRetries && isRetryableError(error);
}

/** Delay before retry number `attempt + 1`: 1 s, 2 s, 4 s … never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt), RETRY_MAX_DELAY_MS);
}

/** The current-user rule: at most 2 retries, and none on 401, 403 or a network error. */
export function shouldRetryCurrentUser(error: unknown, attempt: number): boolean {
  return !isNetworkError(error) && shouldRetry(error, attempt, CURRENT_USER_MAX_RETRIES);
}

export function shouldRetryMutation(error: unknown, attempt: number): boolean {
  return attempt < MUTATION_MAX_RETRIES && isNetworkError(error);
}

/**
 * Adapter for @nanostores/query's onErrorRetry, which counts failures from 1: returns the delay of the next
 * try, or false to stop.
 */
export function onErrorRetry({ error, retryCount }: { error: unknown; retryCount: number }): number | false {
  const attempt = retryCount - 1;
  return shouldRetry(error, attempt) ? retryDelay(attempt) : false;
}

/** Runs `task`, retrying per `decide` with the doubling delay; `sleep` is injectable for tests. */
export async function withRetry<T>(
  task: () => Promise<T>,
  decide: (error: unknown, attempt: number) => boolean,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (!decide(error, attempt)) throw error;
      await sleep(retryDelay(attempt));
    }
  }
}
