/**
 * A short-lived cache of public reads that every visitor shares (the catalog's lists), on the session cache's terms
 * (core/session-cache.ts): bounded staleness, kept small and explicit.
 * - An entry lives at most `ttlMs` (CATALOG_CACHE_MS, default 2 s; 0 turns the cache off).
 * - Any state-changing request this process answers clears it when the request ends (middleware/api-gate.ts), so a
 *   change made through this process is visible on its next read. Clearing everything is coarse on purpose: which
 *   writes touch which lists (a review moves a rating sort, a bookmark the popularity sort) is not for the gate to know.
 * - Another API process, or a write made outside a request (a run finishing in the background), shows after at most
 *   `ttlMs`.
 * A load that was running while the cache was cleared is answered but not kept: it may have read the old state.
 */
import { LRUCache } from 'lru-cache';

export class ReadCache {
  readonly #entries: LRUCache<string, object> | null;
  /** Identical reads arriving together share one load. */
  readonly #loading = new Map<string, Promise<object>>();
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    maxEntries = 2000,
  ) {
    this.#entries = ttlMs > 0 ? new LRUCache<string, object>({ max: maxEntries, ttl: ttlMs }) : null;
  }

  async through<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.#entries;
    if (!entries) return load();
    const hit = entries.get(key);
    if (hit) return hit as T;
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.#generation;
    const loading = load().then(
      (value) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        if (generation === this.#generation) entries.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }

  /** Forget everything, including loads still running (they answer their own callers only). */
  clear(): void {
    if (!this.#entries) return;
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }
}
