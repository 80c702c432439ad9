/**
 * A short-lived cache of public reads that every visitor shares (the catalog's lists), on the session cache's terms
 * (core/session-cache.ts): bounded staleness, kept small and explicit.
 * - A value is never served more than `ttlMs` (CATALOG_CACHE_MS, default 2 s; 0 turns the cache off) after the
 *   load that produced it started.
 * - Stale-while-revalidate inside that bound: once an entry is past its refresh point (50–75 % of `ttlMs`, spread per
 *   entry so entries loaded together do not all reload together), a read still gets it at once and starts one
 *   background refresh. At most `maxRefreshing` refreshes run at a time, so they never crowd out the reads that have
 *   to wait (a busy pool keeps the stale entry a little longer, never past `ttlMs`). Without this every entry of a
 *   busy rotation expired in the same instant and the reads queued behind its reloads: the p99 tail of bench:catalog.
 * - A refresh that fails keeps serving its entry until `ttlMs` and tries no more; the first read after that loads in
 *   the foreground, so a failure reaches a caller (and the app's error handler) as it would without the cache.
 * - Any state-changing request this process answers clears it when the request ends (middleware/api-gate.ts), so a
 *   change made through this process is visible on its next read. Clearing everything is coarse on purpose: which
 *   writes touch which lists (a review moves a rating sort, a bookmark the popularity sort) is not for the gate to know.
 * - Another API process, or a write made outside a request (a run finishing in the background), shows after at most
 *   `ttlMs`.
 * A load that was running while the cache was cleared (foreground or refresh) is answered but not kept: it may have
 * read the old state.
 * `peek` answers from memory only, by key or by an alias that a read registered (the raw query string of a parsed
 * one), so a hit can skip the work that only computes the key (features/catalog/shared-list.ts).
 */
import { LRUCache } from 'lru-cache';

interface Entry {
  value: object;
  /** How it was loaded: a refresh started by peek() runs it again. */
  load: () => Promise<object>;
  /** When the load that produced it started: its data is at least this old. */
  loadedAt: number;
  /** From then on, a read starts a background refresh. */
  refreshAt: number;
  /** A refresh failed: serve it until it expires, then load in the foreground. */
  refreshFailed: boolean;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  /** Background refreshes running at once (default 4). */
  maxRefreshing?: number;
  /** Aliases remembered (most recent first), see `through`'s `alias`. */
  maxAliases?: number;
  /** The clock, in ms (tests move it). */
  now?: () => number;
}

/** Where in an entry's life its refresh starts: between these fractions of `ttlMs`, chosen per entry. */
const REFRESH_FROM = 0.5;
const REFRESH_SPREAD = 0.25;

export class ReadCache {
  readonly #entries: LRUCache<string, Entry> | null;
  /** Another name for a key, one the key is a pure function of: never stale, so clear() keeps them. */
  readonly #aliases: LRUCache<string, string> | null;
  /** Identical reads arriving together share one load; a read of an expired entry joins its refresh. */
  readonly #loading = new Map<string, Promise<object>>();
  readonly #maxRefreshing: number;
  readonly #now: () => number;
  #refreshing = 0;
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    options: ReadCacheOptions = {},
  ) {
    this.#entries = ttlMs > 0 ? new LRUCache<string, Entry>({ max: options.maxEntries ?? 2000 }) : null;
    this.#aliases = ttlMs > 0 ? new LRUCache<string, string>({ max: options.maxAliases ?? 4000 }) : null;
    this.#maxRefreshing = options.maxRefreshing ?? 4;
    this.#now = options.now ?? (() => performance.now());
  }

  /**
   * The value of `key`, or `load()`'s (shared with any load of `key` already running). `alias`: a cheaper name for
   * the same read that peek() will accept from now on, such as the raw query string the key was parsed from; it
   * must name this key for as long as the process lives.
   */
  async through<T extends object>(key: string, load: () => Promise<T>, alias?: string): Promise<T> {
    const entries = this.#entries;
    if (!entries) return load();
    if (alias !== undefined && this.#aliases!.get(alias) !== key) this.#aliases!.set(alias, key);
    const now = this.#now();
    const entry = entries.get(key);
    if (entry && now - entry.loadedAt < this.ttlMs) {
      if (now >= entry.refreshAt && !entry.refreshFailed) this.#refreshInBackground(key, entry, load);
      return entry.value as T;
    }
    if (entry) entries.delete(key);
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    return this.#load(key, load, now);
  }

  /**
   * The value kept under `alias` (or a key), if it may still be served, without waiting and without a load of its
   * own: `undefined` sends the caller the long way, to `through`. A due refresh starts as in `through`, with the
   * load that filled the entry.
   */
  peek(alias: string): object | undefined {
    const key = this.#aliases?.get(alias) ?? alias;
    const entry = this.#entries?.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (now - entry.loadedAt >= this.ttlMs) return undefined;
    if (now >= entry.refreshAt && !entry.refreshFailed) this.#refreshInBackground(key, entry, entry.load);
    return entry.value;
  }

  /** Forget everything, including loads still running (they answer their own callers only). */
  clear(): void {
    if (!this.#entries) return;
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  /** Loads `key` and keeps the value unless the cache was cleared meanwhile; a failure reaches the caller. */
  #load<T extends object>(key: string, load: () => Promise<T>, startedAt: number): Promise<T> {
    const entries = this.#entries!;
    const generation = this.#generation;
    const loading = load().then(
      (value) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        if (generation === this.#generation) {
          const refreshAt = startedAt + this.ttlMs * (REFRESH_FROM + Math.random() * REFRESH_SPREAD);
          entries.set(key, { value, load, loadedAt: startedAt, refreshAt, refreshFailed: false });
        }
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

  /** One refresh per key, at most `maxRefreshing` at once; the reader that started it does not wait for it. */
  #refreshInBackground(key: string, entry: Entry, load: () => Promise<object>): void {
    if (this.#loading.has(key) || this.#refreshing >= this.#maxRefreshing) return;
    this.#refreshing += 1;
    this.#load(key, load, this.#now())
      .catch(() => {
        entry.refreshFailed = true;
      })
      .finally(() => {
        this.#refreshing -= 1;
      });
  }
}
