/**
 * The page's first list reads wait for the events stream (firstStreamSettled): a read made before the stream is
 * ready would miss what changes in between, since a first connection replays nothing. Driven with a stand-in
 * EventSource (the browser's own class does not exist in Node), so the stream's `ready` comes when the test says.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstStreamSettled, startEvents, stopEvents } from './events.ts';
import { snapshot } from './snapshots.ts';

class StandInEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static last: StandInEventSource | null = null;
  readyState = StandInEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    StandInEventSource.last = this;
  }
  addEventListener(name: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(name, handler);
  }
  close() {
    this.readyState = StandInEventSource.CLOSED;
  }
  /** The server's first frame on a new connection. */
  ready() {
    this.readyState = StandInEventSource.OPEN;
    this.handlers.get('ready')?.({ data: '{}', lastEventId: '' } as MessageEvent<string>);
  }
}

beforeEach(() => {
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('EventSource', StandInEventSource);
});
afterEach(() => {
  stopEvents();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the first reads of a page', () => {
  it('wait until the stream is ready, then read; later reads do not wait', async () => {
    startEvents();
    const reads: string[] = [];
    const first = snapshot(
      async () => reads.push('first read'),
      () => undefined,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(reads, 'no read before the stream is ready').toEqual([]);
    StandInEventSource.last?.ready();
    await first;
    expect(reads).toEqual(['first read']);
    // A reconnect later resumes from the last event id: reads then go ahead at once.
    let second = false;
    await snapshot(
      async () => {
        second = true;
      },
      () => undefined,
    );
    expect(second).toBe(true);
  });

  it('go ahead after a short wait when the stream cannot connect', async () => {
    vi.useFakeTimers();
    startEvents();
    let settled = false;
    void firstStreamSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('do not wait where there is no stream (server rendering, signed out)', async () => {
    await expect(firstStreamSettled()).resolves.toBeUndefined();
  });
});
