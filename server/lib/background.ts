/**
 * Work that runs after the response has gone out (mail, audit entries, export jobs): the request never waits
 * for SMTP or a long job, and a failure is logged instead of failing the request. Tasks are tracked so tests
 * and an orderly shutdown can wait for them (`settleBackgroundWork`).
 */
import type { Logger } from 'pino';

const inFlight = new Set<Promise<void>>();

export function runAfterResponse(log: Logger, failureMessage: string, work: () => Promise<unknown>): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(() => undefined)
    .catch((error: unknown) => {
      // The error's own message only: a mail body or address must never reach the log.
      log.warn({ error: error instanceof Error ? error.message : String(error) }, failureMessage);
    })
    .finally(() => inFlight.delete(task));
  inFlight.add(task);
}

/** Resolves once every task started so far (and any they start) has finished or failed. */
export async function settleBackgroundWork(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
