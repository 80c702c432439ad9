/**
 * Phone verification from the settings (spec §7): a 6-digit code texted to the number (in development the SMS
 * adapter writes it to the outbox); the number is saved on the profile only once the code is verified.
 */
import type { CurrentUser } from '../../../contract/users/index.ts';
import type { CodeSent } from '../../../contract/verification/index.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { verificationApi } from '../auth/clients.ts';
import { setSignedIn } from '../auth/session.ts';

export function sendPhoneCode(phone: string): Promise<Outcome<CodeSent>> {
  return attempt('sendPhoneCode', () => verificationApi.sendPhoneCode({ body: { phone } }), {
    codeFields: { PHONE_REQUIRED: 'phone', PHONE_ALREADY_VERIFIED: 'phone' },
  });
}

/** A correct code verifies the number; the signed-in user (header, settings) shows it at once. */
export async function verifyPhone(phone: string, code: string): Promise<Outcome<CurrentUser>> {
  const outcome = await attempt('verifyPhoneCode', () => verificationApi.verifyPhoneCode({ body: { phone, code } }), {
    codeFields: { INVALID_CODE: 'code', CODE_EXPIRED: 'code', TOO_MANY_ATTEMPTS: 'code' },
  });
  if (outcome.ok) setSignedIn(outcome.value);
  return outcome;
}
