/**
 * Default limits per endpoint family (counted per client IP unless noted). Tests and deployments
 * can pass their own through `createApp({ rateLimits })`.
 */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS = {
  /** Credential stuffing brake on top of the per-account lockout. */
  signIn: { limit: 30, windowSeconds: 60 },
  signUp: { limit: 10, windowSeconds: 600 },
  /** Availability checks reveal whether an account exists: slow down enumeration. */
  availabilityCheck: { limit: 20, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitRules = typeof DEFAULT_RATE_LIMITS;
