/**
 * The boundary between account flows and message delivery. Sign-up calls `sendVerificationCode(user)`;
 * the default sender issues a 6-digit e-mail code (earlier ones stop working) and mails it in the user's
 * language through the mail adapter (SMTP, or the outbox table in development).
 */
import type { VerificationRecipient, VerificationSender } from '../../core/verification-sender.ts';
import type { MailAdapter } from '../../adapters/mail/types.ts';
import { renderMail } from '../../adapters/mail/templates/render.ts';
import type { Database } from '../../db/client.ts';
import { generateNumericCode } from '../../lib/crypto.ts';
import { hashCode, storeVerificationCode } from './codes.ts';

/** OWASP: short-lived codes. 15 minutes covers a slow inbox without leaving a code lying around. */
export const EMAIL_CODE_TTL_MINUTES = 15;

/** Issues a fresh e-mail verification code (earlier ones stop working) and returns it in clear for delivery. */
export async function issueEmailVerificationCode(db: Database, userId: string): Promise<{ code: string; expiresAt: Date }> {
  const code = generateNumericCode(6);
  await storeVerificationCode(db, {
    userId,
    purpose: 'email',
    codeHash: hashCode('email', userId, code),
    ttlMinutes: EMAIL_CODE_TTL_MINUTES,
  });
  return { code, expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000) };
}

/** Issues a code and mails it; returns when the code stops working. */
export async function sendEmailVerificationCode(
  db: Database,
  mail: MailAdapter,
  user: VerificationRecipient,
): Promise<{ expiresAt: Date }> {
  const { code, expiresAt } = await issueEmailVerificationCode(db, user.id);
  await mail.send(
    renderMail(user.email, user.language, {
      kind: 'email_verification',
      code,
      expiresInMinutes: EMAIL_CODE_TTL_MINUTES,
    }),
  );
  return { expiresAt };
}

export function createMailVerificationSender(deps: { db: Database; mail: MailAdapter }): VerificationSender {
  return {
    async sendVerificationCode(user) {
      await sendEmailVerificationCode(deps.db, deps.mail, user);
    },
  };
}
