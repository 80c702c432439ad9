/**
 * The application's error history (spec §8, §9): the 50 newest records, newest first; the five most recent are
 * a store an island can show; SERVER_ERROR, NETWORK_ERROR and AUTHENTICATION_ERROR count as critical.
 */
import { atom, computed } from 'nanostores';

export const ERROR_HISTORY_LIMIT = 50;
export const RECENT_ERRORS_COUNT = 5;
export const CRITICAL_ERROR_CODES = ['SERVER_ERROR', 'NETWORK_ERROR', 'AUTHENTICATION_ERROR'] as const;

/** Spec §3 "Application error record". */
export interface AppErrorRecord {
  code: string;
  /** The technical message (server detail or client description), for logs and support. */
  message: string;
  details: unknown;
  /** ISO 8601 time the error was handled. */
  timestamp: string;
  /** Whether trying again (or correcting input) can succeed. */
  recoverable: boolean;
  /** What the person is told. */
  userMessage: string;
}

export const $errorHistory = atom<readonly AppErrorRecord[]>([]);
export const $recentErrors = computed($errorHistory, (history) => history.slice(0, RECENT_ERRORS_COUNT));
export const $lastCriticalError = computed($errorHistory, (history) => history.find(isCriticalError));

export function isCriticalError(error: Pick<AppErrorRecord, 'code'> | string): boolean {
  const code = typeof error === 'string' ? error : error.code;
  return (CRITICAL_ERROR_CODES as readonly string[]).includes(code);
}

export function recordError(record: AppErrorRecord): void {
  $errorHistory.set([record, ...$errorHistory.get()].slice(0, ERROR_HISTORY_LIMIT));
}

export function clearErrorHistory(): void {
  $errorHistory.set([]);
}
