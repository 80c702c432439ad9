import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, debounce } from './debounce.ts';

describe('debounce (spec §9: 200 ms default)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to 200 ms', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(200);
    const fn = vi.fn();
    const search = debounce(fn);
    search('a');
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs once with the latest arguments after calls stop', () => {
    const fn = vi.fn();
    const search = debounce(fn, 200);
    search('a');
    vi.advanceTimersByTime(150);
    search('ag');
    vi.advanceTimersByTime(150);
    search('age');
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith('age');
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const search = debounce(fn, 200);
    search('a');
    search.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it('flush runs the pending call at once, and only once', () => {
    const fn = vi.fn();
    const search = debounce(fn, 200);
    search('now');
    search.flush();
    expect(fn).toHaveBeenCalledWith('now');
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledOnce();
    search.flush();
    expect(fn).toHaveBeenCalledOnce();
  });
});
