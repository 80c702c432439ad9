/**
 * One breaker per provider address: after `threshold` failures in a row it opens and refuses calls at once for
 * `cooldownMs` (a dead server should not hold every run for its whole timeout), then lets one call through; a
 * success closes it. Kept in this process only: each API process learns a server is down on its own.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;

  constructor(
    private readonly threshold = 5,
    private readonly cooldownMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** False while open (and the cooldown has not passed). */
  allow(): boolean {
    if (this.openedAt === null) return true;
    if (this.now() - this.openedAt >= this.cooldownMs) return true; // half-open: one try
    return false;
  }

  succeeded(): void {
    this.failures = 0;
    this.openedAt = null;
  }

  failed(): void {
    this.failures += 1;
    if (this.failures >= this.threshold) this.openedAt = this.now();
  }

  get state(): 'closed' | 'open' {
    return this.allow() ? 'closed' : 'open';
  }
}

const breakers = new Map<string, CircuitBreaker>();

export function breakerFor(key: string, threshold?: number, cooldownMs?: number): CircuitBreaker {
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = new CircuitBreaker(threshold, cooldownMs);
    breakers.set(key, breaker);
  }
  return breaker;
}

/** Tests start each case with closed breakers. */
export function resetBreakers(): void {
  breakers.clear();
}
