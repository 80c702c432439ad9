import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_INDICATOR_MS, createCopier, type CopyState } from './copy-feedback.ts';

describe('createCopier (spec §9: copied indicator 1500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the text, shows copied, and returns to idle after 1500 ms', async () => {
    expect(COPIED_INDICATOR_MS).toBe(1500);
    const states: CopyState[] = [];
    const writeText = vi.fn(async () => {});
    const copy = createCopier({ writeText, onState: (s) => states.push(s) });
    await expect(copy('npm start')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('npm start');
    expect(states).toEqual(['copied']);
    vi.advanceTimersByTime(1499);
    expect(states).toEqual(['copied']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['copied', 'idle']);
  });

  it('reports a failed write (e.g. permission denied) and still resets', async () => {
    const states: CopyState[] = [];
    const copy = createCopier({ writeText: () => Promise.reject(new Error('denied')), onState: (s) => states.push(s) });
    await expect(copy('x')).resolves.toBe('failed');
    vi.advanceTimersByTime(COPIED_INDICATOR_MS);
    expect(states).toEqual(['failed', 'idle']);
  });

  it('a second copy restarts the 1500 ms window', async () => {
    const states: CopyState[] = [];
    const copy = createCopier({ writeText: async () => {}, onState: (s) => states.push(s) });
    await copy('a');
    vi.advanceTimersByTime(1000);
    await copy('b');
    vi.advanceTimersByTime(1000);
    expect(states).toEqual(['copied', 'copied']);
    vi.advanceTimersByTime(500);
    expect(states).toEqual(['copied', 'copied', 'idle']);
  });
});
