/**
 * How sign-up gets an e-mail verification code to a new user (`deps.verification`). The verification feature
 * provides the default (a code mailed in the user's language); tests may inject another.
 */
import type { User } from './schema.ts';

export type VerificationRecipient = Pick<User, 'id' | 'email' | 'fullName' | 'language'>;

export interface VerificationSender {
  sendVerificationCode(user: VerificationRecipient): Promise<void>;
}
