/** Random secrets and their stored form. Secrets are 256-bit random; storage is their SHA-256 hex. */
import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random secret (session tokens, reset tokens, challenge tokens, key bodies). */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `digits` digits, uniformly random (leading zeros kept). */
export function generateNumericCode(digits = 6): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/**
 * The stored form of a high-entropy secret. A plain SHA-256 suffices for 256-bit tokens
 * (nothing to brute-force) and keeps lookup a single indexed equality.
 */
export function hashSecret(secret: string): string {
  // One-shot crypto.hash (Node ≥ 20.12): no Hash object; it runs on every signed-in request.
  return hash('sha256', secret, 'hex');
}

/** CSRF token bound to a session: derived from the session token, so it changes when the token rotates. */
export function deriveCsrfToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('ae-csrf-v1').digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
