/**
 * Every browser of a run comes from 127.0.0.1, so the per-IP limits meant for one person (10 sign-ups per ten
 * minutes) would count the whole suite as one, and the demo accounts' writes (messages, runs) add up across specs:
 * the e2e servers get room for it (RATE_LIMITS, server/rate-limits.ts).
 * The limits themselves have API tests.
 */
export const E2E_RATE_LIMITS = JSON.stringify({
  signUp: { limit: 200, windowSeconds: 600 },
  signIn: { limit: 300, windowSeconds: 60 },
  availabilityCheck: { limit: 200, windowSeconds: 60 },
  // The demo accounts are shared by every spec of a run: their domain writes add up across browsers.
  messagesPerAccount: { limit: 6000, windowSeconds: 60 },
  messagesPerConversation: { limit: 6000, windowSeconds: 60 },
  conversationsPerAccount: { limit: 3000, windowSeconds: 3600 },
  invitationsPerAccount: { limit: 5000, windowSeconds: 3600 },
  runsPerAccount: { limit: 3000, windowSeconds: 600 },
  uploadsPerAccount: { limit: 6000, windowSeconds: 600 },
  writesPerAccount: { limit: 30000, windowSeconds: 60 },
});
