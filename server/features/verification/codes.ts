/**
 * One-time codes and tokens in verification_codes: e-mail and phone codes (6 digits), password-reset tokens,
 * 2FA sign-in challenges. Only hashes are stored; issuing a new one retires the user's earlier ones of that purpose.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verificationCodes, type VerificationPurpose } from './schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashSecret, safeEqual } from '../../lib/crypto.ts';

/** Wrong guesses a short code survives; the one that reaches this burns it (TOO_MANY_ATTEMPTS). */
export const CODE_MAX_ATTEMPTS = 5;

/** Codes are short, so the hash is salted with purpose and user: equal codes of two users never collide. */
export function hashCode(purpose: VerificationPurpose, userId: string, code: string): string {
  return hashSecret(`${purpose}:${userId}:${code}`);
}

export async function storeVerificationCode(
  db: Database,
  input: {
    userId: string;
    purpose: VerificationPurpose;
    codeHash: string;
    ttlMinutes: number;
    metadata?: Record<string, unknown>;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.consumedAt)),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        userId: input.userId,
        purpose: input.purpose,
        codeHash: input.codeHash,
        metadata: input.metadata ?? {},
        expiresAt: new Date(Date.now() + input.ttlMinutes * 60_000),
      })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });
}

/** The user's live (unconsumed, unexpired) code of a purpose, if any. */
export async function findLiveCode(db: Database, userId: string, purpose: VerificationPurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a code used; false when another request consumed it first (single use under concurrency). */
export async function consumeCode(db: Database, codeId: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Counts a wrong guess and returns the new attempt count. */
export async function countFailedAttempt(db: Database, codeId: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

type CodeRow = typeof verificationCodes.$inferSelect;

/**
 * Checks a short code (e-mail or phone) and consumes it on success; throws INVALID_CODE, CODE_EXPIRED or
 * TOO_MANY_ATTEMPTS otherwise. Each guess first reserves an attempt with one conditional UPDATE, so a burst of
 * parallel guesses still gets at most CODE_MAX_ATTEMPTS comparisons per code.
 * `matches` adds a purpose-specific condition (the phone number the code was sent to).
 */
export async function verifyShortCode(
  db: Database,
  input: { userId: string; purpose: 'email' | 'phone'; code: string; matches?: (row: CodeRow) => boolean },
): Promise<CodeRow> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.consumedAt)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw new ApiError('INVALID_CODE');
  if (row.expiresAt.getTime() <= Date.now()) throw new ApiError('CODE_EXPIRED');
  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: verificationCodes.attempts });
  if (!reserved) throw new ApiError('TOO_MANY_ATTEMPTS');
  const right = safeEqual(hashCode(input.purpose, input.userId, input.code), row.codeHash) && (input.matches?.(row) ?? true);
  if (right) {
    if (!(await consumeCode(db, row.id))) throw new ApiError('INVALID_CODE');
    return row;
  }
  throw new ApiError(reserved.attempts >= CODE_MAX_ATTEMPTS ? 'TOO_MANY_ATTEMPTS' : 'INVALID_CODE');
}
