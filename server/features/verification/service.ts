/** Database work of e-mail and phone verification. */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context.ts';
import { users } from '../../core/schema.ts';
import { renderPhoneCodeSms } from '../../adapters/mail/templates/render.ts';
import { generateNumericCode } from '../../lib/crypto.ts';
import { hashCode, storeVerificationCode, verifyShortCode } from './codes.ts';

export const PHONE_CODE_TTL_MINUTES = 15;

/** Marks the e-mail address verified (idempotent: the first verification time is kept). */
export async function markEmailVerified(deps: AppDeps, userId: string): Promise<void> {
  await deps.db
    .update(users)
    .set({ isVerified: true, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Issues a phone code bound to `phone` (earlier phone codes stop working) and texts it in the user's language. */
export async function sendPhoneCode(deps: AppDeps, user: { id: string; language: string }, phone: string): Promise<{ expiresAt: Date }> {
  const code = generateNumericCode(6);
  await storeVerificationCode(deps.db, {
    userId: user.id,
    purpose: 'phone',
    codeHash: hashCode('phone', user.id, code),
    ttlMinutes: PHONE_CODE_TTL_MINUTES,
    metadata: { phone },
  });
  const sms = renderPhoneCodeSms(user.language, code, PHONE_CODE_TTL_MINUTES);
  await deps.sms.send({ to: phone, body: sms.body, language: sms.language });
  return { expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000) };
}

/** Checks a phone code (and, when given, that it went to `phone`); saves the number as verified. Returns it. */
export async function confirmPhoneCode(deps: AppDeps, userId: string, code: string, phone?: string): Promise<string> {
  const row = await verifyShortCode(deps.db, {
    userId,
    purpose: 'phone',
    code,
    matches: (candidate) => phone === undefined || candidate.metadata.phone === phone,
  });
  const verifiedPhone = String(row.metadata.phone);
  await deps.db.update(users).set({ phone: verifiedPhone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return verifiedPhone;
}

// What other features use of verification: short codes (2FA challenges, reset tokens) and the per-account message limits.
export { consumeCode, countFailedAttempt, storeVerificationCode } from './codes.ts';
export { enforceLimit, type AccountMessageLimit } from './rate-limits.ts';
