/** E-mail and phone verification (spec §7). */
import { z } from 'zod';
import { phoneSchema, timestampSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { CurrentUserSchema } from '../users/index.ts';
import { verificationEndpoints } from './endpoints.ts';

export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code';
const codeSchema = z
  .string({ error: CODE_FORMAT_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, { error: CODE_FORMAT_MESSAGE });

export const CodeSentSchema = z
  .object({ sent: z.literal(true), expires_at: timestampSchema, retry_after_seconds: z.number().int() })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.output<typeof CodeSentSchema>;

export const verificationContract = defineContract(verificationEndpoints, {
  resendVerifyEmail: {
    tag: 'Verification',
    summary: 'E-mail a new verification code',
    description:
      'Earlier codes stop working. At most one a minute and five an hour (429 RATE_LIMITED with Retry-After). ' +
      'An already verified address answers 409 ALREADY_VERIFIED and refreshes the hint cookie to `v`.',
    access: 'user',
    scope: 'user:write',
    response: CodeSentSchema,
    errors: ['ALREADY_VERIFIED', 'CSRF_FAILED', 'RATE_LIMITED'],
  },
  verifyCode: {
    tag: 'Verification',
    summary: 'Verify the e-mail address with the 6-digit code',
    description:
      'Codes expire after 15 minutes (400 CODE_EXPIRED); a wrong code is 400 INVALID_CODE and the fifth wrong one burns it ' +
      '(429 TOO_MANY_ATTEMPTS until a new code is requested). Success sets the hint cookie to `v`.',
    access: 'user',
    scope: 'user:write',
    body: z.object({ code: codeSchema }),
    response: CurrentUserSchema,
    errors: ['INVALID_CODE', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'ALREADY_VERIFIED'],
  },
  sendPhoneCode: {
    tag: 'Verification',
    summary: 'Text a 6-digit code to a phone number',
    description:
      '`phone` (E.164) defaults to the number in the profile (422 PHONE_REQUIRED when there is none). The number is saved ' +
      'on the profile only once the code is verified. At most one a minute and five an hour per user and per number.',
    access: 'user',
    scope: 'user:write',
    body: z.object({ phone: phoneSchema.optional() }),
    response: CodeSentSchema,
    errors: ['PHONE_REQUIRED', 'PHONE_ALREADY_VERIFIED', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'],
  },
  verifyPhoneCode: {
    tag: 'Verification',
    summary: 'Verify a phone number with the texted code',
    description: 'Same expiry and attempt rules as e-mail codes. `phone`, when given, must be the number the code went to.',
    access: 'user',
    scope: 'user:write',
    body: z.object({ phone: phoneSchema.optional(), code: codeSchema }),
    response: CurrentUserSchema,
    errors: ['INVALID_CODE', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS'],
  },
});
