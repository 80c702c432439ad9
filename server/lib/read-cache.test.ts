import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

function counter() {
  let loads = 0;
  return {
    load: async () => ({ n: ++loads }),
    get loads() {
      return loads;
    },
  };
}

describe('ReadCache', () => {
  it('keeps a load for its key and shares one load between readers that arrive together', async () => {
    const cache = new ReadCache(60_000);
    const source = counter();
    const [a, b] = await Promise.all([cache.through('k', source.load), cache.through('k', source.load)]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(await cache.through('k', source.load)).toBe(a);
    expect(await cache.through('other', source.load)).toEqual({ n: 2 });
  });

  it('after clear() loads again, and does not keep a load that was running across the clear', async () => {
    const cache = new ReadCache(60_000);
    let release!: () => void;
    const slow = cache.through('k', () => new Promise<{ v: string }>((done) => (release = () => done({ v: 'old' }))));
    cache.clear();
    release();
    expect(await slow).toEqual({ v: 'old' });
    expect(await cache.through('k', async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('keeps nothing when its time is 0, and a failed load is not kept', async () => {
    const off = new ReadCache(0);
    const source = counter();
    await off.through('k', source.load);
    await off.through('k', source.load);
    expect(source.loads).toBe(2);

    const cache = new ReadCache(60_000);
    await expect(cache.through('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.through('k', async () => ({ ok: true }))).toEqual({ ok: true });
  });
});

/** A load the test finishes by hand, counting how often it was started. */
function manual<T>() {
  const calls: Array<{ resolve(value: T): void; reject(error: Error): void }> = [];
  return {
    load: () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })),
    calls,
  };
}

/** A cache whose clock the test moves. */
function clocked(ttlMs: number, maxRefreshing?: number) {
  const clock = { now: 0 };
  return { cache: new ReadCache(ttlMs, { now: () => clock.now, maxRefreshing }), clock };
}

describe('ReadCache: stale-while-revalidate within ttlMs', () => {
  it('serves the entry without a load before half its time, then serves it stale while one refresh runs', async () => {
    const { cache, clock } = clocked(1000);
    const source = manual<{ v: number }>();
    const first = cache.through('k', source.load);
    source.calls[0]!.resolve({ v: 1 });
    expect(await first).toEqual({ v: 1 });

    clock.now = 499;
    expect(await cache.through('k', source.load)).toEqual({ v: 1 });
    expect(source.calls).toHaveLength(1);

    clock.now = 800;
    expect(await cache.through('k', source.load)).toEqual({ v: 1 });
    expect(await cache.through('k', source.load)).toEqual({ v: 1 });
    expect(source.calls).toHaveLength(2);
    source.calls[1]!.resolve({ v: 2 });
    await Promise.resolve();
    expect(await cache.through('k', source.load)).toEqual({ v: 2 });
    expect(source.calls).toHaveLength(2);
  });

  it('never serves a value ttlMs after its load started: a read then waits, sharing the refresh still running', async () => {
    const { cache, clock } = clocked(1000);
    const source = manual<{ v: number }>();
    const first = cache.through('k', source.load);
    source.calls[0]!.resolve({ v: 1 });
    await first;
    clock.now = 900;
    expect(await cache.through('k', source.load)).toEqual({ v: 1 });
    clock.now = 1000;
    const waiting = cache.through('k', source.load);
    expect(source.calls).toHaveLength(2);
    source.calls[1]!.resolve({ v: 2 });
    expect(await waiting).toEqual({ v: 2 });
  });

  it('after clear() the next read loads fresh, and a refresh running across the clear is not kept', async () => {
    const { cache, clock } = clocked(1000);
    const source = manual<{ v: string }>();
    const first = cache.through('k', source.load);
    source.calls[0]!.resolve({ v: 'old' });
    await first;
    clock.now = 800;
    expect(await cache.through('k', source.load)).toEqual({ v: 'old' });
    expect(source.calls).toHaveLength(2);

    cache.clear();
    const fresh = cache.through('k', source.load);
    expect(source.calls).toHaveLength(3);
    source.calls[2]!.resolve({ v: 'new' });
    expect(await fresh).toEqual({ v: 'new' });
    source.calls[1]!.resolve({ v: 'read before the clear' });
    await Promise.resolve();
    expect(await cache.through('k', source.load)).toEqual({ v: 'new' });
  });

  it('a failed refresh keeps serving its entry until ttlMs without retrying; then a read loads and gets the error', async () => {
    const { cache, clock } = clocked(1000);
    const source = manual<{ v: number }>();
    const first = cache.through('k', source.load);
    source.calls[0]!.resolve({ v: 1 });
    await first;
    clock.now = 800;
    expect(await cache.through('k', source.load)).toEqual({ v: 1 });
    source.calls[1]!.reject(new Error('database down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.now = 990;
    expect(await cache.through('k', source.load)).toEqual({ v: 1 });
    expect(source.calls).toHaveLength(2);

    clock.now = 1000;
    const failing = cache.through('k', source.load);
    source.calls[2]!.reject(new Error('still down'));
    await expect(failing).rejects.toThrow('still down');
    const recovered = cache.through('k', source.load);
    source.calls[3]!.resolve({ v: 3 });
    expect(await recovered).toEqual({ v: 3 });
  });

  it('runs at most maxRefreshing refreshes at once; the others keep their stale entry meanwhile', async () => {
    const { cache, clock } = clocked(1000, 1);
    const source = manual<{ v: string }>();
    const loads = [cache.through('a', source.load), cache.through('b', source.load)];
    source.calls[0]!.resolve({ v: 'a1' });
    source.calls[1]!.resolve({ v: 'b1' });
    await Promise.all(loads);
    clock.now = 800;
    expect(await cache.through('a', source.load)).toEqual({ v: 'a1' });
    expect(await cache.through('b', source.load)).toEqual({ v: 'b1' });
    expect(source.calls).toHaveLength(3);
    source.calls[2]!.resolve({ v: 'a2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.through('b', source.load)).toEqual({ v: 'b1' });
    expect(source.calls).toHaveLength(4);
    source.calls[3]!.resolve({ v: 'b2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.through('a', source.load)).toEqual({ v: 'a2' });
    expect(await cache.through('b', source.load)).toEqual({ v: 'b2' });
  });
});

describe('ReadCache.peek: a kept value by key or alias, never a load', () => {
  it('finds a value under its alias until ttlMs, starts a due refresh with the load that filled it, and not after clear()', async () => {
    const { cache, clock } = clocked(1000);
    const source = manual<{ v: number }>();
    expect(cache.peek('raw')).toBeUndefined();
    const first = cache.through('parsed', source.load, 'raw');
    expect(cache.peek('raw')).toBeUndefined();
    source.calls[0]!.resolve({ v: 1 });
    await first;
    expect(cache.peek('raw')).toEqual({ v: 1 });
    expect(cache.peek('parsed')).toEqual({ v: 1 });
    expect(cache.peek('other')).toBeUndefined();

    clock.now = 800;
    expect(cache.peek('raw')).toEqual({ v: 1 });
    expect(source.calls).toHaveLength(2);
    source.calls[1]!.resolve({ v: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.peek('raw')).toEqual({ v: 2 });

    clock.now = 800 + 1000;
    expect(cache.peek('raw')).toBeUndefined();
    const reloaded = cache.through('parsed', source.load);
    source.calls[2]!.resolve({ v: 3 });
    await reloaded;
    expect(cache.peek('raw')).toEqual({ v: 3 });
    cache.clear();
    expect(cache.peek('raw')).toBeUndefined();
    expect(source.calls).toHaveLength(3);
  });

  it('finds nothing when the cache is off', async () => {
    const off = new ReadCache(0);
    await off.through('parsed', async () => ({ v: 1 }), 'raw');
    expect(off.peek('raw')).toBeUndefined();
  });
});
