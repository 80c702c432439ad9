/**
 * At most `limit` tasks at once; the rest wait and start in arrival order as slots free up. Password hashing uses
 * one (server/lib/password.ts); the limit is a parameter so its ordering is tested the same on any core count.
 */
export interface SlotQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  state(): { running: number; waiting: number };
}

export function createSlotQueue(limit: number): SlotQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`createSlotQueue: limit must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands its slot over
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    state: () => ({ running, waiting: waiting.length }),
  };
}
