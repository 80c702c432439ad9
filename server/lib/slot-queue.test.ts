import { describe, expect, it } from 'vitest';
import { createSlotQueue } from './slot-queue.ts';

/** A task the test finishes by hand, recording when it started. */
function manualTask(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    work: async () => {
      started.push(id);
      await done;
      return id;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSlotQueue', () => {
  for (const limit of [1, 2, 3]) {
    it(`with ${limit} slot(s): at most ${limit} run, the rest start in arrival order as slots free`, async () => {
      const queue = createSlotQueue(limit);
      const started: number[] = [];
      const tasks = Array.from({ length: limit + 3 }, (_, id) => manualTask(started, id));
      const results = tasks.map((task) => queue.run(task.work));
      await settle();
      expect(started).toEqual(tasks.slice(0, limit).map((_, id) => id));
      expect(queue.state()).toEqual({ running: limit, waiting: 3 });
      for (const [index, task] of tasks.entries()) {
        task.finish();
        await settle();
        expect(started).toEqual(tasks.slice(0, Math.min(tasks.length, limit + index + 1)).map((_, id) => id));
        expect(queue.state().running).toBeLessThanOrEqual(limit);
      }
      expect(await Promise.all(results)).toEqual(tasks.map((_, id) => id));
      expect(queue.state()).toEqual({ running: 0, waiting: 0 });
    });
  }

  it('frees the slot when a task fails', async () => {
    const queue = createSlotQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below one', () => {
    expect(() => createSlotQueue(0)).toThrow(/positive integer/);
  });
});
