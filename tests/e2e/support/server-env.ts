/**
 * Every browser of a run comes from 127.0.0.1, so the per-IP limits meant for one person (10 sign-ups per ten
 * minutes) would count the whole suite as one: the e2e servers get room for it (RATE_LIMITS, server/rate-limits.ts).
 * The limits themselves have API tests.
 */
export const E2E_RATE_LIMITS = JSON.stringify({
  signUp: { limit: 200, windowSeconds: 600 },
  signIn: { limit: 300, windowSeconds: 60 },
  availabilityCheck: { limit: 200, windowSeconds: 60 },
});
