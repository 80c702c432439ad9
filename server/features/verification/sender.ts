/**
 * The boundary between account flows and message delivery. Sign-up calls `sendVerificationCode(user)`;
 * the default implementation issues a 6-digit e-mail code and writes the mail to the outbox table.
 * The mail feature swaps in a sender that renders the user's language and delivers over SMTP.
 */
import type { Database } from '../../db/client.ts';
import { outbox, type User } from '../../db/schema.ts';
import { generateNumericCode } from '../../lib/crypto.ts';
import { hashCode, storeVerificationCode } from './codes.ts';

export const EMAIL_CODE_TTL_MINUTES = 30;

export type VerificationRecipient = Pick<User, 'id' | 'email' | 'fullName' | 'language'>;

export interface VerificationSender {
  sendVerificationCode(user: VerificationRecipient): Promise<void>;
}

/** Issues a fresh e-mail verification code (earlier ones stop working) and returns it in clear for delivery. */
export async function issueEmailVerificationCode(db: Database, userId: string): Promise<string> {
  const code = generateNumericCode(6);
  await storeVerificationCode(db, {
    userId,
    purpose: 'email',
    codeHash: hashCode('email', userId, code),
    ttlMinutes: EMAIL_CODE_TTL_MINUTES,
  });
  return code;
}

export function createOutboxVerificationSender(db: Database): VerificationSender {
  return {
    async sendVerificationCode(user) {
      const code = await issueEmailVerificationCode(db, user.id);
      await db.insert(outbox).values({
        channel: 'email',
        to: user.email,
        subject: 'Verify your email address',
        body: `Hello ${user.fullName},\n\nYour verification code is ${code}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.\n`,
        language: user.language,
      });
    },
  };
}
