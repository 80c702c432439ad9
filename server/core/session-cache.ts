/**
 * A short-lived, in-process cache of session lookups, in the spirit of Better Auth's session cookie cache: a
 * signed-in page fires several API calls within a second or two, and each would otherwise repeat the same
 * sessions ⋈ users query. Bounded staleness is the price, kept small and explicit:
 * - an entry lives at most SESSION_CACHE_MS (default 2 s; 0 turns the cache off) and never past the session's
 *   own expiry;
 * - every state-changing request of a signed-in user drops that user's entries in this process when it ends
 *   (profile edits, revocations, logout, deletion: the user's next request reads the database again);
 * - other API processes may serve a revoked session for at most SESSION_CACHE_MS (docs/decisions.md).
 */
import type { AuthUser } from './auth-state.ts';

export interface CachedSession {
  user: AuthUser;
  session: { id: string; createdAt: Date; expiresAt: Date; lastSeenAt: Date; twoFactorVerified: boolean };
  /** Derived from the token (an HMAC): kept with the lookup so a cache hit does no crypto beyond the hash. */
  csrfToken: string;
}

interface Entry {
  value: CachedSession;
  until: number;
}

export class SessionCache {
  readonly #byTokenHash = new Map<string, Entry>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.#byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now && entry.value.session.expiresAt.getTime() > now) return entry.value;
    this.#byTokenHash.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, value: CachedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    // Map keeps insertion order, so the first key is the oldest entry.
    if (this.#byTokenHash.size >= this.maxEntries) this.#byTokenHash.delete(this.#byTokenHash.keys().next().value as string);
    this.#byTokenHash.set(tokenHash, { value, until: now + this.ttlMs });
  }

  /** Drops every cached session of a user (their data or sessions just changed). */
  invalidateUser(userId: string): void {
    for (const [key, entry] of this.#byTokenHash) if (entry.value.user.id === userId) this.#byTokenHash.delete(key);
  }

  get size(): number {
    return this.#byTokenHash.size;
  }
}
