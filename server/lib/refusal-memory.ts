/**
 * The in-process front of the rate limits and sign-in throttles: once PostgreSQL (the cross-process truth) has said
 * a key is over its limit until some time, this process answers every further hit on that key from memory until
 * then. A refused request then costs no database write and no round trip, which is what keeps a flood of refused
 * sign-ins from starving everyone else (docs/decisions.md, "Refusing is cheap").
 *
 * Correct by construction for fixed windows and blocks: within a window a count only grows, so "over the limit until
 * T" stays true until T whatever other processes do. Other processes learn it from PostgreSQL on their own next hit.
 * Bounded: at most `maxEntries` keys; expired ones go first, then the oldest.
 */
export class RefusalMemory {
  readonly #until = new Map<string, number>();

  constructor(readonly maxEntries = 50_000) {}

  /** Milliseconds the key stays refused, or 0 when this process knows of no refusal. */
  refusedFor(key: string, now = Date.now()): number {
    const until = this.#until.get(key);
    if (until === undefined) return 0;
    if (until > now) return until - now;
    this.#until.delete(key);
    return 0;
  }

  /** Remembers that `key` is refused until `untilMs` (epoch milliseconds). */
  refuseUntil(key: string, untilMs: number, now = Date.now()): void {
    if (untilMs <= now) return;
    if (!this.#until.has(key) && this.#until.size >= this.maxEntries) this.#evict(now);
    this.#until.set(key, untilMs);
  }

  /** Forgets a key (its owner proved who they are: a successful sign-in ends that throttle). */
  forget(key: string): void {
    this.#until.delete(key);
  }

  /** Forgets every key starting with `prefix` (a rare event: a password reset clears an account's throttles). */
  forgetPrefix(prefix: string): void {
    for (const key of this.#until.keys()) if (key.startsWith(prefix)) this.#until.delete(key);
  }

  get size(): number {
    return this.#until.size;
  }

  #evict(now: number): void {
    for (const [key, until] of this.#until) if (until <= now) this.#until.delete(key);
    // Still full: drop the oldest entries (Map keeps insertion order). They will be learnt again from PostgreSQL.
    for (const key of this.#until.keys()) {
      if (this.#until.size < this.maxEntries) break;
      this.#until.delete(key);
    }
  }
}

/**
 * The key of a whole request shape in `deps.refusedRequests`: once a per-address limit refuses a route for an
 * address, the API's entry layer answers that method, path and address with 429 before anything else runs (no
 * session lookup, no body read, no routing), until the window ends.
 */
export function requestRefusalKey(method: string, path: string, ip: string): string {
  return `${method} ${path}\n${ip}`;
}

/** Whole seconds to put in Retry-After for a refusal lasting `ms` (at least 1). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
