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
