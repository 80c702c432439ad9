/** Contracts of e-mail and phone verification (spec §7). */
import { createRoute, z } from '@hono/zod-openapi';
import { phoneSchema } from '../../../contract/auth.ts';
import { dataResponse, errorResponses, jsonBody } from '../../lib/openapi.ts';
import { UserDataSchema } from '../users/serialize.ts';

export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code';
const codeSchema = z.string({ error: CODE_FORMAT_MESSAGE }).trim().regex(/^\d{6}$/, { error: CODE_FORMAT_MESSAGE });

const CodeSentSchema = z
  .object({ sent: z.literal(true), expires_at: z.string(), retry_after_seconds: z.number().int() })
  .openapi('CodeSent');

export const resendVerifyEmailRoute = createRoute({
  method: 'get',
  path: '/api/resend-verify-email',
  tags: ['Verification'],
  summary: 'E-mail a new verification code',
  description:
    'Earlier codes stop working. At most one a minute and five an hour (429 RATE_LIMITED with Retry-After). ' +
    'An already verified address answers 409 ALREADY_VERIFIED and refreshes the hint cookie to `v`.',
  responses: { 200: dataResponse(CodeSentSchema, 'Code sent'), ...errorResponses(401, 403, 409, 429) },
});

export const verifyCodeRoute = createRoute({
  method: 'post',
  path: '/api/verify-code',
  tags: ['Verification'],
  summary: 'Verify the e-mail address with the 6-digit code',
  description:
    'Codes expire after 15 minutes (400 CODE_EXPIRED); a wrong code is 400 INVALID_CODE and the fifth wrong one burns it ' +
    '(429 TOO_MANY_ATTEMPTS until a new code is requested). Success sets the hint cookie to `v`.',
  request: { body: jsonBody(z.object({ code: codeSchema })) },
  responses: { 200: dataResponse(UserDataSchema, 'Verified user'), ...errorResponses(400, 401, 403, 409, 429) },
});

export const sendPhoneCodeRoute = createRoute({
  method: 'post',
  path: '/api/users/get-code',
  tags: ['Verification'],
  summary: 'Text a 6-digit code to a phone number',
  description:
    '`phone` (E.164) defaults to the number in the profile (422 PHONE_REQUIRED when there is none). The number is saved ' +
    'on the profile only once the code is verified. At most one a minute and five an hour per user and per number.',
  request: { body: jsonBody(z.object({ phone: phoneSchema.optional() })) },
  responses: { 200: dataResponse(CodeSentSchema, 'Code sent'), ...errorResponses(401, 403, 409, 429, 503) },
});

export const verifyPhoneCodeRoute = createRoute({
  method: 'post',
  path: '/api/verify-phone-code',
  tags: ['Verification'],
  summary: 'Verify a phone number with the texted code',
  description: 'Same expiry and attempt rules as e-mail codes. `phone`, when given, must be the number the code went to.',
  request: { body: jsonBody(z.object({ phone: phoneSchema.optional(), code: codeSchema })) },
  responses: { 200: dataResponse(UserDataSchema, 'User with the verified phone'), ...errorResponses(400, 401, 403, 429) },
});
