/**
 * Default limits per endpoint family (counted per client IP unless noted). Tests and deployments
 * can pass their own through `createApp({ rateLimits })`.
 */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Limits on domain writes, per account (and a conversation's messages per conversation), issue 28. Each is far
 * beyond what a person does (a fast typist sends a message every few seconds; a creator uploads a few files a
 * session) and always within a script's reach; counted in PostgreSQL, so every API process shares them
 * (middleware/write-limit.ts). `RATE_LIMITS` overrides them by name (load tests; the e2e servers).
 */
export const WRITE_LIMITS = {
  /** Messages one account sends, in all its conversations. */
  messagesPerAccount: { limit: 60, windowSeconds: 60 },
  /** Messages in one conversation, from all its members together. */
  messagesPerConversation: { limit: 120, windowSeconds: 60 },
  /** Conversations with other people an account starts (groups, broadcasts, a first direct one). */
  conversationsPerAccount: { limit: 30, windowSeconds: 3600 },
  /** People an account invites to conversations (those it may not add directly: features/messaging/invitations.ts). */
  invitationsPerAccount: { limit: 50, windowSeconds: 3600 },
  /** Runs an account starts, answers or retries (an agent's time costs). */
  runsPerAccount: { limit: 30, windowSeconds: 600 },
  /** Files an account uploads (attachments, knowledge files). */
  uploadsPerAccount: { limit: 60, windowSeconds: 600 },
  /** Every other domain write of an account: edits, reactions, reviews, drafts, typing, read marks, status changes. */
  writesPerAccount: { limit: 300, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

export const DEFAULT_RATE_LIMITS = {
  /** Credential stuffing brake on top of the per-account lockout. */
  signIn: { limit: 30, windowSeconds: 60 },
  signUp: { limit: 10, windowSeconds: 600 },
  /** Availability checks reveal whether an account exists: slow down enumeration. */
  availabilityCheck: { limit: 20, windowSeconds: 60 },
  ...WRITE_LIMITS,
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;

/** The rules an app runs with; a name left out falls back to its default (ruleOf). */
export type RateLimitRules = Partial<Record<RateLimitName, RateLimitRule>>;

/** The rule called `name`: the app's own, else the default. */
export function ruleOf(rules: RateLimitRules, name: RateLimitName): RateLimitRule {
  return rules[name] ?? DEFAULT_RATE_LIMITS[name];
}
