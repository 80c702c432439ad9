import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../contract/messaging/events.ts';
import { holdDuringSnapshot, snapshot } from './snapshots.ts';

const event = (type: string, id: number) => ({ type, id, data: {} }) as unknown as StreamEvent;

/** A load that finishes when `finish` is called, like a list answer on its way. */
function pendingLoad() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { load: () => done, finish: () => finish() };
}

describe('events that arrive while a list loads', () => {
  it('are applied again once the answer landed, in their order; deltas and reload triggers are not', async () => {
    const replayed: number[] = [];
    const list = pendingLoad();
    const loading = snapshot(list.load, (held) => replayed.push(held.id ?? -1));
    holdDuringSnapshot(event('message.updated', 1));
    holdDuringSnapshot(event('message.delta', 2));
    holdDuringSnapshot(event('conversation.updated', 3));
    holdDuringSnapshot(event('reaction.changed', 4));
    expect(replayed).toEqual([]);
    list.finish();
    await loading;
    expect(replayed).toEqual([1, 4]);
  });

  it('wait for the last of two overlapping loads, and an event after them is not held', async () => {
    const replayed: number[] = [];
    const first = pendingLoad();
    const second = pendingLoad();
    const one = snapshot(first.load, (held) => replayed.push(held.id ?? -1));
    const two = snapshot(second.load, (held) => replayed.push(held.id ?? -1));
    holdDuringSnapshot(event('message.created', 5));
    first.finish();
    await one;
    expect(replayed).toEqual([]);
    second.finish();
    await two;
    expect(replayed).toEqual([5]);
    holdDuringSnapshot(event('message.created', 6));
    await snapshot(
      async () => undefined,
      (held) => replayed.push(held.id ?? -1),
    );
    expect(replayed).toEqual([5]);
  });

  it('are applied again even when the load failed', async () => {
    const replayed: number[] = [];
    const failing = snapshot(
      async () => {
        holdDuringSnapshot(event('message.deleted', 7));
        throw new Error('offline');
      },
      (held) => replayed.push(held.id ?? -1),
    );
    await expect(failing).rejects.toThrow('offline');
    expect(replayed).toEqual([7]);
  });
});
